/**
 * Orders slice (issue 12, item 6; spec section 2 'Orders and quotes list: sort, load more,
 * details, repeat items, rate order'): the client's orders and quotes at this shop. Loaded with
 * its pages, never at first view (not in MODEL_SLICES).
 * - the list: GET /v2/app/pedido/cliente/{idcliente} (session by Bearer), 10 at a time, sorted by
 *   `ordenacao` ('recentes', 'antigos', 'maior-valor'); 'Carregar mais' appends the next page;
 * - the details: GET /v2/app/{auth}/order/{numpedido} (the status history for the timeline);
 * - 'Repetir itens' puts the order's items into the cart through the cart model (`itemsAdded`);
 *   'Repetir última compra' (on the list) does the same with the newest order that is neither a
 *   quote nor cancelled, found through the list sorted 'recentes' whatever the list's own sort;
 * - a delivered order (ENTREGUE) is rated 1–5 (POST /v1/app/{auth}/pedido/{n}/avaliar, form-encoded);
 * - 'Baixar comprovante (PDF)': POST /v4/payment/generate-receipt/{n}/{idcliente} (the page saves the file);
 * - the payment method changed while the order waits for payment: the supplier's methods
 *   (GET /v2/app/{auth}/fornecedor/{id}/formas-pagamento), then PUT
 *   /v4/orders/payment-method/{idfornecedor}/order/{n}, whose answer is the order (its new total
 *   and its Pix or boleto).
 */
import { attach, createEvent, createStore, sample } from 'effector';
import { ApiError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { addItemsFx, itemsAdded } from '../cart/flow';
import { $rota } from '../navigation';
import { $session, loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import type { ModelSlice } from '../slice';
import type { components } from '#openapi/generated/v2';

export type PedidoResumo = components['schemas']['PedidoResumo'];
export type PedidoDetalhe = components['schemas']['Pedido'];
export type Ordenacao = 'recentes' | 'antigos' | 'maior-valor';

export const ORDENACOES: { valor: Ordenacao; texto: string }[] = [
  { valor: 'recentes', texto: 'Mais recentes' },
  { valor: 'antigos', texto: 'Mais antigos' },
  { valor: 'maior-valor', texto: 'Maior valor' },
];
export const POR_PAGINA = 10;

export const TEXTOS_PEDIDOS = {
  erroLista: 'Não foi possível carregar os seus pedidos. Tente novamente.',
  erroPedido: 'Não foi possível carregar o pedido. Tente novamente.',
  repetido: 'Os itens do pedido foram adicionados ao carrinho.',
  erroRepetir: 'Não foi possível adicionar os itens do pedido ao carrinho.',
  ultimaRepetida: (numpedido: number) =>
    `Os itens da sua última compra (pedido nº ${numpedido}) foram adicionados ao carrinho.`,
  semUltimaCompra: 'Você ainda não tem uma compra para repetir.',
  avaliado: 'Obrigado pela sua avaliação!',
  erroAvaliar: 'Não foi possível enviar a sua avaliação. Tente novamente.',
  confirmado: 'Orçamento confirmado! O seu pedido foi enviado ao fornecedor.',
  erroConfirmar: 'Não foi possível confirmar o orçamento. Tente novamente.',
  erroComprovante: 'Não foi possível gerar o comprovante. Tente novamente.',
  erroFormas: 'Não foi possível carregar as formas de pagamento. Tente novamente.',
  erroTrocarForma: 'Não foi possível alterar a forma de pagamento. Tente novamente.',
  formaTrocada: (descricao: string) => `Forma de pagamento alterada para ${descricao}.`,
} as const;

export type FormaPagamentoLoja = components['schemas']['FormaPagamento'];

export const pedidosPageShown = createEvent();
export const sortChosen = createEvent<Ordenacao>();
export const loadMorePedidosClicked = createEvent();
export const pedidoOpened = createEvent<number>();
export const repeatItemsClicked = createEvent();
export const repeatLastPurchaseClicked = createEvent();
export const reviewSubmitted = createEvent<{ nota: number; comentario: string }>();
/** The customer confirms a priced quote (ORCAMENTO_PRECIFICADO) as an order (issue 13). */
export const confirmOrcamentoClicked = createEvent();
/** The dialog of the payment-method change opened: the supplier's methods load. */
export const paymentChangeOpened = createEvent();
export const paymentMethodChosen = createEvent<{ idformapagto: number; quantParcelas: number }>();

export const $ordenacao = createStore<Ordenacao>('recentes').on(sortChosen, (_, o) => o);
export const $pedidos = createStore<PedidoResumo[] | null>(null);
export const $totalPedidos = createStore(0);
export const $temMais = createStore(false);
const $pagina = createStore(0);
export const $erroPedidos = createStore<string | null>(null);
export const $pedido = createStore<PedidoDetalhe | null>(null);
export const $erroPedido = createStore<string | null>(null);
export const $mensagemPedido = createStore<{ tom: 'positive' | 'critical'; texto: string } | null>(null);
/** The answer to 'Repetir última compra', shown on the list. */
export const $mensagemPedidos = createStore<{ tom: 'positive' | 'critical'; texto: string } | null>(null);

/** The last purchase: the newest order (the list is newest first) that is neither a quote nor cancelled. */
export function ultimaCompra<P extends Pick<PedidoResumo, 'orcamento' | 'status'>>(recentes: readonly P[]): P | null {
  return recentes.find((p) => !p.orcamento && p.status !== 'CANCELADO') ?? null;
}
/** How many pages of the newest orders 'Repetir última compra' looks through. */
const PAGINAS_ULTIMA_COMPRA = 3;

const $cliente = $session.map((s) =>
  s.authenticated && s.idcliente > 0 ? { token: s.token, idcliente: s.idcliente } : null,
);
const naoExpirou = (e: unknown) => !(e instanceof ApiError && e.status === 401);
const mensagemDe = (e: unknown, padrao: string) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.mensagem ? e.mensagem : padrao;

const listarFx = attach({
  source: { api: $api, cliente: $cliente, fornecedor: $fornecedor, ordenacao: $ordenacao },
  effect: async ({ api, cliente, fornecedor, ordenacao }, page: number) => {
    if (!cliente || !fornecedor) throw new Error(TEXTOS_PEDIDOS.erroLista);
    return requestData(
      requireApi(api).v2.GET('/v2/app/pedido/cliente/{idcliente}', {
        params: {
          path: { idcliente: cliente.idcliente },
          query: { idfornecedor: fornecedor.idfornecedor, ordenacao, page, limit: POR_PAGINA },
        },
        headers: { Authorization: `Bearer ${cliente.token}` },
      }),
    );
  },
});

const detalheFx = attach({
  source: { api: $api, cliente: $cliente, fornecedor: $fornecedor },
  effect: async ({ api, cliente, fornecedor }, numpedido: number) => {
    if (!cliente || !fornecedor) throw new Error(TEXTOS_PEDIDOS.erroPedido);
    return requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/order/{numpedido}', {
        params: { path: { auth: cliente.token, numpedido }, query: { idfornecedor: fornecedor.idfornecedor } },
      }),
    );
  },
});

