import { defineBlock } from '#engine/layout/define-block';
import { CatalogueGrid } from './catalogue-grid';
import { catalogueGridSchema } from './schema';

export const catalogueGridBlock = defineBlock({
  type: 'catalogue-grid',
  ...catalogueGridSchema,
  component: CatalogueGrid,
});
