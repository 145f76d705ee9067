import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { subscriptionListSchema } from './schema';

export const subscriptionListBlock = defineBlock({
  type: 'subscription-list',
  ...subscriptionListSchema,

  component: lazy(() => import('./subscription-list').then((m) => ({ default: m.SubscriptionList }))),
});
