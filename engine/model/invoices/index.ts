/**
 * Invoices slice (issue 28, item 3; spec sections 2 'Invoices and titles', 3 'Invoices', 7
 * `GET /v2/app/{auth}{split}{id}/faturas-cliente/fornecedor/{id}/cliente/{id}?completeInfo`, 9
 * 'Invoices reload 1000 ms after login'): the 'Faturas' page of a logged-in client. Loaded with its
 * page (and prepared by the server before render: src/app/route-models.ts), never at first view.
 * - `$faturas`: the credit limit (total and available) and the titles, each with its status
 *   computed by the server in Brasília time, its boleto and, when overdue, its second copy with the
 *   updated value (`completeInfo=true`);
 * - the list is asked when the page shows (once: one the server prepared is not asked again), and
 *   again 1000 ms after a login on the page once it has shown (spec section 9); leaving the page or
 *   the session drops it;
 * - `boletoTituloUrl`: the link of a title's boleto PDF (or its second copy), opened with the
 *   session cookie.
 */
import { combine, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v2';
import { apiLinkV4 } from '#engine/api';
import { authClienteSegment } from '#engine/rules/session-token';
import { $storefrontConfig } from '../app';
import { debounce } from '../lib/debounce';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { $rota } from '../navigation';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';

export type FaturasCliente = components['schemas']['FaturasCliente'];
export type Fatura = components['schemas']['Fatura'];

export const TEXTOS_FATURAS = {
  erroCarregar: 'Não foi possível carregar as suas faturas. Tente novamente.',
} as const;

/** Spec section 9: the invoices are asked again 1000 ms after a login. */
export const RECARREGAR_APOS_LOGIN_MS = 1000;

export const invoicesPageShown = createEvent();

export const $faturas = createStore<FaturasCliente | null>(null);
export const $invoicesError = createStore<string | null>(null);

const carregarFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor },
  needs: ['cliente', 'fornecedor'],
  missing: TEXTOS_FATURAS.erroCarregar,
  request: ({ api, cliente, fornecedor }) =>
    api.v2.GET('/v2/app/{authCliente}/faturas-cliente/fornecedor/{idfornecedor}/cliente/{idcliente}', {
      params: {
        path: {
          authCliente: authClienteSegment(cliente.token, cliente.idcliente),
          idfornecedor: fornecedor.idfornecedor,
          idcliente: cliente.idcliente,
        },
        query: { completeInfo: true },
      },
    }),
});
export const $invoicesLoading = carregarFx.pending;

// The page asks when it shows; a list already there (prepared by the server) is not asked again.
sample({
  clock: invoicesPageShown,
  source: { cliente: $cliente, faturas: $faturas },
  filter: ({ cliente, faturas }) => cliente !== null && faturas === null,
  target: carregarFx,
});
// A login on the page: asked again 1000 ms later (spec section 9). Only once the page has shown:
// the session a page opens with (restored as the app starts, before the page's preparation) is
// not a login, and a timer started then would hold the server's render (and the browser's
// preparation before hydrating) for that second, on every page once this model is loaded.
const $pageShown = createStore(false).on(invoicesPageShown, () => true);
const entrou = sample({
  clock: $cliente.updates,
  source: { shown: $pageShown, rota: $rota },
  filter: ({ shown, rota }, cliente) => cliente !== null && shown && rota.pagina === 'faturas',
  fn: () => undefined,
});
sample({
  clock: debounce(entrou, RECARREGAR_APOS_LOGIN_MS),
  source: $rota,
  filter: (rota) => rota.pagina === 'faturas',
  target: carregarFx,
});

$faturas.on(carregarFx.doneData, (_, f) => f);
$invoicesError.reset(carregarFx.done);
sample({
  clock: carregarFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_FATURAS.erroCarregar),
  target: $invoicesError,
});
const saiu = sample({ clock: $rota, filter: (r) => r.pagina !== 'faturas' });
$faturas.reset(saiu);
$pageShown.reset(saiu);
for (const store of [$faturas, $invoicesError]) store.reset([loggedOut, sessionExpired]);

/** The link of a title's boleto PDF, or of its second copy with the updated value (the session cookie opens it). */
export const $titleBoletoUrl = combine(
  $storefrontConfig,
  $fornecedor,
  (config, fornecedor) =>
    (idtitulo: number, segundaVia: boolean): string =>
      apiLinkV4(config.apiBaseUrl, '/v4/faturas/boleto/{idtitulo}/{idfornecedor}', {
        path: { idtitulo, idfornecedor: fornecedor?.idfornecedor ?? '' },
        ...(segundaVia ? { query: { segundaVia: true } } : {}),
      }),
);
