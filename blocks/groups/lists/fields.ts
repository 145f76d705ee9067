/** The studio's form fields of the lists group's blocks (blocks/fields.ts lists every group's). */
import { shoppingListFields } from '../../shopping-list/fields';
import { shoppingListsFields } from '../../shopping-lists/fields';

export const listsBlockFields = { 'shopping-lists': shoppingListsFields, 'shopping-list': shoppingListFields };
