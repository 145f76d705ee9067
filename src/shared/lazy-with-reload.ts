/**
 * Spec section 8: "A lazy-load failure reloads the page once." A chunk that fails to load (e.g.
 * after a deploy replaced the files) reloads the page; if it fails again after that reload, the
 * error reaches the error boundary, which shows a pt-BR message instead of looping.
 */
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export const RELOAD_FLAG = 'sf:lazy-reload';

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload: () => void;
}

function browserEnv(): ReloadEnv {
  let storage: ReloadEnv['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, reload: () => window.location.reload() };
}

/** Runs `factory`; on failure reloads once (per session), else rethrows. */
export async function importWithReload<T>(factory: () => Promise<T>, env: ReloadEnv = browserEnv()): Promise<T> {
  try {
    const module = await factory();
    env.storage?.removeItem(RELOAD_FLAG);
    return module;
  } catch (error) {
    if (env.storage && !env.storage.getItem(RELOAD_FLAG)) {
      env.storage.setItem(RELOAD_FLAG, String(Date.now()));
      env.reload();
      // Keep the Suspense fallback up while the page reloads.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}

/** A lazy component that can be loaded ahead of its first render (`preload`). */
export type PreloadableLazy<Props> = LazyExoticComponent<ComponentType<Props>> & { preload(): Promise<void> };

/**
 * `React.lazy` with the reload above, and `preload()`: the entry loads the page's chunk before it
 * hydrates the server's HTML (src/main.tsx). Once loaded, the lazy component hands React its module
 * through a thenable that answers at once, so the first render does not suspend: the page hydrates
 * in the same pass as the shell, instead of staying server HTML (deaf to clicks) for a moment after
 * the rest of the app is live.
 */
export function lazyWithReload<Props>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
): PreloadableLazy<Props> {
  type Modulo = { default: ComponentType<Props> };
  let modulo: Modulo | undefined;
  let carregando: Promise<Modulo> | undefined;
  const carregar = (): Promise<Modulo> => {
    carregando ??= importWithReload(factory).then((m) => (modulo = m));
    return carregando;
  };
  const jaCarregado = (m: Modulo): Promise<Modulo> =>
    ({ then: (aceitar: (valor: Modulo) => unknown) => aceitar(m) }) as unknown as Promise<Modulo>;
  const componente = lazy(() => (modulo ? jaCarregado(modulo) : carregar()));
  return Object.assign(componente, { preload: () => carregar().then(() => undefined) });
}
