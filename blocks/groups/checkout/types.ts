/** The checkout group's block type names only (what the shopper's browser checks a layout against: blocks/block-types.ts). */
import type { checkoutBlockSchemas } from './schemas';

export const checkoutBlockTypes = [
  'order-submit',
  'delivery-method',
  'address-choice',
  'pickup-store',
  'payment-method',
  'order-characteristics',
] as const satisfies readonly (keyof typeof checkoutBlockSchemas)[];
