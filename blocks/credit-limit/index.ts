import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { creditLimitSchema } from './schema';

export const creditLimitBlock = defineBlock({
  type: 'credit-limit',
  ...creditLimitSchema,
  component: lazy(() => import('./credit-limit').then((m) => ({ default: m.CreditLimit }))),
});