/** The items of the last purchase (null when there is none in the newest pages). */
const ultimaCompraFx = attach({
  source: { api: $api, cliente: $cliente, fornecedor: $fornecedor },
  effect: async ({
    api,
    cliente,
    fornecedor,
  }): Promise<{ numpedido: number; itens: { id: number; quantidade: number }[] } | null> => {
    if (!cliente || !fornecedor) throw new Error(TEXTOS_PEDIDOS.erroRepetir);
    const apiV2 = requireApi(api).v2;
    for (let page = 1; page <= PAGINAS_ULTIMA_COMPRA; page += 1) {
      const lista = await requestData(
        apiV2.GET('/v2/app/pedido/cliente/{idcliente}', {
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
          apiV2.GET('/v2/app/{auth}/order/{numpedido}', {
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

const avaliarFx = attach({
  source: { api: $api, cliente: $cliente, pedido: $pedido },
  effect: async ({ api, cliente, pedido }, { nota, comentario }: { nota: number; comentario: string }) => {
    if (!cliente || !pedido) throw new Error(TEXTOS_PEDIDOS.erroAvaliar);
    return requestData(
      requireApi(api).v1.POST('/v1/app/{auth}/pedido/{numpedido}/avaliar', {
        params: { path: { auth: cliente.token, numpedido: pedido.numpedido } },
        body: { nota, ...(comentario.trim() ? { comentario: comentario.trim() } : {}) },
        bodySerializer: (b: Record<string, unknown>) =>
          new URLSearchParams(Object.entries(b).map(([k, v]) => [k, String(v)])).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
  },
});

const confirmarFx = attach({
  source: { api: $api, cliente: $cliente, fornecedor: $fornecedor, pedido: $pedido },
  effect: async ({ api, cliente, fornecedor, pedido }) => {
    if (!cliente || !fornecedor || !pedido) throw new Error(TEXTOS_PEDIDOS.erroConfirmar);
    return requestData(
      requireApi(api).v4.POST('/v4/orders/quote-confirm/{idfornecedor}/order/{numpedido}', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, numpedido: pedido.numpedido } },
        headers: { Authorization: `Bearer ${cliente.token}` },
      }),
    );
  },
});

/** The order's receipt as a PDF file (the page saves it). */
export const comprovanteFx = attach({
  source: { api: $api, cliente: $cliente, pedido: $pedido },
  effect: async ({ api, cliente, pedido }): Promise<{ arquivo: Blob; nome: string }> => {
    if (!cliente || !pedido) throw new Error(TEXTOS_PEDIDOS.erroComprovante);
    const arquivo = await requestData(
      requireApi(api).v4.POST('/v4/payment/generate-receipt/{numorder}/{idclient}', {
        params: { path: { numorder: pedido.numpedido, idclient: cliente.idcliente } },
        parseAs: 'blob',
        headers: { Authorization: `Bearer ${cliente.token}` },
      }),
    );
    return { arquivo: arquivo as Blob, nome: `comprovante-${pedido.numpedido}.pdf` };
  },
});

const formasFx = attach({
  source: { api: $api, cliente: $cliente, fornecedor: $fornecedor },
  effect: async ({ api, cliente, fornecedor }): Promise<FormaPagamentoLoja[]> => {
    if (!cliente || !fornecedor) throw new Error(TEXTOS_PEDIDOS.erroFormas);
    return requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/fornecedor/{idfornecedor}/formas-pagamento', {
        params: {
          path: { auth: cliente.token, idfornecedor: fornecedor.idfornecedor },
          query: { idcliente: cliente.idcliente },
        },
      }),
    );
  },
});

const trocarFormaFx = attach({
  source: { api: $api, cliente: $cliente, fornecedor: $fornecedor, pedido: $pedido },
  effect: async ({ api, cliente, fornecedor, pedido }, forma: { idformapagto: number; quantParcelas: number }) => {
    if (!cliente || !fornecedor || !pedido) throw new Error(TEXTOS_PEDIDOS.erroTrocarForma);
    return requestData(
      requireApi(api).v4.PUT('/v4/orders/payment-method/{idfornecedor}/order/{n}', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, n: pedido.numpedido } },
        body: forma,
        headers: { Authorization: `Bearer ${cliente.token}` },
      }),
    );
  },
});

export const $formasPagamentoPedido = createStore<FormaPagamentoLoja[] | null>(null);
export const $erroTrocaForma = createStore<string | null>(null);
export const $carregandoFormas = formasFx.pending;
export const $trocandoForma = trocarFormaFx.pending;
export const $gerandoComprovante = comprovanteFx.pending;
/** Counts the changes made (the page closes its dialog on a new one). */
export const $trocasFeitas = createStore(0).on(trocarFormaFx.done, (n) => n + 1);

export const $carregandoPedidos = listarFx.pending;
export const $confirmando = confirmarFx.pending;
export const $carregandoPedido = detalheFx.pending;
export const $avaliando = avaliarFx.pending;
export const $repetindo = addItemsFx.pending;
export const $repetindoUltima = createStore(false);

// ---- the list ----
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
  filter: naoExpirou,
  fn: (e) => mensagemDe(e, TEXTOS_PEDIDOS.erroLista),
  target: $erroPedidos,
});

// ---- details ----
$pedido.on(pedidoOpened, (p, n) => (p?.numpedido === n ? p : null)).on(detalheFx.doneData, (_, p) => p);
$mensagemPedido.reset(pedidoOpened);
// As the list: an order already shown (prepared by the server) is not asked again when the page
// mounts; leaving the order's page drops it.
sample({
  clock: pedidoOpened,
  source: { cliente: $cliente, pedido: $pedido },
  filter: ({ cliente, pedido }, n) => cliente !== null && Number.isSafeInteger(n) && n > 0 && pedido?.numpedido !== n,
  fn: (_, n) => n,
  target: detalheFx,
});
$pedido.reset(sample({ clock: $rota, filter: (r) => r.pagina !== 'pedido' }));
$erroPedido.reset(pedidoOpened, detalheFx.done);
sample({
  clock: detalheFx.failData,
  filter: naoExpirou,
  fn: (e) => mensagemDe(e, TEXTOS_PEDIDOS.erroPedido),
  target: $erroPedido,
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
  filter: (itens, { params, error }) => itens === params && naoExpirou(error),
  fn: (_, { error }) => ({ tom: 'critical' as const, texto: mensagemDe(error, TEXTOS_PEDIDOS.erroRepetir) }),
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
  filter: naoExpirou,
  fn: (e) => ({ tom: 'critical' as const, texto: mensagemDe(e, TEXTOS_PEDIDOS.erroRepetir) }),
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
  filter: (ultima, { params, error }) => ultima !== null && ultima.itens === params && naoExpirou(error),
  fn: (_, { error }) => ({ tom: 'critical' as const, texto: mensagemDe(error, TEXTOS_PEDIDOS.erroRepetir) }),
  target: $mensagemPedidos,
});
$repetindoUltima.reset(addItemsFx.finally);
$ultimaRepetida.reset(repeatLastPurchaseClicked);

// ---- rating ----
sample({
  clock: reviewSubmitted,
  source: { pedido: $pedido, avaliando: avaliarFx.pending },
  filter: ({ pedido, avaliando }, { nota }) =>
    !avaliando && pedido?.status === 'ENTREGUE' && Number.isInteger(nota) && nota >= 1 && nota <= 5,
  fn: (_, a) => a,
  target: avaliarFx,
});
$pedido.on(avaliarFx.doneData, (p, r) =>
  p ? { ...p, avaliacao: r.avaliacao, comentarioAvaliacao: r.comentarioAvaliacao } : p,
);
sample({
  clock: avaliarFx.done,
  fn: () => ({ tom: 'positive' as const, texto: TEXTOS_PEDIDOS.avaliado }),
  target: $mensagemPedido,
});
sample({
  clock: avaliarFx.failData,
  filter: naoExpirou,
  fn: (e) => ({ tom: 'critical' as const, texto: mensagemDe(e, TEXTOS_PEDIDOS.erroAvaliar) }),
  target: $mensagemPedido,
});

// ---- a priced quote confirmed as an order ----
sample({
  clock: confirmOrcamentoClicked,
  source: { pedido: $pedido, confirmando: confirmarFx.pending },
  filter: ({ pedido, confirmando }) => !confirmando && pedido?.status === 'ORCAMENTO_PRECIFICADO',
  target: confirmarFx,
});
$pedido.on(confirmarFx.doneData, (_, p) => p);
$pedidos.on(
  confirmarFx.doneData,
  (lista, p) => lista?.map((r) => (r.numpedido === p.numpedido ? { ...r, status: p.status } : r)) ?? lista,
);
sample({
  clock: confirmarFx.done,
  fn: () => ({ tom: 'positive' as const, texto: TEXTOS_PEDIDOS.confirmado }),
  target: $mensagemPedido,
});
sample({
  clock: confirmarFx.failData,
  filter: naoExpirou,
  fn: (e) => ({ tom: 'critical' as const, texto: mensagemDe(e, TEXTOS_PEDIDOS.erroConfirmar) }),
  target: $mensagemPedido,
});

// ---- the receipt ----
$mensagemPedido.reset(comprovanteFx);
sample({
  clock: comprovanteFx.failData,
  filter: naoExpirou,
  fn: (e) => ({ tom: 'critical' as const, texto: mensagemDe(e, TEXTOS_PEDIDOS.erroComprovante) }),
  target: $mensagemPedido,
});

// ---- the payment method changed ----
sample({ clock: paymentChangeOpened, source: $cliente, filter: Boolean, fn: () => undefined, target: formasFx });
$formasPagamentoPedido.on(formasFx.doneData, (_, f) => f);
$erroTrocaForma.reset(paymentChangeOpened, formasFx, trocarFormaFx);
sample({
  clock: formasFx.failData,
  filter: naoExpirou,
  fn: (e) => mensagemDe(e, TEXTOS_PEDIDOS.erroFormas),
  target: $erroTrocaForma,
});
sample({
  clock: paymentMethodChosen,
  source: { pedido: $pedido, trocando: trocarFormaFx.pending },
  filter: ({ pedido, trocando }, f) =>
    !trocando && pedido !== null && Number.isSafeInteger(f.idformapagto) && f.quantParcelas >= 1,
  fn: (_, f) => f,
  target: trocarFormaFx,
});
$pedido.on(trocarFormaFx.doneData, (_, p) => p);
$pedidos.on(
  trocarFormaFx.doneData,
  (lista, p) =>
    lista?.map((r) =>
      r.numpedido === p.numpedido ? { ...r, totalpedido: p.totalpedido, formaPagamento: p.pagamento.descricao } : r,
    ) ?? lista,
);
sample({
  clock: trocarFormaFx.doneData,
  fn: (p) => ({ tom: 'positive' as const, texto: TEXTOS_PEDIDOS.formaTrocada(p.pagamento.descricao) }),
  target: $mensagemPedido,
});
sample({
  clock: trocarFormaFx.failData,
  filter: naoExpirou,
  fn: (e) => mensagemDe(e, TEXTOS_PEDIDOS.erroTrocarForma),
  target: $erroTrocaForma,
});

for (const store of [$formasPagamentoPedido, $erroTrocaForma]) store.reset([loggedOut, sessionExpired]);
for (const store of [
  $pedidos,
  $totalPedidos,
  $temMais,
  $pagina,
  $erroPedidos,
  $pedido,
  $erroPedido,
  $mensagemPedido,
  $mensagemPedidos,
  $repetindoUltima,
  $ultimaRepetida,
])
  store.reset([loggedOut, sessionExpired]);

export const ordersSlice: ModelSlice = { name: 'orders' };
