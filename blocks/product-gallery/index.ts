import { defineBlock } from '#engine/layout/define-block';
import { ProductGallery } from './product-gallery';
import { productGallerySchema } from './schema';

export const productGalleryBlock = defineBlock({
  type: 'product-gallery',
  ...productGallerySchema,
  component: ProductGallery,
});
