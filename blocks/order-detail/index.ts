import { defineBlock } from '#engine/layout/define-block';
import { OrderDetail } from './order-detail';
import { orderDetailSchema } from './schema';

export const orderDetailBlock = defineBlock({ type: 'order-detail', ...orderDetailSchema, component: OrderDetail });
