import { defineBlock } from '#engine/layout/define-block';
import { ProductServices } from './product-services';
import { productServicesSchema } from './schema';

export const productServicesBlock = defineBlock({
  type: 'product-services',
  ...productServicesSchema,
  component: ProductServices,
});
