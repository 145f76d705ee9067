/** The studio's form description of the checkout blocks' props (group `checkout`). */
import { addressChoiceFields } from '#blocks/address-choice/fields';
import { deliveryMethodFields } from '#blocks/delivery-method/fields';
import { orderCharacteristicsFields } from '#blocks/order-characteristics/fields';
import { orderSubmitFields } from '#blocks/order-submit/fields';
import { paymentMethodFields } from '#blocks/payment-method/fields';
import { pickupStoreFields } from '#blocks/pickup-store/fields';

export const checkoutBlockFields = {
  'order-submit': orderSubmitFields,
  'delivery-method': deliveryMethodFields,
  'address-choice': addressChoiceFields,
  'pickup-store': pickupStoreFields,
  'payment-method': paymentMethodFields,
  'order-characteristics': orderCharacteristicsFields,
};
