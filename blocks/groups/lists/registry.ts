/** The lists group's block definitions, with their components (only its page chunk imports them). */
import { shoppingListBlock } from '../../shopping-list';
import { shoppingListsBlock } from '../../shopping-lists';

export const listsBlocks = { 'shopping-lists': shoppingListsBlock, 'shopping-list': shoppingListBlock };
