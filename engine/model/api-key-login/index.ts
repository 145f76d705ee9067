/**
 * Login by API key from the entry URL (spec sections 2, 6, 7 and 9): a shop opened with
 * `?api_key=…&id_erp_usuario=…` logs that customer in, 1000 ms after the start, with
 * POST /v4/api-key/login (apiKey, idErpUsuario, idFornecedor).
 * - Success: the session is kept as after any login (`loggedIn`: token and user cookies) and the
 *   page reloads, so every slice starts over under the new session (and the server hands the
 *   session over to the supplier's own domain when the page is on another host).
 * - Failure: the login opens with the server's message, or 'Erro ao obter cliente!'.
 * Not part of the app's start: src/main.tsx takes the key out of the address bar at once and loads
 * this slice (through src/app/api-key-entry.ts) only when the entry URL carries one.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { loginOpened, reloadFx } from '../login';
import { loggedIn, writeSessionCookiesFx } from '../session/logged-in';
import type { RespostaAutenticar } from '../session/logged-in';
import { $fornecedor } from '../supplier';

/** Spec section 8: the API-key login failed without a message from the server. */
export const ERRO_OBTER_CLIENTE = 'Erro ao obter cliente!';
/** Spec section 9: API-key login delay. */
export const API_KEY_DELAY_MS = 1000;

export interface PedidoApiKey {
  apiKey: string;
  idErpUsuario: string;
}

/** The entry URL carried api_key and id_erp_usuario (already out of the address bar). */
export const apiKeyLoginRequested = createEvent<PedidoApiKey>();

/** Waits the spec's 1000 ms. */
export const apiKeyDelayFx = createEffect(
  (pedido: PedidoApiKey) => new Promise<PedidoApiKey>((resolve) => setTimeout(() => resolve(pedido), API_KEY_DELAY_MS)),
);

export const loginApiKeyFx = attach({
  source: { api: $api, fornecedor: $fornecedor },
  effect: async ({ api, fornecedor }, pedido: PedidoApiKey): Promise<RespostaAutenticar> => {
    if (!fornecedor) throw new ApiError({ status: 0, mensagem: ERRO_OBTER_CLIENTE });
    return requestData(
      requireApi(api).v4.POST('/v4/api-key/login', {
        body: { apiKey: pedido.apiKey, idErpUsuario: pedido.idErpUsuario, idFornecedor: fornecedor.idfornecedor },
      }),
    );
  },
});

/** The message shown when the key logs no one in. */
export function mensagemFalhaApiKey(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.mensagem) return error.mensagem;
  return ERRO_OBTER_CLIENTE;
}

/** A login by key is under way (its answer's cookies are written before the page reloads). */
const $entrando = createStore(false)
  .on(loginApiKeyFx.done, () => true)
  .on(loginApiKeyFx.fail, () => false);

sample({ clock: apiKeyLoginRequested, target: apiKeyDelayFx });
sample({ clock: apiKeyDelayFx.doneData, target: loginApiKeyFx });
sample({ clock: loginApiKeyFx.doneData, target: loggedIn });
sample({
  clock: writeSessionCookiesFx.done,
  source: $entrando,
  filter: Boolean,
  fn: (): null => null,
  target: reloadFx,
});
// HTTP 429 shows the too-many-request page (the API middleware); anything else opens the login with the message.
sample({
  clock: loginApiKeyFx.failData,
  filter: (error) => !(error instanceof ApiError && error.status === 429),
  fn: mensagemFalhaApiKey,
  target: loginOpened,
});
