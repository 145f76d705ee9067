/** The cart group's block definitions, with their components (only its page chunk imports them). */
import { cartLinesBlock } from '#blocks/cart-lines';
import { cartNoticesBlock } from '#blocks/cart-notices';
import { cartSummaryBlock } from '#blocks/cart-summary';
import { couponBoxBlock } from '#blocks/coupon-box';
import { giftOptionsBlock } from '#blocks/gift-options';
import { orderNotesBlock } from '#blocks/order-notes';
import { subscriptionChoiceBlock } from '#blocks/subscription-choice';

export const cartBlocks = {
  'cart-notices': cartNoticesBlock,
  'cart-lines': cartLinesBlock,
  'gift-options': giftOptionsBlock,
  'coupon-box': couponBoxBlock,
  'cart-summary': cartSummaryBlock,
  'order-notes': orderNotesBlock,
  'subscription-choice': subscriptionChoiceBlock,
};
