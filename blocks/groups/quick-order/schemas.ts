/** The React-free props schemas of the quick-order group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';

export const quickOrderBlockSchemas = {} as const satisfies Record<string, BlockSchemaEntry>;
