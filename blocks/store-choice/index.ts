import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { storeChoiceSchema } from './schema';

export const storeChoiceBlock = defineBlock({
  type: 'store-choice',
  ...storeChoiceSchema,
  component: lazy(() => import('./store-choice').then((m) => ({ default: m.StoreChoice }))),
});
