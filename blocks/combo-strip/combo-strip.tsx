/**
 * The combos strip a supplier may place on any page (the home, for one): a first-view block that
 * is only a shell. The server renders nothing; after hydration the strip and the combos model
 * load in a chunk of their own (./strip-view), ask for the visitor's combos and show them (nothing
 * when there are none), so the home's first view carries none of it.
 */
import { lazy, Suspense } from 'react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { useHydrated } from '#ui/use-hydrated';
import type { ComboStripProps } from './schema';

const StripView = lazy(() => import('./strip-view'));

export function ComboStrip({ id, props }: BlockComponentProps<ComboStripProps>) {
  const hidratado = useHydrated();
  if (!hidratado) return null;
  return (
    <Suspense fallback={null}>
      <StripView id={id} titulo={props.titulo} quantidade={props.quantidade} />
    </Suspense>
  );
}
