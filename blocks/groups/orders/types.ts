/** The orders group's block type names only (what the shopper's browser checks a layout against: blocks/block-types.ts). */
import type { ordersBlockSchemas } from './schemas';

export const ordersBlockTypes = [] as const satisfies readonly (keyof typeof ordersBlockSchemas)[];
