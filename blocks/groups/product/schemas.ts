/** The React-free props schemas of the product group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';
import { availabilityAlertSchema } from '../../availability-alert/schema';
import { productBuyBoxSchema } from '../../product-buy-box/schema';
import { productDescriptionSchema } from '../../product-description/schema';
import { productGallerySchema } from '../../product-gallery/schema';
import { productServicesSchema } from '../../product-services/schema';
import { shippingQuoteSchema } from '../../shipping-quote/schema';
import { similarProductsSchema } from '../../similar-products/schema';

export const productBlockSchemas = {
  'product-gallery': productGallerySchema,
  'product-buy-box': productBuyBoxSchema,
  'product-description': productDescriptionSchema,
  'product-services': productServicesSchema,
  'availability-alert': availabilityAlertSchema,
  'shipping-quote': shippingQuoteSchema,
  'similar-products': similarProductsSchema,
} as const satisfies Record<string, BlockSchemaEntry>;
