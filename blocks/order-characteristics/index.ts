import { defineBlock } from '#engine/layout/define-block';
import { OrderCharacteristics } from './order-characteristics';
import { orderCharacteristicsSchema } from './schema';

export const orderCharacteristicsBlock = defineBlock({
  type: 'order-characteristics',
  ...orderCharacteristicsSchema,
  component: OrderCharacteristics,
});
