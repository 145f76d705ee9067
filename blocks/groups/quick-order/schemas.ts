/** The React-free props schemas of the quick-order group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';
import { quickOrderSchema } from '../../quick-order/schema';

export const quickOrderBlockSchemas = {
  'quick-order': quickOrderSchema,
} as const satisfies Record<string, BlockSchemaEntry>;
