/**
 * The first view's block registry: the definition of every block that may sit on any page or
 * region (Puck `Config` style). Typed against `entryBlockSchemas` so the two lists cannot drift.
 * The blocks of a page group (the cart's, the product's…) are in their group's registry
 * (blocks/groups/<group>/registry.ts), loaded with the page's chunk; blocks/all-blocks.ts has
 * every block (the studio's preview), typed against `blockSchemas`.
 */
import type { infer as Infer } from 'zod/mini';
import type { BlockDefinition } from '#engine/layout/define-block';
import { carouselBlock } from './carousel';
import { catalogueGridBlock } from './catalogue-grid';
import { categoryNavBlock } from './category-nav';
import { comboStripBlock } from './combo-strip';
import { footerBlock } from './footer';
import { freeShippingBannerBlock } from './free-shipping-banner';
import { headerBlock } from './header';
import { offersButtonBlock } from './offers-button';
import { recommendationsBlock } from './recommendations';
import type { BlockSchemas, BlockType, EntryBlockType } from './schemas';
import { sectionBlock } from './section';
import { staticTextBlock } from './static-text';
import { suggestedListsBlock } from './suggested-lists';

export type BlockRegistry = { [Type in BlockType]: BlockDefinition<Type, BlockSchemas[Type]['props']> };
export type EntryBlockRegistry = Pick<BlockRegistry, EntryBlockType>;

/** Props of a block type, with defaults applied. */
export type BlockProps<Type extends BlockType> = Infer<BlockSchemas[Type]['props']>;

export const blockRegistry = {
  'free-shipping-banner': freeShippingBannerBlock,
  'offers-button': offersButtonBlock,
  header: headerBlock,
  'category-nav': categoryNavBlock,
  carousel: carouselBlock,
  'catalogue-grid': catalogueGridBlock,
  footer: footerBlock,
  section: sectionBlock,
  'static-text': staticTextBlock,
  'suggested-lists': suggestedListsBlock,
  'combo-strip': comboStripBlock,
  recommendations: recommendationsBlock,
} satisfies EntryBlockRegistry;
