/** The orders group's block type names only (what the shopper's browser checks a layout against: blocks/block-types.ts). */
import type { ordersBlockSchemas } from './schemas';

export const ordersBlockTypes = [
  'order-list',
  'order-detail',
  'order-payment',
  'order-documents',
  'submission-success',
] as const satisfies readonly (keyof typeof ordersBlockSchemas)[];
