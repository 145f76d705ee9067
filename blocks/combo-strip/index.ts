/**
 * The combos strip a supplier may place on any page (the home, for one): a lazy block (the layout
 * renderer wraps it in Suspense), so the first view carries only this line; its content
 * (./strip-view) and the combos model load with the combos pages' chunk.
 */
import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { comboStripSchema } from './schema';

export const comboStripBlock = defineBlock({
  type: 'combo-strip',
  ...comboStripSchema,
  // The combos page's chunk (it re-exports ./strip-view): one chunk for the combos' screens.
  component: lazy(() => import('#blocks/groups/combos/page').then((m) => ({ default: m.ComboStripView }))),
});
