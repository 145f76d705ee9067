/**
 * Each page type's chunk (blocks/groups/<chunk>/page.tsx): a static import each, so Vite splits
 * them. Typed by the route table: a chunk named there without its import here does not compile.
 * The app's routes (src/app/app.tsx) and the studio's preview (its Frame around a page's draft)
 * load them from here.
 */
import type { PageChunk } from '#engine/layout/page-chunk';
import type { PageChunkName } from '#schemas/page-types';

export const PAGE_CHUNKS: Record<PageChunkName, () => Promise<PageChunk>> = {
  product: () => import('#blocks/groups/product/page'),
  cart: () => import('#blocks/groups/cart/page'),
  orders: () => import('#blocks/groups/orders/page'),
  account: () => import('#blocks/groups/account/page'),
  'quick-order': () => import('#blocks/groups/quick-order/page'),
  combos: () => import('#blocks/groups/combos/page'),
  'static-page': () => import('#blocks/groups/static-page/page'),
  access: () => import('#blocks/groups/access/page'),
};
