/** The product group's block definitions, with their components (only its page chunk imports them). */
import { availabilityAlertBlock } from '../../availability-alert';
import { productBuyBoxBlock } from '../../product-buy-box';
import { productDescriptionBlock } from '../../product-description';
import { productGalleryBlock } from '../../product-gallery';
import { productServicesBlock } from '../../product-services';
import { shippingQuoteBlock } from '../../shipping-quote';
import { similarProductsBlock } from '../../similar-products';

export const productBlocks = {
  'product-gallery': productGalleryBlock,
  'product-buy-box': productBuyBoxBlock,
  'product-description': productDescriptionBlock,
  'product-services': productServicesBlock,
  'availability-alert': availabilityAlertBlock,
  'shipping-quote': shippingQuoteBlock,
  'similar-products': similarProductsBlock,
};
