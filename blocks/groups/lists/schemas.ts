/** The React-free props schemas of the lists group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';
import { shoppingListSchema } from '../../shopping-list/schema';
import { shoppingListsSchema } from '../../shopping-lists/schema';

export const listsBlockSchemas = {
  'shopping-lists': shoppingListsSchema,
  'shopping-list': shoppingListSchema,
} as const satisfies Record<string, BlockSchemaEntry>;
