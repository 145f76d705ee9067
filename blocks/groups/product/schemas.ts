/** The React-free props schemas of the product group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';

export const productBlockSchemas = {} as const satisfies Record<string, BlockSchemaEntry>;
