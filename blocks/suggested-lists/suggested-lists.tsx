/**
 * The 'suggested lists' strip a supplier may place on any page (the home): for a logged-in client
 * where the shop's `listas` gate holds, after hydration, the strip (./strip, its own chunk with the
 * lists' model) loads and shows the lists the shop suggests to this client. The server renders
 * nothing and a visitor gets nothing, so the first view carries only this wrapper.
 */
import { lazy, Suspense } from 'react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { useListsEnabled } from '#features/shopping-lists/save-to-list';
import type { SuggestedListsProps } from './schema';

const Strip = lazy(() => import('./strip'));

export function SuggestedLists({ id, props }: BlockComponentProps<SuggestedListsProps>) {
  if (!useListsEnabled()) return null;
  return (
    <Suspense fallback={null}>
      <Strip id={id} props={props} />
    </Suspense>
  );
}
