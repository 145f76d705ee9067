/** The account group's block type names only (what the shopper's browser checks a layout against: blocks/block-types.ts). */
import type { accountBlockSchemas } from './schemas';

export const accountBlockTypes = [
  'account-summary',
  'account-data-form',
  'account-credentials-form',
  'linked-users',
  'address-book',
  'coupon-list',
  'client-switcher',
  'store-choice',
] as const satisfies readonly (keyof typeof accountBlockSchemas)[];
