/**
 * 'Repetir itens' puts the order's items into the cart through the cart model (`itemsAdded`);
 * 'Repetir última compra' (on the list) does the same with the newest order that is neither a
 * quote nor cancelled, found through the list sorted 'recentes' whatever the list's own sort.
 */
import { createEvent, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { addItemsFx, itemsAdded } from '../cart';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { pedidosPageShown } from './list';
import { $mensagemPedido, $pedido, pedidoOpened } from './order';
import { POR_PAGINA, TEXTOS_PEDIDOS, ultimaCompra, type MensagemPedido } from './texts';

export const repeatItemsClicked = createEvent();
export const repeatLastPurchaseClicked = createEvent();

/** The answer to 'Repetir última compra', shown on the list. */
export const $mensagemPedidos = createStore<MensagemPedido | null>(null);
export const $repetindo = addItemsFx.pending;
export const $repetindoUltima = createStore(false);

/** How many pages of the newest orders 'Repetir última compra' looks through. */
const PAGINAS_ULTIMA_COMPRA = 3;

/** The items of the last purchase (null when there is none in the newest pages). */
const ultimaCompraFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor },
  needs: ['cliente', 'fornecedor'],
  missing: TEXTOS_PEDIDOS.erroRepetir,
  run: async ({
    api,
    cliente,
    fornecedor,
  }): Promise<{ numpedido: number; itens: { id: number; quantidade: number }[] } | null> => {
    for (let page = 1; page <= PAGINAS_ULTIMA_COMPRA; page += 1) {
      const lista = await requestData(
        api.v2.GET('/v2/app/pedido/cliente/{idcliente}', {
          params: {
            path: { idcliente: cliente.idcliente },
            query: { idfornecedor: fornecedor.idfornecedor, ordenacao: 'recentes', page, limit: POR_PAGINA },
          },
          headers: { Authorization: `Bearer ${cliente.token}` },
        }),
      );
      const ultima = ultimaCompra(lista.pedidos);
      if (ultima) {
        const pedido = await requestData(
          api.v2.GET('/v2/app/{auth}/order/{numpedido}', {
            params: {
              path: { auth: cliente.token, numpedido: ultima.numpedido },
              query: { idfornecedor: fornecedor.idfornecedor },
            },
          }),
        );
        return {
          numpedido: pedido.numpedido,
          itens: pedido.itens.map((i) => ({ id: i.id, quantidade: i.quantidade })),
        };
      }
      if (!lista.temMais) break;
    }
    return null;
  },
});

// ---- repeat the items (through the cart model) ----
/** The items this page asked the cart for (the cart's answer to exactly them is this page's). */
const $itensRepetidos = createStore<{ id: number; quantidade: number }[] | null>(null).reset(pedidoOpened);
const repetidos = sample({
  clock: repeatItemsClicked,
  source: $pedido,
  filter: Boolean,
  fn: (p) => p.itens.map((i) => ({ id: i.id, quantidade: i.quantidade })),
});
sample({ clock: repetidos, target: [$itensRepetidos, itemsAdded] });
sample({
  clock: addItemsFx.done,
  source: $itensRepetidos,
  filter: (itens, { params }) => itens === params,
  fn: () => ({ tom: 'positive' as const, texto: TEXTOS_PEDIDOS.repetido }),
  target: $mensagemPedido,
});
sample({
  clock: addItemsFx.fail,
  source: $itensRepetidos,
  filter: (itens, { params, error }) => itens === params && notExpired(error),
  fn: (_, { error }) => ({ tom: 'critical' as const, texto: refusalMessage(error, TEXTOS_PEDIDOS.erroRepetir) }),
  target: $mensagemPedido,
});

// ---- repeat the last purchase (from the list) ----
const $ultimaRepetida = createStore<{ numpedido: number; itens: { id: number; quantidade: number }[] } | null>(null);
$mensagemPedidos.reset(repeatLastPurchaseClicked, pedidosPageShown);
sample({
  clock: repeatLastPurchaseClicked,
  source: { cliente: $cliente, ocupado: $repetindoUltima },
  filter: ({ cliente, ocupado }) => cliente !== null && !ocupado,
  target: ultimaCompraFx,
});
$repetindoUltima
  .on(ultimaCompraFx, () => true)
  .on(ultimaCompraFx.fail, () => false)
  .on(ultimaCompraFx.doneData, (_, r) => r !== null && r.itens.length > 0);
sample({ clock: ultimaCompraFx.doneData, target: $ultimaRepetida });
sample({
  clock: ultimaCompraFx.doneData,
  filter: (r) => r === null || r.itens.length === 0,
  fn: () => ({ tom: 'critical' as const, texto: TEXTOS_PEDIDOS.semUltimaCompra }),
  target: $mensagemPedidos,
});
sample({
  clock: ultimaCompraFx.failData,
  filter: notExpired,
  fn: (e) => ({ tom: 'critical' as const, texto: refusalMessage(e, TEXTOS_PEDIDOS.erroRepetir) }),
  target: $mensagemPedidos,
});
sample({
  clock: ultimaCompraFx.doneData,
  filter: (r) => r !== null && r.itens.length > 0,
  fn: (r) => r?.itens ?? [],
  target: itemsAdded,
});
sample({
  clock: addItemsFx.done,
  source: $ultimaRepetida,
  filter: (ultima, { params }) => ultima !== null && ultima.itens === params,
  fn: (ultima) => ({
    tom: 'positive' as const,
    texto: TEXTOS_PEDIDOS.ultimaRepetida((ultima as { numpedido: number }).numpedido),
  }),
  target: $mensagemPedidos,
});
sample({
  clock: addItemsFx.fail,
  source: $ultimaRepetida,
  filter: (ultima, { params, error }) => ultima !== null && ultima.itens === params && notExpired(error),
  fn: (_, { error }) => ({ tom: 'critical' as const, texto: refusalMessage(error, TEXTOS_PEDIDOS.erroRepetir) }),
  target: $mensagemPedidos,
});
$repetindoUltima.reset(addItemsFx.finally);
$ultimaRepetida.reset(repeatLastPurchaseClicked);

for (const store of [$mensagemPedidos, $repetindoUltima, $ultimaRepetida]) store.reset([loggedOut, sessionExpired]);
