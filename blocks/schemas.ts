/**
 * The React-free map of every block type to its props schema (server and admin validate layouts
 * with it). `blocks/registry.ts` pairs each entry with its component; `blocks/fields.ts` holds
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
