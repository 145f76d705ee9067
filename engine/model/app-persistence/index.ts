/**
 * Which client state is saved to local storage (spec section 4, "State persistence"), through the
 * persistence slice: the visitor's profile under 'session', the catalogue ordering and the
 * supplier's theme cache under 'performance'. The token stays in its cookie only.
 */
import { createPersistence } from '../persistence';
import { $ordenacao } from '../catalogue';
import { $perfil, restorePerfil } from '../session';
import { $temaEmCache, restoreTemaEmCache } from '../supplier';

export const STATE_STORAGE_KEY = 'storefront:estado';
export const STATE_VERSION = 1;

export const appPersistence = createPersistence({
  key: STATE_STORAGE_KEY,
  version: STATE_VERSION,
  migrations: [],
  slices: [
    { name: 'user', store: $perfil, category: 'session', restore: restorePerfil },
    {
      name: 'catalogue',
      store: $ordenacao,
      category: 'performance',
      restore: (saved: unknown) => (saved === null || (typeof saved === 'string' && saved.length <= 100) ? saved : undefined),
    },
    { name: 'supplier', store: $temaEmCache, category: 'performance', restore: restoreTemaEmCache },
  ],
});
