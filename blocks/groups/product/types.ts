/** The product group's block type names only (what the shopper's browser checks a layout against: blocks/block-types.ts). */
import type { productBlockSchemas } from './schemas';

export const productBlockTypes = [
  'product-gallery',
  'product-buy-box',
  'product-description',
  'product-services',
  'availability-alert',
  'shipping-quote',
  'similar-products',
] as const satisfies readonly (keyof typeof productBlockSchemas)[];
