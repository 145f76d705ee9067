/** The React-free props schemas of the access group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';

export const accessBlockSchemas = {} as const satisfies Record<string, BlockSchemaEntry>;
