/**
 * Recommendations (issue 31; tag enable-recommendation-system): a lazy block (the layout renderer
 * wraps it in Suspense) for the cart ('Aproveite e leve também'), the product page and the home,
 * so the first view carries only this line; its content (./recommendations-view) and its model
 * (engine/model/recommendations) load in a chunk of their own.
 */
import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { recommendationsSchema } from './schema';

export const recommendationsBlock = defineBlock({
  type: 'recommendations',
  ...recommendationsSchema,
  component: lazy(() => import('./recommendations-view')),
});
