/**
 * `blockFields`: the form description of every block's props (label, help, control), typed so
 * that a block missing here, or a prop without its field, fails to compile. Its own module, apart
 * from blocks/schemas.ts: only the layout studio reads it, so its labels stay out of the shopper's
 * first view (a consumer of an export of a first-view module keeps it in the entry chunk).
 */
import type { BlockFields } from '#engine/layout/define-block';
import { carouselFields } from './carousel/fields';
import { catalogueGridFields } from './catalogue-grid/fields';
import { categoryNavFields } from './category-nav/fields';
import { footerFields } from './footer/fields';
import { freeShippingBannerFields } from './free-shipping-banner/fields';
import { headerFields } from './header/fields';
import { offersButtonFields } from './offers-button/fields';
import { sectionFields } from './section/fields';
import { staticTextFields } from './static-text/fields';
import type { BlockSchemas, BlockType } from './schemas';
import { cartBlockFields } from './groups/cart/fields';
import { checkoutBlockFields } from './groups/checkout/fields';
import { productBlockFields } from './groups/product/fields';
import { ordersBlockFields } from './groups/orders/fields';
import { accountBlockFields } from './groups/account/fields';
import { quickOrderBlockFields } from './groups/quick-order/fields';
import { combosBlockFields } from './groups/combos/fields';
import { comboStripFields } from './combo-strip/fields';
import { recommendationsFields } from './recommendations/fields';
import { staticPageBlockFields } from './groups/static-page/fields';
import { accessBlockFields } from './groups/access/fields';
import { listsBlockFields } from './groups/lists/fields';
import { suggestedListsFields } from './suggested-lists/fields';

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
  'suggested-lists': suggestedListsFields,
  'combo-strip': comboStripFields,
  recommendations: recommendationsFields,
  ...cartBlockFields,
  ...checkoutBlockFields,
  ...productBlockFields,
  ...ordersBlockFields,
  ...accountBlockFields,
  ...quickOrderBlockFields,
  ...combosBlockFields,
  ...staticPageBlockFields,
  ...accessBlockFields,
  ...listsBlockFields,
};
