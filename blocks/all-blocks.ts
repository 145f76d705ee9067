/**
 * Every block definition, the first view's and each page group's: what the layout studio's
 * preview renders any page with. Typed against `blockSchemas` (a block missing here fails to
 * compile). Never imported by the shopper's pages: each page type's chunk carries only its own.
 */
import { blockRegistry } from './registry';
import type { BlockRegistry } from './registry';
import { cartBlocks } from './groups/cart/registry';
import { checkoutBlocks } from './groups/checkout/registry';
import { productBlocks } from './groups/product/registry';
import { ordersBlocks } from './groups/orders/registry';
import { accountBlocks } from './groups/account/registry';
import { quickOrderBlocks } from './groups/quick-order/registry';
import { combosBlocks } from './groups/combos/registry';
import { staticPageBlocks } from './groups/static-page/registry';
import { accessBlocks } from './groups/access/registry';
import { listsBlocks } from './groups/lists/registry';

export const allBlocks = {
  ...blockRegistry,
  ...cartBlocks,
  ...checkoutBlocks,
  ...productBlocks,
  ...ordersBlocks,
  ...accountBlocks,
  ...quickOrderBlocks,
  ...combosBlocks,
  ...staticPageBlocks,
  ...accessBlocks,
  ...listsBlocks,
} satisfies BlockRegistry;
