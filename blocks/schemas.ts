/**
 * The React-free map of every block type to its props schema (server and admin validate layouts
 * with it). `blocks/registry.ts` pairs each first-view entry with its component, each group's
 * `registry.ts` its own (blocks/all-blocks.ts has them all); `blocks/fields.ts` holds
 * `blockFields`, the form description of every prop (for the layout studio).
 */
import type { BlockSchemaEntry } from '#engine/layout/define-block';
import { carouselSchema } from './carousel/schema';
import { catalogueGridSchema } from './catalogue-grid/schema';
import { categoryNavSchema } from './category-nav/schema';
import { footerSchema } from './footer/schema';
import { freeShippingBannerSchema } from './free-shipping-banner/schema';
import { headerSchema } from './header/schema';
import { offersButtonSchema } from './offers-button/schema';
import { sectionSchema } from './section/schema';
import { staticTextSchema } from './static-text/schema';
import { comboStripSchema } from './combo-strip/schema';
import { recommendationsSchema } from './recommendations/schema';
import { cartBlockSchemas } from './groups/cart/schemas';
import { checkoutBlockSchemas } from './groups/checkout/schemas';
import { productBlockSchemas } from './groups/product/schemas';
import { ordersBlockSchemas } from './groups/orders/schemas';
import { accountBlockSchemas } from './groups/account/schemas';
import { quickOrderBlockSchemas } from './groups/quick-order/schemas';
import { combosBlockSchemas } from './groups/combos/schemas';
import { staticPageBlockSchemas } from './groups/static-page/schemas';
import { accessBlockSchemas } from './groups/access/schemas';
import { listsBlockSchemas } from './groups/lists/schemas';
import { suggestedListsSchema } from './suggested-lists/schema';

/** The first view's blocks (their components are in blocks/registry.ts): any page or region. */
export const entryBlockSchemas = {
  'free-shipping-banner': freeShippingBannerSchema,
  'offers-button': offersButtonSchema,
  header: headerSchema,
  'category-nav': categoryNavSchema,
  carousel: carouselSchema,
  'catalogue-grid': catalogueGridSchema,
  footer: footerSchema,
  section: sectionSchema,
  'static-text': staticTextSchema,
  'suggested-lists': suggestedListsSchema,
  'combo-strip': comboStripSchema,
  recommendations: recommendationsSchema,
} as const satisfies Record<string, BlockSchemaEntry>;

/** Every block: the first view's and each page group's (blocks/groups/<group>/schemas.ts). */
export const blockSchemas = {
  ...entryBlockSchemas,
  ...cartBlockSchemas,
  ...checkoutBlockSchemas,
  ...productBlockSchemas,
  ...ordersBlockSchemas,
  ...accountBlockSchemas,
  ...quickOrderBlockSchemas,
  ...combosBlockSchemas,
  ...staticPageBlockSchemas,
  ...accessBlockSchemas,
  ...listsBlockSchemas,
} as const satisfies Record<string, BlockSchemaEntry>;

export type BlockSchemas = typeof blockSchemas;
export type BlockType = keyof BlockSchemas;
export type EntryBlockType = keyof typeof entryBlockSchemas;
export const BLOCK_TYPES = Object.keys(blockSchemas) as BlockType[];
