/**
 * The React-free map of every block type to its props schema (server and admin validate layouts
 * with it), and `blockFields`, the form description of every prop (for a layout editor).
 * `blocks/registry.ts` pairs each entry with its component.
 */
import type { BlockFields, BlockSchemaEntry } from '../engine/layout/define-block';
import { carouselFields } from './carousel/fields';
import { catalogueGridFields } from './catalogue-grid/fields';
import { categoryNavFields } from './category-nav/fields';
import { footerFields } from './footer/fields';
import { freeShippingBannerFields } from './free-shipping-banner/fields';
import { headerFields } from './header/fields';
import { offersButtonFields } from './offers-button/fields';
import { sectionFields } from './section/fields';
import { staticTextFields } from './static-text/fields';
import { carouselSchema } from './carousel/schema';
import { catalogueGridSchema } from './catalogue-grid/schema';
import { categoryNavSchema } from './category-nav/schema';
import { footerSchema } from './footer/schema';
import { freeShippingBannerSchema } from './free-shipping-banner/schema';
import { headerSchema } from './header/schema';
import { offersButtonSchema } from './offers-button/schema';
import { sectionSchema } from './section/schema';
import { staticTextSchema } from './static-text/schema';

export const blockSchemas = {
  'free-shipping-banner': freeShippingBannerSchema,
  'offers-button': offersButtonSchema,
  header: headerSchema,
  'category-nav': categoryNavSchema,
  carousel: carouselSchema,
  'catalogue-grid': catalogueGridSchema,
  footer: footerSchema,
  section: sectionSchema,
  'static-text': staticTextSchema,
} as const satisfies Record<string, BlockSchemaEntry>;

export type BlockSchemas = typeof blockSchemas;
export type BlockType = keyof BlockSchemas;
export const BLOCK_TYPES = Object.keys(blockSchemas) as BlockType[];

/**
 * The fields of every block's props (label, help, control), typed so that a block missing here,
 * or a prop without its field, fails to compile. Not read by the storefront (tree-shaken away).
 */
export const blockFields: { [Type in BlockType]: BlockFields<BlockSchemas[Type]['props']> } = {
  'free-shipping-banner': freeShippingBannerFields,
  'offers-button': offersButtonFields,
  header: headerFields,
  'category-nav': categoryNavFields,
  carousel: carouselFields,
  'catalogue-grid': catalogueGridFields,
  footer: footerFields,
  section: sectionFields,
  'static-text': staticTextFields,
};
