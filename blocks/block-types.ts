/**
 * The name of every block type, and nothing else: what the shopper's browser checks a layout's
 * node types against (schemas/layout.ts `createLayoutEnvelopeSchema`) without carrying the blocks'
 * props schemas. Typed against blocks/schemas.ts, and blocks/registry.test.tsx checks it lists
 * exactly `blockSchemas`' keys.
 */
import type { BlockType } from './schemas';
import { cartBlockTypes } from './groups/cart/types';
import { checkoutBlockTypes } from './groups/checkout/types';
import { productBlockTypes } from './groups/product/types';
import { ordersBlockTypes } from './groups/orders/types';
import { accountBlockTypes } from './groups/account/types';
import { quickOrderBlockTypes } from './groups/quick-order/types';
import { staticPageBlockTypes } from './groups/static-page/types';
import { accessBlockTypes } from './groups/access/types';

export const BLOCK_TYPE_NAMES = [
  'free-shipping-banner',
  'offers-button',
  'header',
  'category-nav',
  'carousel',
  'catalogue-grid',
  'footer',
  'section',
  'static-text',
  ...cartBlockTypes,
  ...checkoutBlockTypes,
  ...productBlockTypes,
  ...ordersBlockTypes,
  ...accountBlockTypes,
  ...quickOrderBlockTypes,
  ...staticPageBlockTypes,
  ...accessBlockTypes,
] as const satisfies readonly BlockType[];
