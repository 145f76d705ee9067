/**
 * The account group's block definitions, with their components: the union of its parts
 * (./parts/*, each page type's blocks, loaded by the page chunk as a page needs them); the studio's
 * every-block registry (blocks/all-blocks.ts) reads it.
 */
import { blocks as addresses } from './parts/addresses';
import { blocks as clients } from './parts/clients';
import { blocks as coupons } from './parts/coupons';
import { blocks as invoices } from './parts/invoices';
import { blocks as profile } from './parts/profile';
import { blocks as stores } from './parts/stores';
import { blocks as subscriptions } from './parts/subscriptions';
import { blocks as users } from './parts/users';

export const accountBlocks = {
  ...profile,
  ...users,
  ...addresses,
  ...coupons,
  ...invoices,
  ...clients,
  ...stores,
  ...subscriptions,
};
