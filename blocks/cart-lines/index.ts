import { defineBlock } from '#engine/layout/define-block';
import { CartLines } from './cart-lines';
import { cartLinesSchema } from './schema';

export const cartLinesBlock = defineBlock({ type: 'cart-lines', ...cartLinesSchema, component: CartLines });
