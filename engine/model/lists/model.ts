/**
 * Shopping lists (issue 29; spec section 2 'Shopping lists: my lists, suggested lists, view,
 * remove, copy, add product, send to cart', section 7 "Shopping lists"): the client's own lists
 * and the suggested ones when 'Listas de compras' opens, one list's lines when its page opens,
 * and each change through the spec's calls (base /v4/shopping-list/{idfornecedor}, the session
 * token as Bearer, `idclient` the client the session acts for). 'Enviar para o carrinho' asks the
 * server to put the lines into the saved cart (the cart's own quantity rules) and then reloads the
 * cart; the adjustments the server made are shown as they came (pt-BR lines).
 */
import { createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { requestData } from '../../api';
import { cartLoadRequested } from '../cart';
import { cartNoticeShown } from '../cart/notice';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { $rota } from '../navigation';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';

export type ShoppingList = components['schemas']['ListaCompra'];
export type ShoppingListDetail = components['schemas']['ListaCompraDetalhe'];
export type ShoppingListLine = components['schemas']['ItemListaCompra'];
type ListType = components['schemas']['TipoListaCompra'];

export const TEXTOS_LISTAS = {
  erroListas: 'Não foi possível carregar suas listas. Tente de novo.',
  erroLista: 'Não foi possível carregar a lista. Tente de novo.',
  erroSalvar: 'Não foi possível salvar a lista. Tente de novo.',
  erroEnviar: 'Não foi possível enviar a lista para o carrinho. Tente de novo.',
  salva: 'Lista salva.',
  renomeada: 'Lista renomeada.',
  removida: 'Lista removida.',
  copiado: 'Produto copiado para a lista.',
  enviada: 'Lista enviada para o carrinho.',
  /** Spec section 8 (Cart and orders): none of the list's products could go into the cart. */
  nenhumProduto: 'Não foi possível carregar nenhum produto para o carrinho.',
  semCliente: 'Entre com a sua conta para usar as listas de compras.',
} as const;

/** What 'Salvar na lista' sends: to an existing list, or a new one (named) holding the products. */
export type SaveToList =
  | { idlista: number; produtos: { id: number; quantidade: number }[] }
  | { nome: string; produtos: { id: number; quantidade: number }[] };

export const listsPageShown = createEvent();
export const listPageShown = createEvent<number>();
export const suggestedStripShown = createEvent();
export const listRenamed = createEvent<string>();
export const removeListConfirmed = createEvent<number>();
export const lineQuantitySet = createEvent<{ id: number; quantidade: number }>();
export const productCopied = createEvent<{ id: number; destino: number }>();
export const sendToCartClicked = createEvent<number>();
export const saveToListSubmitted = createEvent<SaveToList>();
export const listMessageDismissed = createEvent();

export const $ownLists = createStore<ShoppingList[] | null>(null);
export const $suggestedLists = createStore<ShoppingList[] | null>(null);
export const $currentList = createStore<ShoppingListDetail | null>(null);
export const $listsError = createStore<string | null>(null);
export const $listsMessage = createStore<string | null>(null);
/** The list the last 'Salvar na lista' saved into (for the dialog's confirmation). */
export const $savedToList = createStore<ShoppingListDetail | null>(null);

const fonte = { cliente: $cliente, fornecedor: $fornecedor };
const needs: ('cliente' | 'fornecedor')[] = ['cliente', 'fornecedor'];

const listOwnFx = createApiEffect({
  source: fonte,
  needs,
  missing: TEXTOS_LISTAS.semCliente,
  request: ({ api, cliente, fornecedor }) =>
    api.v4.GET('/v4/shopping-list/{id}', {
      params: { path: { id: fornecedor.idfornecedor }, query: { idclient: cliente.idcliente, type: 'FROM_CLIENT' } },
      headers: { Authorization: `Bearer ${cliente.token}` },
    }),
});

export const loadListsFx = createApiEffect({
  source: fonte,
  needs,
  missing: TEXTOS_LISTAS.semCliente,
  run: async ({ api, cliente, fornecedor }) => {
    const pedir = (type: ListType) =>
      requestData(
        api.v4.GET('/v4/shopping-list/{id}', {
          params: { path: { id: fornecedor.idfornecedor }, query: { idclient: cliente.idcliente, type } },
          headers: { Authorization: `Bearer ${cliente.token}` },
        }),
      );
    const [proprias, sugeridas] = await Promise.all([pedir('FROM_CLIENT'), pedir('TO_CLIENT')]);
    return { proprias: proprias.listas, sugeridas: sugeridas.listas };
  },
});

const loadListFx = createApiEffect({
  source: fonte,
  needs,
  missing: TEXTOS_LISTAS.semCliente,
  request: ({ api, cliente, fornecedor }, x: number) =>
    api.v4.GET('/v4/shopping-list/{id}/products/{x}', {
      params: { path: { id: fornecedor.idfornecedor, x }, query: { idclient: cliente.idcliente } },
      headers: { Authorization: `Bearer ${cliente.token}` },
    }),
});

const saveListFx = createApiEffect({
  source: fonte,
  needs,
  missing: TEXTOS_LISTAS.semCliente,
  request: (
    { api, cliente, fornecedor },
    body: { idlista?: number; nome: string; produtos?: { id: number; quantidade: number }[] },
  ) =>
    api.v4.POST('/v4/shopping-list/{id}', {
      params: { path: { id: fornecedor.idfornecedor }, query: { idclient: cliente.idcliente } },
      headers: { Authorization: `Bearer ${cliente.token}` },
      body,
    }),
});

const addProductFx = createApiEffect({
  source: fonte,
  needs,
  missing: TEXTOS_LISTAS.semCliente,
  run: async (
    { api, cliente, fornecedor },
    {
      idlista,
      produtos,
      definir,
    }: { idlista: number; produtos: { id: number; quantidade: number }[]; definir: boolean },
  ) => {
    let lista: ShoppingListDetail | null = null;
    for (const p of produtos)
      lista = await requestData(
        api.v4.POST('/v4/shopping-list/{id}/product/{p}/add', {
          params: { path: { id: fornecedor.idfornecedor, p: p.id }, query: { idclient: cliente.idcliente } },
          headers: { Authorization: `Bearer ${cliente.token}` },
          body: { idlista, quantidade: p.quantidade, definir },
        }),
      );
    if (lista === null) throw new Error(TEXTOS_LISTAS.erroSalvar);
    return lista;
  },
});

const copyProductFx = createApiEffect({
  source: { ...fonte, atual: $currentList },
  needs,
  missing: TEXTOS_LISTAS.semCliente,
  request: ({ api, cliente, fornecedor, atual }, { id, destino }: { id: number; destino: number }) =>
    api.v4.POST('/v4/shopping-list/{id}/product/{p}/copy/{x}', {
      params: { path: { id: fornecedor.idfornecedor, p: id, x: destino }, query: { idclient: cliente.idcliente } },
      headers: { Authorization: `Bearer ${cliente.token}` },
      body: atual ? { idlistaOrigem: atual.idlista } : {},
    }),
});

const disableListFx = createApiEffect({
  source: fonte,
  needs,
  missing: TEXTOS_LISTAS.semCliente,
  request: ({ api, cliente, fornecedor }, x: number) =>
    api.v4.DELETE('/v4/shopping-list/{id}/disable/{x}', {
      params: { path: { id: fornecedor.idfornecedor, x }, query: { idclient: cliente.idcliente } },
      headers: { Authorization: `Bearer ${cliente.token}` },
    }),
});

const applyListFx = createApiEffect({
  source: fonte,
  needs,
  missing: TEXTOS_LISTAS.semCliente,
  request: ({ api, cliente, fornecedor }, x: number) =>
    api.v4.POST('/v4/shopping-list/{id}/apply/{x}', {
      params: { path: { id: fornecedor.idfornecedor, x }, query: { idclient: cliente.idcliente } },
      headers: { Authorization: `Bearer ${cliente.token}` },
    }),
});

export const $listsLoading = loadListsFx.pending;
export const $listLoading = loadListFx.pending;
export const $listSaving = createStore(false)
  .on([saveListFx, addProductFx, copyProductFx, disableListFx], () => true)
  .on([saveListFx.finally, addProductFx.finally, copyProductFx.finally, disableListFx.finally], () => false);
export const $sendingToCart = applyListFx.pending;

// ---- loading ----
// The pages ask when they mount; what is already there (prepared by the server for a first view,
// src/app/route-models.ts) is not asked again. Leaving the lists' pages forgets the suggested
// lists (the home's strip asks for them itself) and the open list.
sample({
  clock: listsPageShown,
  source: { cliente: $cliente, sugeridas: $suggestedLists },
  filter: ({ cliente, sugeridas }) => cliente !== null && sugeridas === null,
  fn: ({ cliente }) => cliente,
  target: loadListsFx,
});
sample({ clock: suggestedStripShown, source: $cliente, filter: (cliente) => cliente !== null, target: loadListsFx });
$ownLists.on(loadListsFx.doneData, (_, r) => r.proprias).on(listOwnFx.doneData, (_, r) => r.listas);
$suggestedLists.on(loadListsFx.doneData, (_, r) => r.sugeridas);
sample({
  clock: listPageShown,
  source: { cliente: $cliente, atual: $currentList },
  filter: ({ cliente, atual }, id) => cliente !== null && atual?.idlista !== id,
  fn: (_, id) => id,
  target: loadListFx,
});
$suggestedLists.reset(sample({ clock: $rota, filter: (r) => r.pagina !== 'listas' && r.pagina !== 'lista' }));
$currentList.on(loadListFx.doneData, (_, lista) => lista);
$currentList.reset(sample({ clock: $rota, filter: (r) => r.pagina !== 'lista' }));

// ---- changes of the list on its page ----
sample({
  clock: listRenamed,
  source: $currentList,
  filter: (lista, nome) => lista !== null && lista.tipo === 'FROM_CLIENT' && nome.trim() !== '',
  fn: (lista, nome) => ({ idlista: (lista as ShoppingListDetail).idlista, nome }),
  target: saveListFx,
});
sample({
  clock: lineQuantitySet,
  source: $currentList,
  filter: (lista) => lista !== null && lista.tipo === 'FROM_CLIENT',
  fn: (lista, { id, quantidade }) => ({
    idlista: (lista as ShoppingListDetail).idlista,
    produtos: [{ id, quantidade }],
    definir: true,
  }),
  target: addProductFx,
});
sample({ clock: productCopied, target: copyProductFx });
sample({ clock: removeListConfirmed, target: disableListFx });
sample({
  clock: sendToCartClicked,
  source: $sendingToCart,
  filter: (busy) => !busy,
  fn: (_, id) => id,
  target: applyListFx,
});

// 'Salvar na lista': to an existing list (each product added), or a new list with the products.
sample({
  clock: saveToListSubmitted,
  filter: (s): s is Extract<SaveToList, { idlista: number }> => 'idlista' in s,
  fn: (s) => ({
    idlista: (s as Extract<SaveToList, { idlista: number }>).idlista,
    produtos: s.produtos,
    definir: false,
  }),
  target: addProductFx,
});
sample({
  clock: saveToListSubmitted,
  filter: (s): s is Extract<SaveToList, { nome: string }> => 'nome' in s,
  fn: (s) => ({ nome: (s as Extract<SaveToList, { nome: string }>).nome, produtos: s.produtos }),
  target: saveListFx,
});
$savedToList.on(saveToListSubmitted, () => null).on([saveListFx.doneData, addProductFx.doneData], (_, lista) => lista);

// The page's list follows every answer about it.
$currentList.on([saveListFx.doneData, addProductFx.doneData], (atual, lista) =>
  atual !== null && atual.idlista === lista.idlista ? lista : atual,
);
$ownLists.on(disableListFx.doneData, (_, r) => r.listas);
// A new or changed own list: the lists are read again (their counts and order changed).
sample({
  clock: [saveListFx.done, addProductFx.done, copyProductFx.done],
  source: $ownLists,
  filter: (l) => l !== null,
  target: listOwnFx,
});

// Sent to the cart: the server's cart is read again; when something went in, the cart panel says
// so with the adjustments, and the page takes the shopper to the home (spec section 2).
sample({ clock: applyListFx.done, target: cartLoadRequested });
sample({
  clock: applyListFx.doneData,
  filter: (r) => r.adicionados > 0,
  fn: (r) => ({
    mensagem: TEXTOS_LISTAS.enviada,
    detalhes: r.ajustes.map((a) => (a.nome ? `${a.nome}: ${a.mensagem}` : a.mensagem)),
  }),
  target: cartNoticeShown,
});

// ---- messages ----
$listsMessage
  .on(listRenamed, () => null)
  .on(saveListFx.done, (_, { params }) =>
    params.idlista !== undefined ? TEXTOS_LISTAS.renomeada : TEXTOS_LISTAS.salva,
  )
  .on(addProductFx.done, () => TEXTOS_LISTAS.salva)
  .on(copyProductFx.done, () => TEXTOS_LISTAS.copiado)
  .on(disableListFx.done, () => TEXTOS_LISTAS.removida)
  .on(applyListFx.doneData, (_, r) => (r.adicionados > 0 ? TEXTOS_LISTAS.enviada : null))
  .reset(listMessageDismissed, $rota, sendToCartClicked);
$listsError.reset([
  loadListsFx.done,
  loadListFx.done,
  saveListFx,
  addProductFx,
  copyProductFx,
  disableListFx,
  applyListFx,
]);
const falhou = (fx: { failData: typeof loadListFx.failData }, texto: string) =>
  sample({ clock: fx.failData, filter: notExpired, fn: (e) => refusalMessage(e, texto), target: $listsError });
falhou(loadListsFx, TEXTOS_LISTAS.erroListas);
falhou(loadListFx, TEXTOS_LISTAS.erroLista);
falhou(saveListFx, TEXTOS_LISTAS.erroSalvar);
falhou(addProductFx, TEXTOS_LISTAS.erroSalvar);
falhou(copyProductFx, TEXTOS_LISTAS.erroSalvar);
falhou(disableListFx, TEXTOS_LISTAS.erroSalvar);
falhou(applyListFx, TEXTOS_LISTAS.erroEnviar);
// Sent, but nothing went in (every product unavailable or refused): spec section 8's message.
sample({
  clock: applyListFx.doneData,
  filter: (r) => r.adicionados === 0,
  fn: () => TEXTOS_LISTAS.nenhumProduto,
  target: $listsError,
});

for (const store of [$ownLists, $suggestedLists, $currentList, $listsError, $listsMessage, $savedToList])
  store.reset([loggedOut, sessionExpired]);
