/**
 * Choosing the client a session acts for (spec section 2: 'Choose client (representative)' and
 * 'Choose linked client'; section 6 roles). Loaded with its page, `/{slug}/minha-conta/trocar-cliente`,
 * never at first view (not in MODEL_SLICES).
 *
 * - A representative lists the clients they serve at this supplier with
 *   GET /v4/representante/{auth}/{idfornecedor} (search, limit 10, offset 0, 'Carregar mais');
 *   a linked user lists her linked clients with GET /v1/app/{auth}~{id}/cliente.
 * - Choosing one: POST /v1/app/{auth}/usuario/{idusuario}/clientes-vinculados. The server records
 *   the client in the session (and checks it is one of the user's, at this supplier); the browser
 *   keeps the answer like a login (token, `sf_usuario` cookie with the client's name) and reloads
 *   the storefront's home, so every client-dependent state (prices, cart) starts over for that client.
 */
import { attach, createEvent, createStore, merge, sample } from 'effector';
import type { components } from '#openapi/generated/v1';
import { ApiError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { reloadFx } from '../login';
import { $rota, rotas } from '../navigation';
import { $authClienteSegment, $token, $usuario } from '../session';
import { usuarioDaResposta } from '../../rules/session-answer';
import { writeSessionCookiesFx } from '../session/logged-in';
import type { ModelSlice } from '../slice';
import { $fornecedor, $rotaBase } from '../supplier';

export type ClienteRepresentado = components['schemas']['ClienteRepresentado'];

/** Spec section 10: the representative's client list pages by 10 from offset 0. */
export const LIMITE_CLIENTES = 10;

export const MENSAGENS_TROCA = {
  erroListar: 'Não foi possível carregar seus clientes. Tente novamente.',
  erroTrocar: 'Não foi possível trocar de cliente. Tente novamente.',
} as const;

/**
 * The page is shown: the first page of clients (no search), unless they are there already (the
 * server prepared them: src/app/route-models.ts). Leaving the page, or another user, forgets them.
 */
export const switchClientePageShown = createEvent();
/** The search was sent (an empty text lists all). */
export const clienteSearchSubmitted = createEvent<string>();
export const loadMoreClientesClicked = createEvent();
/** The user chose the client to act for. */
export const clienteChosen = createEvent<number>();

export const $clientes = createStore<ClienteRepresentado[]>([]);
export const $totalClientes = createStore(0);
export const $buscaClientes = createStore('');
/** The list has been loaded at least once (before: 'Carregando…'). */
export const $clientesCarregados = createStore(false);
export const $erroTroca = createStore<string | null>(null);

const listarFx = attach({
  source: { api: $api, token: $token, authCliente: $authClienteSegment, usuario: $usuario, fornecedor: $fornecedor },
  effect: async (
    { api, token, authCliente, usuario, fornecedor },
    { busca, offset }: { busca: string; offset: number },
  ) => {
    const client = requireApi(api);
    const termo = busca.trim() || undefined;
    if (usuario?.papel === 'representante') {
      if (!fornecedor) throw new ApiError({ status: 0, mensagem: MENSAGENS_TROCA.erroListar });
      return requestData(
        client.v4.GET('/v4/representante/{auth}/{idfornecedor}', {
          params: {
            path: { auth: token, idfornecedor: fornecedor.idfornecedor },
            query: { limit: LIMITE_CLIENTES, offset, search: termo },
          },
        }),
      );
    }
    return requestData(
      client.v1.GET('/v1/app/{authCliente}/cliente', {
        params: { path: { authCliente }, query: { limit: LIMITE_CLIENTES, offset, busca: termo } },
      }),
    );
  },
});

const escolherFx = attach({
  source: { api: $api, token: $token, usuario: $usuario },
  effect: async ({ api, token, usuario }, idcliente: number) => {
    if (!usuario) throw new ApiError({ status: 401, mensagem: MENSAGENS_TROCA.erroTrocar });
    return requestData(
      requireApi(api).v1.POST('/v1/app/{auth}/usuario/{id}/clientes-vinculados', {
        params: { path: { auth: token, id: usuario.idusuario } },
        body: { idcliente },
      }),
    );
  },
});

export const $carregandoClientes = listarFx.pending;
export const $trocandoCliente = escolherFx.pending;

const esquecer = merge([sample({ clock: $rota, filter: (r) => r.pagina !== 'trocar-cliente' }), $usuario.updates]);
$buscaClientes.on(clienteSearchSubmitted, (_, busca) => busca.trim()).reset(esquecer);
sample({
  clock: switchClientePageShown,
  source: { carregados: $clientesCarregados, carregando: listarFx.pending },
  filter: ({ carregados, carregando }) => !carregados && !carregando,
  fn: () => ({ busca: '', offset: 0 }),
  target: listarFx,
});
sample({ clock: clienteSearchSubmitted, fn: (busca) => ({ busca: busca.trim(), offset: 0 }), target: listarFx });
sample({
  clock: loadMoreClientesClicked,
  source: { busca: $buscaClientes, clientes: $clientes, total: $totalClientes, carregando: listarFx.pending },
  filter: ({ clientes, total, carregando }) => !carregando && clientes.length < total,
  fn: ({ busca, clientes }) => ({ busca, offset: clientes.length }),
  target: listarFx,
});
// A page from offset 0 replaces the list; a later page is appended.
$clientes.on(listarFx.done, (atual, { params, result }) =>
  params.offset === 0 ? result.clientes : [...atual, ...result.clientes],
);
$totalClientes.on(listarFx.doneData, (_, r) => r.total);
$clientes.reset(esquecer);
$totalClientes.reset(esquecer);
$clientesCarregados.on(listarFx.finally, () => true).reset(esquecer);

$erroTroca.reset(switchClientePageShown, listarFx, escolherFx);
const mensagemDe = (error: unknown, padrao: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.mensagem ? error.mensagem : padrao;
sample({
  clock: listarFx.failData,
  filter: (e) => !(e instanceof ApiError && (e.status === 401 || e.status === 429)),
  fn: (e) => mensagemDe(e, MENSAGENS_TROCA.erroListar),
  target: $erroTroca,
});
sample({
  clock: escolherFx.failData,
  filter: (e) => !(e instanceof ApiError && (e.status === 401 || e.status === 429)),
  fn: (e) => mensagemDe(e, MENSAGENS_TROCA.erroTrocar),
  target: $erroTroca,
});

sample({
  clock: clienteChosen,
  source: escolherFx.pending,
  filter: (pendente) => !pendente,
  fn: (_, id) => id,
  target: escolherFx,
});
// Kept like a login (the user cookie now names the client; the token stays), then the home page
// for that client. Not through `loggedIn`: the login flow, if loaded, would reload the current page.
sample({ clock: escolherFx.doneData, fn: usuarioDaResposta, target: $usuario });
sample({
  clock: escolherFx.doneData,
  fn: (r) => ({ token: r.token, usuario: usuarioDaResposta(r) }),
  target: writeSessionCookiesFx,
});
sample({ clock: escolherFx.doneData, source: $rotaBase, fn: (base) => rotas.home(base), target: reloadFx });

export const trocarClienteSlice: ModelSlice = { name: 'trocar-cliente' };
