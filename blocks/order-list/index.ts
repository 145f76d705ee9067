import { defineBlock } from '#engine/layout/define-block';
import { OrderList } from './order-list';
import { orderListSchema } from './schema';

export const orderListBlock = defineBlock({ type: 'order-list', ...orderListSchema, component: OrderList });
