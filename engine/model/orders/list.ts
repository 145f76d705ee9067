/**
 * The client's orders and quotes at this shop: GET /v2/app/pedido/cliente/{idcliente} (session by
 * Bearer), 10 at a time, sorted by `ordenacao` ('recentes', 'antigos', 'maior-valor'); 'Carregar
 * mais' appends the next page.
 */
import { createEvent, createStore, sample } from 'effector';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { $rota } from '../navigation';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { POR_PAGINA, TEXTOS_PEDIDOS, type Ordenacao, type PedidoResumo } from './texts';

export const pedidosPageShown = createEvent();
export const sortChosen = createEvent<Ordenacao>();
export const loadMorePedidosClicked = createEvent();

export const $ordenacao = createStore<Ordenacao>('recentes').on(sortChosen, (_, o) => o);
export const $pedidos = createStore<PedidoResumo[] | null>(null);
export const $totalPedidos = createStore(0);
export const $temMais = createStore(false);
const $pagina = createStore(0);
export const $erroPedidos = createStore<string | null>(null);

const listarFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor, ordenacao: $ordenacao },
  needs: ['cliente', 'fornecedor'],
  missing: TEXTOS_PEDIDOS.erroLista,
  request: ({ api, cliente, fornecedor, ordenacao }, page: number) =>
    api.v2.GET('/v2/app/pedido/cliente/{idcliente}', {
      params: {
        path: { idcliente: cliente.idcliente },
        query: { idfornecedor: fornecedor.idfornecedor, ordenacao, page, limit: POR_PAGINA },
      },
      headers: { Authorization: `Bearer ${cliente.token}` },
    }),
});
export const $carregandoPedidos = listarFx.pending;

// The page asks when it mounts; a list already there (the server prepared it, src/app/route-models.ts)
// is not asked again. Leaving the page drops it, so coming back asks anew.
sample({
  clock: pedidosPageShown,
  source: { cliente: $cliente, lista: $pedidos },
  filter: ({ cliente, lista }) => cliente !== null && lista === null,
  fn: () => 1,
  target: listarFx,
});
sample({ clock: sortChosen, source: $cliente, filter: Boolean, fn: () => 1, target: listarFx });
$pedidos.reset(sample({ clock: $rota, filter: (r) => r.pagina !== 'pedidos' }));
sample({
  clock: loadMorePedidosClicked,
  source: { pagina: $pagina, temMais: $temMais, carregando: listarFx.pending },
  filter: ({ temMais, carregando }) => temMais && !carregando,
  fn: ({ pagina }) => pagina + 1,
  target: listarFx,
});
$pedidos.on(listarFx.done, (lista, { params, result }) => {
  if (params === 1 || lista === null) return result.pedidos;
  const vistos = new Set(lista.map((p) => p.numpedido));
  return [...lista, ...result.pedidos.filter((p) => !vistos.has(p.numpedido))];
});
$pedidos.reset(sortChosen);
$pagina.on(listarFx.done, (_, { params }) => params);
$temMais.on(listarFx.doneData, (_, r) => r.temMais);
$totalPedidos.on(listarFx.doneData, (_, r) => r.total);
$erroPedidos.reset(listarFx.done);
sample({
  clock: listarFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_PEDIDOS.erroLista),
  target: $erroPedidos,
});

for (const store of [$pedidos, $totalPedidos, $temMais, $pagina, $erroPedidos])
  store.reset([loggedOut, sessionExpired]);
