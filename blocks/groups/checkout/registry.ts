/** The checkout's block definitions (group `checkout`), loaded with the cart page's chunk. */
import { addressChoiceBlock } from '#blocks/address-choice';
import { deliveryMethodBlock } from '#blocks/delivery-method';
import { orderCharacteristicsBlock } from '#blocks/order-characteristics';
import { orderSubmitBlock } from '#blocks/order-submit';
import { paymentMethodBlock } from '#blocks/payment-method';
import { pickupStoreBlock } from '#blocks/pickup-store';

export const checkoutBlocks = {
  'order-submit': orderSubmitBlock,
  'delivery-method': deliveryMethodBlock,
  'address-choice': addressChoiceBlock,
  'pickup-store': pickupStoreBlock,
  'payment-method': paymentMethodBlock,
  'order-characteristics': orderCharacteristicsBlock,
};
