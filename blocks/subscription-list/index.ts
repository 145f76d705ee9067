import { defineBlock } from '#engine/layout/define-block';
import { SubscriptionList } from './subscription-list';
import { subscriptionListSchema } from './schema';

export const subscriptionListBlock = defineBlock({
  type: 'subscription-list',
  ...subscriptionListSchema,
  component: SubscriptionList,
});
