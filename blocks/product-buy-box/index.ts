import { defineBlock } from '#engine/layout/define-block';
import { ProductBuyBox } from './product-buy-box';
import { productBuyBoxSchema } from './schema';

export const productBuyBoxBlock = defineBlock({
  type: 'product-buy-box',
  ...productBuyBoxSchema,
  component: ProductBuyBox,
});
