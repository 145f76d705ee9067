/** The cart group's block type names only (what the shopper's browser checks a layout against: blocks/block-types.ts). */
import type { cartBlockSchemas } from './schemas';

export const cartBlockTypes = [
  'cart-notices',
  'cart-lines',
  'gift-options',
  'coupon-box',
  'cart-summary',
  'order-notes',
  'subscription-choice',
] as const satisfies readonly (keyof typeof cartBlockSchemas)[];
