import { defineBlock } from '#engine/layout/define-block';
import { CartSummary } from './cart-summary';
import { cartSummarySchema } from './schema';

export const cartSummaryBlock = defineBlock({ type: 'cart-summary', ...cartSummarySchema, component: CartSummary });
