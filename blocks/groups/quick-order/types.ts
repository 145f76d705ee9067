/** The quick-order group's block type names only (what the shopper's browser checks a layout against: blocks/block-types.ts). */
import type { quickOrderBlockSchemas } from './schemas';

export const quickOrderBlockTypes = ['quick-order'] as const satisfies readonly (keyof typeof quickOrderBlockSchemas)[];
