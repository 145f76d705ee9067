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

export function lazyWithReload<Props>(factory: () => Promise<{ default: ComponentType<Props> }>): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => importWithReload(factory));
}
