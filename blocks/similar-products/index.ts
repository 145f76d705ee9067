import { defineBlock } from '#engine/layout/define-block';
import { similarProductsSchema } from './schema';
import { SimilarProducts } from './similar-products';

export const similarProductsBlock = defineBlock({
  type: 'similar-products',
  ...similarProductsSchema,
  component: SimilarProducts,
});
