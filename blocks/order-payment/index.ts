import { defineBlock } from '#engine/layout/define-block';
import { OrderPayment } from './order-payment';
import { orderPaymentSchema } from './schema';

export const orderPaymentBlock = defineBlock({ type: 'order-payment', ...orderPaymentSchema, component: OrderPayment });
