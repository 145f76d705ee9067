import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { shoppingListSchema } from './schema';

export const shoppingListBlock = defineBlock({
  type: 'shopping-list',
  ...shoppingListSchema,

  component: lazy(() => import('./shopping-list').then((m) => ({ default: m.ShoppingListView }))),
});
