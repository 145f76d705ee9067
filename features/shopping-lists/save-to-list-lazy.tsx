/**
 * The first view's door to the shopping lists (the product card's 'Salvar na lista', the
 * suggested-lists strip): nothing for a visitor or before hydration; for a logged-in client one
 * small chunk (./lazy-parts: the button, which checks the shop's `listas` gate, or the strip) loads,
 * so the home page's first view carries only this.
 */
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $session } from '#engine/model/session';
import { useHydrated } from '#ui/use-hydrated';
import type { ListsPart } from './lazy-parts';

const Part = lazy(() => import('./lazy-parts'));

/** A logged-in client, after hydration (the session the first view already has). */
export function useClienteHidratado(): boolean {
  const session = useUnit($session);
  return useHydrated() && session.authenticated && session.idcliente > 0;
}

export function ListsPartLazy(part: ListsPart) {
  if (!useClienteHidratado()) return null;
  return (
    <Suspense fallback={null}>
      <Part {...part} />
    </Suspense>
  );
}
