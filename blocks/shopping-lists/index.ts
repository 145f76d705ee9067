import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { shoppingListsSchema } from './schema';

export const shoppingListsBlock = defineBlock({
  type: 'shopping-lists',
  ...shoppingListsSchema,

  component: lazy(() => import('./shopping-lists').then((m) => ({ default: m.ShoppingLists }))),
});
