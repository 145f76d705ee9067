/** The studio's form fields of the cart group's blocks (blocks/fields.ts lists every group's). */
import { cartLinesFields } from '#blocks/cart-lines/fields';
import { cartNoticesFields } from '#blocks/cart-notices/fields';
import { cartSummaryFields } from '#blocks/cart-summary/fields';
import { couponBoxFields } from '#blocks/coupon-box/fields';
import { giftOptionsFields } from '#blocks/gift-options/fields';
import { orderNotesFields } from '#blocks/order-notes/fields';
import { subscriptionChoiceFields } from '#blocks/subscription-choice/fields';

export const cartBlockFields = {
  'cart-notices': cartNoticesFields,
  'cart-lines': cartLinesFields,
  'gift-options': giftOptionsFields,
  'coupon-box': couponBoxFields,
  'cart-summary': cartSummaryFields,
  'order-notes': orderNotesFields,
  'subscription-choice': subscriptionChoiceFields,
};
