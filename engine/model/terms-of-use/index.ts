/**
 * Terms of use, "a new version asks again" (spec sections 2 'Terms of use', 3 `termosuso`, 7
 * `PUT /v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso`). Loaded lazily with its dialog
 * (src/pages/terms), never at first view.
 *
 * A logged-in customer's page fires `termsCheckStarted` after hydration. The slice gets a fresh
 * `jwttoken` for the session (`GET /v1/app/{auth}/usuario/jwttoken`; the v4 calls authenticate
 * with it), asks `GET …/termos-uso`, and `$termsDialogOpen` turns true when the current version is
 * not accepted. 'Aceitar' (`termsAccepted`) sends the version read with `PUT`; the answer closes
 * the dialog. A 409 (a newer version was published meanwhile) loads the new text and keeps asking.
 * Once this session has nothing pending, the check is remembered in sessionStorage (necessary
 * storage) so other pages of the visit make no call.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { ApiError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';

export type TermosUsoCliente = components['schemas']['TermosUsoCliente'];

export const FALHA_ACEITAR_TERMOS = 'Não foi possível registrar o aceite dos termos de uso. Tente novamente.';
export const TERMOS_CHECADOS_KEY = 'sf:termos-checados';

interface Alvo {
  token: string;
  idcliente: number;
  idfornecedor: string;
}

/** The key of "nothing pending for this session at this supplier" (the token's tail only). */
export function memoDaSessao(alvo: Alvo): string {
  return `${alvo.idfornecedor}:${alvo.idcliente}:${alvo.token.slice(-12)}`;
}

/** A logged-in customer's page is on screen: check the terms (once per session and supplier). */
export const termsCheckStarted = createEvent();
/** 'Aceitar' in the terms dialog. */
export const termsAccepted = createEvent();

/** Reads and writes the memo (sessionStorage; no-op where there is none). */
export const readMemoFx = createEffect((): string | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(TERMOS_CHECADOS_KEY);
  } catch {
    return null;
  }
});
export const writeMemoFx = createEffect((memo: string): void => {
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(TERMOS_CHECADOS_KEY, memo);
  } catch {
    // Storage refused (private mode, quota): the next page checks again.
  }
});

const $alvo = createStore<Alvo | null>(null);
/** The jwttoken of the v4 calls (memory only, 15 minutes). */
const $jwt = createStore<string | null>(null, { serialize: 'ignore' });

/** The client's standing with the current terms (null until checked). */
export const $termos = createStore<TermosUsoCliente | null>(null);
export const $termsDialogOpen = $termos.map((t) => t?.pendente === true);
export const $aceiteErro = createStore<string | null>(null);

const renovarJwtFx = attach({
  source: $api,
  effect: async (api, alvo: Alvo): Promise<string> =>
    (
      await requestData(
        requireApi(api).v1.GET('/v1/app/{auth}/usuario/jwttoken', { params: { path: { auth: alvo.token } } }),
      )
    ).jwttoken,
});

export const carregarTermosFx = attach({
  source: { api: $api, alvo: $alvo, jwt: $jwt },
  effect: async ({ api, alvo, jwt }): Promise<TermosUsoCliente> => {
    if (!alvo || !jwt) throw new Error('Sessão ainda não conhecida.');
    return requestData(
      requireApi(api).v4.GET('/v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso', {
        params: { path: { idcliente: alvo.idcliente, idfornecedor: alvo.idfornecedor } },
        headers: { Authorization: `Bearer ${jwt}` },
      }),
    );
  },
});

export const aceitarTermosFx = attach({
  source: { api: $api, alvo: $alvo, jwt: $jwt, termos: $termos },
  effect: async ({ api, alvo, jwt, termos }): Promise<TermosUsoCliente> => {
    if (!alvo || !jwt || !termos?.versao) throw new Error('Termos de uso ainda não carregados.');
    return requestData(
      requireApi(api).v4.PUT('/v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso', {
        params: { path: { idcliente: alvo.idcliente, idfornecedor: alvo.idfornecedor } },
        headers: { Authorization: `Bearer ${jwt}` },
        body: { versao: termos.versao },
      }),
    );
  },
});

// Who to check: a logged-in customer (not staff, not a representative) of the resolved supplier.
// Read when the check starts (this slice loads after the scope was forked, so no derived store of
// the session's stores: an attached effect reads them at call time).
const alvoFx = attach({
  source: { token: $token, usuario: $usuario, fornecedor: $fornecedor },
  effect: ({ token, usuario, fornecedor }): Alvo | null =>
    usuario && usuario.papel === 'cliente' && usuario.idcliente && fornecedor
      ? { token, idcliente: usuario.idcliente, idfornecedor: fornecedor.idfornecedor }
      : null,
});

sample({ clock: termsCheckStarted, target: alvoFx });
sample({ clock: alvoFx.doneData, filter: (alvo): alvo is Alvo => alvo !== null, target: [$alvo, readMemoFx] });
sample({
  clock: readMemoFx.doneData,
  source: $alvo,
  filter: (alvo, memo) => alvo !== null && memo !== memoDaSessao(alvo),
  fn: (alvo) => alvo as Alvo,
  target: renovarJwtFx,
});
$jwt.on(renovarJwtFx.doneData, (_, jwt) => jwt);
sample({ clock: renovarJwtFx.done, target: carregarTermosFx });

$termos.on(carregarTermosFx.doneData, (_, t) => t).on(aceitarTermosFx.doneData, (_, t) => t);
$aceiteErro
  .reset([termsAccepted, aceitarTermosFx.done])
  .on(aceitarTermosFx.failData, (_, error) =>
    error instanceof ApiError && error.status === 409 ? error.mensagem : FALHA_ACEITAR_TERMOS,
  );

sample({
  clock: termsAccepted,
  source: aceitarTermosFx.pending,
  filter: (pending) => !pending,
  target: aceitarTermosFx,
});
// A newer version was published while the dialog was open: show it (the message stays).
sample({
  clock: aceitarTermosFx.failData,
  filter: (e) => e instanceof ApiError && e.status === 409,
  target: carregarTermosFx,
});

// Nothing pending: remember it for this session.
sample({
  clock: [carregarTermosFx.doneData, aceitarTermosFx.doneData],
  source: $alvo,
  filter: (alvo, termos) => alvo !== null && !termos.pendente,
  fn: (alvo) => memoDaSessao(alvo as Alvo),
  target: writeMemoFx,
});

export const $aceitando = aceitarTermosFx.pending;
