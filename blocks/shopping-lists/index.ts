import { defineBlock } from '#engine/layout/define-block';
import { ShoppingLists } from './shopping-lists';
import { shoppingListsSchema } from './schema';

export const shoppingListsBlock = defineBlock({
  type: 'shopping-lists',
  ...shoppingListsSchema,
  component: ShoppingLists,
});
