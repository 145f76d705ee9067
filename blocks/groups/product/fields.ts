/** The studio's form fields of the product group's blocks (blocks/fields.ts lists every group's). */
import { availabilityAlertFields } from '../../availability-alert/fields';
import { productBuyBoxFields } from '../../product-buy-box/fields';
import { productDescriptionFields } from '../../product-description/fields';
import { productGalleryFields } from '../../product-gallery/fields';
import { productServicesFields } from '../../product-services/fields';
import { shippingQuoteFields } from '../../shipping-quote/fields';
import { similarProductsFields } from '../../similar-products/fields';

export const productBlockFields = {
  'product-gallery': productGalleryFields,
  'product-buy-box': productBuyBoxFields,
  'product-description': productDescriptionFields,
  'product-services': productServicesFields,
  'availability-alert': availabilityAlertFields,
  'shipping-quote': shippingQuoteFields,
  'similar-products': similarProductsFields,
};
