/** The React-free props schemas of the combos group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';
import { comboDetailSchema } from '../../combo-detail/schema';
import { comboListSchema } from '../../combo-list/schema';

export const combosBlockSchemas = {
  'combo-list': comboListSchema,
  'combo-detail': comboDetailSchema,
} as const satisfies Record<string, BlockSchemaEntry>;
