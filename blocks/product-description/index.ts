import { defineBlock } from '#engine/layout/define-block';
import { ProductDescription } from './product-description';
import { productDescriptionSchema } from './schema';

export const productDescriptionBlock = defineBlock({
  type: 'product-description',
  ...productDescriptionSchema,
  component: ProductDescription,
});
