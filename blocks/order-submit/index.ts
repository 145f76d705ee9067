import { defineBlock } from '#engine/layout/define-block';
import { OrderSubmit } from './order-submit';
import { orderSubmitSchema } from './schema';

export const orderSubmitBlock = defineBlock({ type: 'order-submit', ...orderSubmitSchema, component: OrderSubmit });
