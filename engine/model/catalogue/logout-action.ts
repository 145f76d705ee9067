/**
 * Spec 8.33: a product list or search answer carrying `action: 'logout'` forces the logout (the
 * header's own logout: the server told, the cookies cleared); its message stays on the list as the
 * warning (`$listaErro`). Loaded after the start by src/app/after-start.ts, off the first view (the
 * first list comes rendered by the server).
 */
import { sample } from 'effector';
import { ApiError } from '../../api';
import { logoutClicked } from '../session';
import { listFailed } from './index';

sample({
  clock: listFailed,
  filter: (e) => e instanceof ApiError && (e.corpo as { action?: unknown } | null)?.action === 'logout',
  target: logoutClicked,
});
