/** The React-free props schemas of the static-page group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';
import { staticPageContentSchema } from '../../static-page-content/schema';

export const staticPageBlockSchemas = {
  'static-page-content': staticPageContentSchema,
} as const satisfies Record<string, BlockSchemaEntry>;
