import { defineBlock } from '#engine/layout/define-block';
import { PaymentMethod } from './payment-method';
import { paymentMethodSchema } from './schema';

export const paymentMethodBlock = defineBlock({
  type: 'payment-method',
  ...paymentMethodSchema,
  component: PaymentMethod,
});
