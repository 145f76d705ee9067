/**
 * The block registry: every block definition by type (Puck `Config` style). Typed against
 * `blockSchemas` so the two lists cannot drift: a type missing here, or an extra one, fails to
 * compile, and the layout schema built from `blockSchemas` rejects unknown types.
 */
import type { infer as Infer } from 'zod/mini';
import type { BlockDefinition } from '#engine/layout/define-block';
import { carouselBlock } from './carousel';
import { catalogueGridBlock } from './catalogue-grid';
import { categoryNavBlock } from './category-nav';
import { footerBlock } from './footer';
import { freeShippingBannerBlock } from './free-shipping-banner';
import { headerBlock } from './header';
import { offersButtonBlock } from './offers-button';
import type { BlockSchemas, BlockType } from './schemas';
import { sectionBlock } from './section';
import { staticTextBlock } from './static-text';

export type BlockRegistry = { [Type in BlockType]: BlockDefinition<Type, BlockSchemas[Type]['props']> };

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
} satisfies BlockRegistry;
