/** The React-free props schemas of the cart group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';
import { cartLinesSchema } from '#blocks/cart-lines/schema';
import { cartNoticesSchema } from '#blocks/cart-notices/schema';
import { cartSummarySchema } from '#blocks/cart-summary/schema';
import { couponBoxSchema } from '#blocks/coupon-box/schema';
import { giftOptionsSchema } from '#blocks/gift-options/schema';
import { orderNotesSchema } from '#blocks/order-notes/schema';
import { subscriptionChoiceSchema } from '#blocks/subscription-choice/schema';

export const cartBlockSchemas = {
  'cart-notices': cartNoticesSchema,
  'cart-lines': cartLinesSchema,
  'gift-options': giftOptionsSchema,
  'coupon-box': couponBoxSchema,
  'cart-summary': cartSummarySchema,
  'order-notes': orderNotesSchema,
  'subscription-choice': subscriptionChoiceSchema,
} as const satisfies Record<string, BlockSchemaEntry>;
