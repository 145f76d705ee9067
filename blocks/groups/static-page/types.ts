/** The static-page group's block type names only (what the shopper's browser checks a layout against: blocks/block-types.ts). */
import type { staticPageBlockSchemas } from './schemas';

export const staticPageBlockTypes = [
  'static-page-content',
] as const satisfies readonly (keyof typeof staticPageBlockSchemas)[];
