import { defineBlock } from '#engine/layout/define-block';
import { DeliveryMethod } from './delivery-method';
import { deliveryMethodSchema } from './schema';

export const deliveryMethodBlock = defineBlock({
  type: 'delivery-method',
  ...deliveryMethodSchema,
  component: DeliveryMethod,
});
