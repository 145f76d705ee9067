/** The React-free props schemas of the checkout group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';

export const checkoutBlockSchemas = {} as const satisfies Record<string, BlockSchemaEntry>;
