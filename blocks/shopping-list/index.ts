import { defineBlock } from '#engine/layout/define-block';
import { ShoppingListView } from './shopping-list';
import { shoppingListSchema } from './schema';

export const shoppingListBlock = defineBlock({
  type: 'shopping-list',
  ...shoppingListSchema,
  component: ShoppingListView,
});
