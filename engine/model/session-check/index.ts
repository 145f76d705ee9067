/**
 * Session check (spec section 4: "if the approval status changed, the page reloads to the supplier
 * root"). A logged-in customer's approval at the supplier can change while the page is open (an
 * admin approves the registration): the storefront asks
 * GET /v2/app/{auth}~{id}/get-configuracoes-cliente and compares `cadastro_aprovado` with what the
 * login said (the `sf_usuario` cookie). When they differ, the cookie takes the new value and the
 * page reloads to `/{slug}/`, so the whole storefront (prices, gates, submission) follows.
 *
 * When: once when the app starts in the browser (`sessionCheckStarted`, fired by src/main.tsx off
 * the first view), then when the tab becomes visible or the window regains focus, at most once per
 * VERIFICACAO_MIN_MS. Never a timer poll: a hidden tab asks nothing. Loaded lazily (not in
 * MODEL_SLICES), only for a logged-in visitor.
 */
import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import type { components } from '#openapi/generated/v2';
import { ApiError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { reloadFx } from '../login';
import { rotas } from '../navigation';
import { $authClienteSegment, $token, $usuario, sessionExpired } from '../session';
import type { UsuarioSessao } from '../session';
import { TEXTOS_AUTENTICACAO, writeSessionCookiesFx } from '../session/logged-in';
import type { ModelSlice } from '../slice';
import { $rotaBase } from '../supplier';

export type ConfiguracoesCliente = components['schemas']['ConfiguracoesCliente'];

/** The shortest time between two checks (focus and visibility can fire in bursts). */
export const VERIFICACAO_MIN_MS = 30_000;

/** The app started in the browser with a logged-in user: check now, then on focus/visibility. */
export const sessionCheckStarted = createEvent();
/** The tab became visible again or the window regained focus. */
export const pageBecameVisible = createEvent();
/** The approval changed since login (the new approval). */
export const approvalChanged = createEvent<boolean>();

/** The client configuration as last read. */
export const $configuracoesCliente = createStore<ConfiguracoesCliente | null>(null);
/** When the last check was made (ms), 0: never. */
export const $ultimaVerificacao = createStore(0);

export const nowFx = createEffect((): number => Date.now());

/** Listens to visibility and focus (browser only) and reports them to this scope. */
export const listenVisibilityFx = createEffect(() => {
  if (typeof document === 'undefined' || typeof window === 'undefined') return;
  const visible = scopeBind(pageBecameVisible, { safe: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') visible();
  });
  window.addEventListener('focus', () => visible());
});

export const checkSessionFx = attach({
  source: { api: $api, authCliente: $authClienteSegment },
  effect: async ({ api, authCliente }): Promise<ConfiguracoesCliente> =>
    requestData(
      requireApi(api).v2.GET('/v2/app/{authCliente}/get-configuracoes-cliente', { params: { path: { authCliente } } }),
    ),
});

sample({ clock: sessionCheckStarted, target: listenVisibilityFx });
sample({ clock: [sessionCheckStarted, pageBecameVisible], target: nowFx });
sample({
  clock: nowFx.doneData,
  source: { usuario: $usuario, ultima: $ultimaVerificacao, pendente: checkSessionFx.pending },
  filter: ({ usuario, ultima, pendente }, agora) =>
    usuario !== null && !pendente && (ultima === 0 || agora - ultima >= VERIFICACAO_MIN_MS),
  fn: (_, agora) => agora,
  target: [$ultimaVerificacao, checkSessionFx],
});
$configuracoesCliente.on(checkSessionFx.doneData, (_, config) => config);

sample({
  clock: checkSessionFx.doneData,
  source: $usuario,
  filter: (usuario, config) =>
    usuario !== null &&
    config.autenticado &&
    config.idcliente !== 0 &&
    config.cadastro_aprovado !== usuario.cadastro_aprovado,
  fn: (_, config) => config.cadastro_aprovado,
  target: approvalChanged,
});

const usuarioAtualizado = sample({
  clock: approvalChanged,
  source: { usuario: $usuario, token: $token },
  fn: ({ usuario, token }, aprovado) => ({
    token,
    usuario: { ...(usuario as UsuarioSessao), cadastro_aprovado: aprovado },
  }),
});
// The cookie first (the reloaded page reads it), then the reload to the supplier root.
const gravarAprovacaoFx = attach({ effect: writeSessionCookiesFx });
sample({ clock: usuarioAtualizado, fn: ({ usuario }) => usuario, target: $usuario });
sample({ clock: usuarioAtualizado, target: gravarAprovacaoFx });
sample({ clock: gravarAprovacaoFx.done, source: $rotaBase, fn: (base) => rotas.home(base), target: reloadFx });

// The server no longer takes this session as the browser holds it (spec section 8), and the
// storefront drops it as an expired one (token and user cookies cleared, idcliente back to 0, the
// login opens with the message): the session's client was refused (403: a linked user taken off the
// client, a representative who lost the client), 'Erro tentando autenticar. Verifique suas
// credenciais' (clears authentication and client id); or the token is not a logged-in session
// although the user cookie says so, 'Não foi possível autenticar seu usuário…'.
sample({
  clock: checkSessionFx.failData,
  filter: (error) => error instanceof ApiError && error.status === 403,
  fn: () => TEXTOS_AUTENTICACAO.erroAutenticar,
  target: sessionExpired,
});
sample({
  clock: checkSessionFx.doneData,
  source: $usuario,
  filter: (usuario, config) => usuario !== null && !config.autenticado,
  fn: () => TEXTOS_AUTENTICACAO.falhaAutenticar,
  target: sessionExpired,
});

export const sessionCheckSlice: ModelSlice = { name: 'session-check' };
