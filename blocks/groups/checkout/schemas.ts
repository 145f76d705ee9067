/**
 * The React-free props schemas of the checkout's blocks (group `checkout`, issue 25): the parts of
 * the cart page that turn the cart into an order. The server and the studio validate layouts with them.
 */
import type { BlockSchemaEntry } from '#engine/layout/define-block';
import { addressChoiceSchema } from '#blocks/address-choice/schema';
import { deliveryMethodSchema } from '#blocks/delivery-method/schema';
import { orderCharacteristicsSchema } from '#blocks/order-characteristics/schema';
import { orderSubmitSchema } from '#blocks/order-submit/schema';
import { paymentMethodSchema } from '#blocks/payment-method/schema';
import { pickupStoreSchema } from '#blocks/pickup-store/schema';

export const checkoutBlockSchemas = {
  'order-submit': orderSubmitSchema,
  'delivery-method': deliveryMethodSchema,
  'address-choice': addressChoiceSchema,
  'pickup-store': pickupStoreSchema,
  'payment-method': paymentMethodSchema,
  'order-characteristics': orderCharacteristicsSchema,
} as const satisfies Record<string, BlockSchemaEntry>;
