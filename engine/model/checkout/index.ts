/**
 * Checkout slice (issue 12, items 3–5; spec sections 2 'Cart: … delivery method, shipping, payment
 * methods, coupon, send', 4 'Delivery type' and 'Delivery options', 5 submission rules, 8 'Cart and
 * orders', 'Delivery and address'): the part of the cart page that turns the cart into an order.
 * Loaded with the cart page, never at first view (not in MODEL_SLICES).
 *
 * - `checkoutOpened` (the cart page, a logged-in client): the delivery type starts from the
 *   supplier's tags (engine/rules/delivery), the client's addresses load (the addresses slice; the
 *   primary one is chosen), and the payment methods (GET …/formas-pagamento; the first is chosen);
 * - the delivery options (GET /v4/app/{auth}~{id}/formas-entrega/{idfornecedor}) load for the
 *   chosen address (DELIVERY) or the stores (RETIRADA): loading, then success (the first option
 *   active with its first date) or error (the message in a dialog, `$erroEntrega`);
 * - a payment method with a price variance (`ajustePercentual` ≠ 0) reloads the cart with
 *   `idformapagamento`, so the totals shown are the server's;
 * - the supplier's order instructions (custom content ORDER_INSTRUCTIONS) and its client and order
 *   characteristics load with the checkout; a required one unanswered, or a value off its options,
 *   blocks the submit with the field's pt-BR message (engine/rules/characteristics, the rule the
 *   server runs too), and the answers go in the body's `caracteristicas`;
 * - `pedidoSubmitted` ('Enviar pedido') submits with an Idempotency-Key made once per attempt and
 *   reused while the same body is retried; a refused submit says 'Erro ao submeter seu pedido.
 *   {message} Itens: {names}' and, unless the server said it was a duplicate, asks the duplicate
 *   check, which may say the order exists (then it is the submitted one); success resets the cart
 *   (`cartCleared`) and `$pedidoSubmetido` tells the page where to go.
 */
import { TAG_ORCAMENTO, hasTag } from '../../rules/tags';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError, requestData } from '../../api';
import { validarCaracteristicas, type ErroCaracteristica } from '../../rules/characteristics';
import { tiposEntrega, type TipoEntrega } from '../../rules/delivery';
import { enderecoAutoSelecionado } from '../../rules/stores';
import { toCentavos } from '../../rules/money';
import { opcoesParcelas, type OpcaoParcela } from '../../rules/installments';
import { $enderecos, $erroLista, addressesPageShown, type Endereco } from '../addresses';
import { $api, requireApi } from '../app';
import { $cartLines } from '../cart';
import {
  $cupomCarrinho,
  $idtipoassinatura,
  $numPedidoCliente,
  $observacao,
  $totais,
  cartCleared,
  carrinhoPaymentMethodSet,
  PRECISA_LOGIN,
} from '../cart/flow';
import { loginOpened } from '../login';
import { $perfil, $session, loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import type { ModelSlice } from '../slice';
import type { components as V2 } from '#openapi/generated/v2';
import type { components as V4 } from '#openapi/generated/v4';

export type FormaPagamento = V2['schemas']['FormaPagamento'];
export type OpcoesEntrega = V4['schemas']['FormasEntrega'];
export type FormaEntrega = OpcoesEntrega['formasEntrega'][number];
export type LojaRetirada = OpcoesEntrega['lojas'][number];
export type RespostaPedido = V2['schemas']['PedidoSubmetido'];
export type CorpoPedido = V2['schemas']['RequisicaoPedido'];
export type CaracteristicaCheckout = V4['schemas']['Caracteristica'];

export const TEXTOS_CHECKOUT = {
  erroEntrega: 'Falha ao consultar agendamentos',
  erroPagamento: 'Não foi possível carregar as formas de pagamento. Tente novamente.',
  erroSubmeter: 'Erro ao submeter seu pedido.',
  duplicado: 'Um pedido idêntico foi feito há poucos segundos.',
  escolhaEndereco: 'Escolha o endereço de entrega.',
  escolhaEntrega: 'Escolha uma forma de entrega.',
  escolhaData: 'Escolha a data de entrega.',
  escolhaLoja: 'Escolha a loja para retirar o pedido.',
  escolhaPagamento: 'Escolha uma forma de pagamento.',
  carrinhoVazio: 'O carrinho está vazio. Experimente adicionar alguns produtos',
  observacaoLonga: 'As observações do pedido podem ter até {n} caracteres.',
  numeroLongo: 'O número do seu pedido pode ter até {n} caracteres.',
} as const;

/** The submit's limits (contract C: anotacoes ≤ 500, numPedidoCliente ≤ 40). */
export const MAX_ANOTACOES = 500;
export const MAX_NUM_PEDIDO = 40;

/** 'Erro ao submeter seu pedido. {message} Itens: {names}' (spec section 8; no names, no 'Itens:'). */
export function mensagemErroSubmissao(mensagem: string, itensName: readonly string[] = []): string {
  const base = `${TEXTOS_CHECKOUT.erroSubmeter} ${mensagem}`.trim();
  return itensName.length > 0 ? `${base} Itens: ${itensName.join(', ')}` : base;
}

/** The `itensName` of an error body, when the server named the items at fault. */
export function itensDoErro(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const corpo = error.corpo as { itensName?: unknown } | null | undefined;
  return Array.isArray(corpo?.itensName) ? corpo.itensName.filter((n): n is string => typeof n === 'string') : [];
}

export type EstadoEntrega = 'ocioso' | 'carregando' | 'pronto' | 'erro';

// ---- events ----
export const checkoutOpened = createEvent();
export const deliveryTypeChosen = createEvent<TipoEntrega>();
export const addressChosen = createEvent<number>();
export const deliveryMethodChosen = createEvent<number>();
export const deliveryDateChosen = createEvent<string>();
export const storeChosen = createEvent<number>();
export const paymentMethodChosen = createEvent<number>();
export const installmentsChosen = createEvent<number>();
export const deliveryErrorClosed = createEvent();
export const characteristicAnswered = createEvent<{ idcaracteristica: number; valor: string }>();
/** 'Enviar pedido' / 'Solicitar orçamento'. */
export const pedidoSubmitted = createEvent();
/** The page went to the submission page: the model forgets the submitted order. */
export const submissionSeen = createEvent();

// ---- stores ----
const $cliente = $session.map((s) =>
  s.authenticated && s.idcliente > 0 ? { token: s.token, idcliente: s.idcliente } : null,
);
export const $tiposEntrega = $fornecedor.map((f) => tiposEntrega(f?.tags ?? []));
/** Spec section 4 support-budget: the send button asks for a quote. */
export const $orcamento = $fornecedor.map((f) => hasTag(f?.tags, TAG_ORCAMENTO));
export const $tipoEntrega = createStore<TipoEntrega>('DELIVERY');
export const $idendereco = createStore<number | null>(null);
export const $estadoEntrega = createStore<EstadoEntrega>('ocioso');
export const $formasEntrega = createStore<FormaEntrega[]>([]);
export const $lojas = createStore<LojaRetirada[]>([]);
export const $idformaentrega = createStore<number | null>(null);
export const $dataEntrega = createStore<string | null>(null);
export const $idloja = createStore<number | null>(null);
/** The delivery options' failure, shown in a dialog until closed (spec section 8). */
export const $erroEntrega = createStore<string | null>(null);
export const $formasPagamento = createStore<FormaPagamento[] | null>(null);
export const $erroPagamento = createStore<string | null>(null);
export const $idformapagto = createStore<number | null>(null);
export const $quantParcelas = createStore(1);
/** The supplier's order instructions (HTML to sanitise; null: none). */
export const $instrucoesPedido = createStore<string | null>(null);
/** The supplier's client and order characteristics, asked in the checkout. */
export const $caracteristicas = createStore<CaracteristicaCheckout[]>([]);
/** The answers typed or chosen, by idcaracteristica. */
export const $respostasCaracteristicas = createStore<Record<number, string>>({});
/** 'Enviar pedido' was pressed once: the fields show their errors from then on. */
const $tentouEnviar = createStore(false);
/** The submit's refusal, in pt-BR. */
export const $erroEnvio = createStore<string | null>(null);
/** The order just submitted: the page goes to its submission page. */
export const $pedidoSubmetido = createStore<RespostaPedido | null>(null);
/** The last order submitted here (its success message, for the submission page). */
export const $ultimaSubmissao = createStore<RespostaPedido | null>(null);

export const $formaEntregaAtiva = combine(
  $formasEntrega,
  $idformaentrega,
  (formas, id) => formas.find((f) => f.idformaentrega === id) ?? null,
);
export const $formaPagamentoAtiva = combine(
  $formasPagamento,
  $idformapagto,
  (formas, id) => formas?.find((f) => f.idformapagto === id) ?? null,
);
/** The delivery fee of the active option, centavos (0 for none). */
export const $taxaEntregaCentavos = $formaEntregaAtiva.map((f) => (f ? toCentavos(f.taxaEntrega) : 0));
/** The cart's total plus the delivery fee, centavos; null while a price is hidden. */
export const $totalComEntrega = combine($totais, $taxaEntregaCentavos, (totais, taxa) =>
  totais === null ? null : totais.total + taxa,
);
/** The installments the active method offers for this total. */
export const $opcoesParcelas = combine($formaPagamentoAtiva, $totalComEntrega, (forma, total): OpcaoParcela[] =>
  forma === null || total === null
    ? []
    : opcoesParcelas(total, forma.quantParcelasMax, toCentavos(forma.parcelaMinima)),
);

// ---- delivery type ----
sample({
  clock: checkoutOpened,
  source: { tipos: $tiposEntrega, atual: $tipoEntrega },
  fn: ({ tipos, atual }) => (tipos.includes(atual) ? atual : (tipos[0] ?? 'DELIVERY')),
  target: $tipoEntrega,
});
sample({
  clock: deliveryTypeChosen,
  source: $tiposEntrega,
  filter: (tipos, tipo) => tipos.includes(tipo),
  fn: (_, tipo) => tipo,
  target: $tipoEntrega,
});

// ---- addresses: the addresses slice's list; the auto-selection rule (engine/rules/stores: the
// primary with use-primary-address, the first with the user's uses-single-address), else the
// primary one (or the first) is chosen ----
sample({ clock: checkoutOpened, source: $cliente, filter: Boolean, fn: () => undefined, target: addressesPageShown });
const enderecoPadrao = (
  lista: Endereco[],
  atual: number | null,
  tagsFornecedor: readonly string[],
  tagsUsuario: readonly string[],
): number | null =>
  lista.some((e) => e.idendereco === atual)
    ? atual
    : ((enderecoAutoSelecionado(lista, tagsFornecedor, tagsUsuario) ?? lista.find((e) => e.primario) ?? lista[0])
        ?.idendereco ?? null);
sample({
  clock: $enderecos,
  source: { atual: $idendereco, fornecedor: $fornecedor, perfil: $perfil },
  fn: ({ atual, fornecedor, perfil }, lista) => enderecoPadrao(lista ?? [], atual, fornecedor?.tags ?? [], perfil.tags),
  target: $idendereco,
});
sample({
  clock: addressChosen,
  source: $enderecos,
  filter: (lista, id) => lista?.some((e) => e.idendereco === id) === true,
  fn: (_, id) => id,
  target: $idendereco,
});

// ---- delivery options ----
interface PedidoOpcoes {
  tipoEntrega: TipoEntrega;
  idendereco: number | null;
}
const carregarEntregaFx = attach({
  source: { api: $api, cliente: $cliente, fornecedor: $fornecedor, idformapagamento: $idformapagto },
  effect: async ({ api, cliente, fornecedor, idformapagamento }, pedido: PedidoOpcoes): Promise<OpcoesEntrega> => {
    if (!cliente || !fornecedor) throw new Error(PRECISA_LOGIN);
    return requestData(
      requireApi(api).v4.GET('/v4/app/{authCliente}/formas-entrega/{idfornecedor}', {
        params: {
          path: { authCliente: `${cliente.token}~${cliente.idcliente}`, idfornecedor: fornecedor.idfornecedor },
          query: {
            tipoEntrega: pedido.tipoEntrega,
            ...(pedido.idendereco === null ? {} : { idendereco: pedido.idendereco }),
            ...(idformapagamento === null ? {} : { idformapagamento }),
          },
        },
      }),
    );
  },
});
const $pedidoOpcoes = combine($tipoEntrega, $idendereco, (tipoEntrega, idendereco): PedidoOpcoes | null =>
  tipoEntrega === 'RETIRADA'
    ? { tipoEntrega, idendereco: null }
    : idendereco === null
      ? null
      : { tipoEntrega, idendereco },
);
const $checkoutAberto = createStore(false).on(checkoutOpened, () => true);
sample({
  clock: [checkoutOpened, $pedidoOpcoes],
  source: { pedido: $pedidoOpcoes, aberto: $checkoutAberto, cliente: $cliente },
  filter: ({ pedido, aberto, cliente }) => pedido !== null && aberto && cliente !== null,
  fn: ({ pedido }) => pedido as PedidoOpcoes,
  target: carregarEntregaFx,
});
/** Only the answer to the latest question counts (an older, slower one is dropped). */
const $ultimoPedidoOpcoes = createStore<PedidoOpcoes | null>(null).on(carregarEntregaFx, (_, p) => p);
const respostaAtual = sample({
  clock: carregarEntregaFx.done,
  source: $ultimoPedidoOpcoes,
  filter: (ultimo, { params }) => ultimo === params,
  fn: (_, { result }) => result,
});
const falhaAtual = sample({
  clock: carregarEntregaFx.fail,
  source: $ultimoPedidoOpcoes,
  filter: (ultimo, { params, error }) => ultimo === params && !(error instanceof ApiError && error.status === 401),
  fn: (_, { error }) => error,
});
/** The delivery type the options shown answer ($formasEntrega, $lojas); null before the first answer. */
export const $tipoDasFormasEntrega = createStore<TipoEntrega | null>(null);
sample({
  clock: respostaAtual,
  source: $ultimoPedidoOpcoes,
  fn: (pedido, r) => r.tipoEntrega ?? pedido?.tipoEntrega ?? null,
  target: $tipoDasFormasEntrega,
});
$estadoEntrega
  .on(carregarEntregaFx, () => 'carregando')
  .on(respostaAtual, () => 'pronto')
  .on(falhaAtual, () => 'erro');
$formasEntrega.on(respostaAtual, (_, r) => r.formasEntrega).on(falhaAtual, () => []);
$lojas.on(respostaAtual, (_, r) => r.lojas).on(falhaAtual, () => []);
// Success: the first option active with its first date (spec section 4 'Delivery options').
$idformaentrega.on(respostaAtual, (_, r) => r.formasEntrega[0]?.idformaentrega ?? null).on(falhaAtual, () => null);
$dataEntrega.on(respostaAtual, (_, r) => r.formasEntrega[0]?.agendamento[0] ?? null).on(falhaAtual, () => null);
$idloja.on(respostaAtual, (atual, r) =>
  r.lojas.some((l) => l.idloja === atual) ? atual : (r.lojas[0]?.idloja ?? null),
);
$tipoEntrega.on(respostaAtual, (atual, r) => r.tipoEntrega ?? atual);
const mensagem = (error: unknown, padrao: string) =>
  error instanceof ApiError && error.status !== 0 && error.mensagem ? error.mensagem : padrao;
$erroEntrega
  .on(falhaAtual, (_, e) => mensagem(e, TEXTOS_CHECKOUT.erroEntrega))
  .reset(deliveryErrorClosed, respostaAtual);

sample({
  clock: deliveryMethodChosen,
  source: $formasEntrega,
  filter: (formas, id) => formas.some((f) => f.idformaentrega === id),
  fn: (_, id) => id,
  target: $idformaentrega,
});
sample({
  clock: deliveryMethodChosen,
  source: $formasEntrega,
  filter: (formas, id) => formas.some((f) => f.idformaentrega === id),
  fn: (formas, id) => formas.find((f) => f.idformaentrega === id)?.agendamento[0] ?? null,
  target: $dataEntrega,
});
sample({
  clock: deliveryDateChosen,
  source: $formaEntregaAtiva,
  filter: (forma, data) => forma?.agendamento.includes(data) === true,
  fn: (_, data) => data,
  target: $dataEntrega,
});
sample({
  clock: storeChosen,
  source: $lojas,
  filter: (lojas, id) => lojas.some((l) => l.idloja === id),
  fn: (_, id) => id,
  target: $idloja,
});

// ---- payment methods ----
const carregarPagamentoFx = attach({
  source: { api: $api, cliente: $cliente, fornecedor: $fornecedor },
  effect: async ({ api, cliente, fornecedor }): Promise<FormaPagamento[]> => {
    if (!cliente || !fornecedor) throw new Error(PRECISA_LOGIN);
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
sample({ clock: checkoutOpened, source: $cliente, filter: Boolean, fn: () => undefined, target: carregarPagamentoFx });
$formasPagamento.on(carregarPagamentoFx.doneData, (_, formas) => formas);
$erroPagamento
  .on(carregarPagamentoFx.failData, (_, e) =>
    e instanceof ApiError && e.status === 401 ? null : mensagem(e, TEXTOS_CHECKOUT.erroPagamento),
  )
  .reset(carregarPagamentoFx.done);
// The chosen method stays while offered; else the first.
sample({
  clock: carregarPagamentoFx.doneData,
  source: $idformapagto,
  fn: (atual, formas) => (formas.some((f) => f.idformapagto === atual) ? atual : (formas[0]?.idformapagto ?? null)),
  target: $idformapagto,
});
sample({
  clock: paymentMethodChosen,
  source: $formasPagamento,
  filter: (formas, id) => formas?.some((f) => f.idformapagto === id) === true,
  fn: (_, id) => id,
  target: $idformapagto,
});
$quantParcelas.on($idformapagto, () => 1);
sample({
  clock: installmentsChosen,
  source: $opcoesParcelas,
  filter: (opcoes, n) => opcoes.some((o) => o.quantParcelas === n),
  fn: (_, n) => n,
  target: $quantParcelas,
});
// Fewer installments offered now (the total went down): the most still offered.
sample({
  clock: $opcoesParcelas,
  source: $quantParcelas,
  filter: (n, opcoes) => opcoes.length > 0 && !opcoes.some((o) => o.quantParcelas === n),
  fn: (_, opcoes) => opcoes[opcoes.length - 1]!.quantParcelas,
  target: $quantParcelas,
});
// A method with a price variance: the cart's prices become the server's for it (and back without).
sample({
  clock: $formaPagamentoAtiva,
  fn: (forma) =>
    forma !== null && forma.ajustePercentual !== 0
      ? { idformapagamento: forma.idformapagto, ajustePontosBase: Math.round(forma.ajustePercentual * 100) }
      : null,
  target: carrinhoPaymentMethodSet,
});

// ---- order instructions and characteristics (spec section 3: instrucoesPedido, caracteristicasCliente, caracteristicasPedido) ----
const carregarConteudoCheckoutFx = attach({
  source: { api: $api, fornecedor: $fornecedor },
  effect: async ({
    api,
    fornecedor,
  }): Promise<{ instrucoes: string | null; caracteristicas: CaracteristicaCheckout[] }> => {
    if (!fornecedor) throw new Error('sem fornecedor');
    const v4 = requireApi(api).v4;
    const path = { idfornecedor: fornecedor.idfornecedor };
    // Each part on its own: a failure of one leaves the others (and the checkout) working.
    const [instrucoes, doCliente, doPedido] = await Promise.all([
      requestData(
        v4.GET('/v4/app/token/custom-content/{idfornecedor}', {
          params: { path, query: { contentType: 'ORDER_INSTRUCTIONS' } },
        }),
      ).then(
        (c) => c.html,
        () => null,
      ),
      requestData(v4.GET('/v4/caracteristica-cliente/todas/{idfornecedor}', { params: { path } })).catch(
        () => [] as CaracteristicaCheckout[],
      ),
      requestData(v4.GET('/v4/caracteristica-pedido/todas/{idfornecedor}', { params: { path } })).catch(
        () => [] as CaracteristicaCheckout[],
      ),
    ]);
    return { instrucoes, caracteristicas: [...doPedido, ...doCliente] };
  },
});
sample({
  clock: checkoutOpened,
  source: { cliente: $cliente, fornecedor: $fornecedor },
  filter: ({ cliente, fornecedor }) => cliente !== null && fornecedor !== null,
  fn: () => undefined,
  target: carregarConteudoCheckoutFx,
});
$instrucoesPedido.on(carregarConteudoCheckoutFx.doneData, (_, r) =>
  r.instrucoes && r.instrucoes.trim() ? r.instrucoes : null,
);
$caracteristicas.on(carregarConteudoCheckoutFx.doneData, (_, r) => r.caracteristicas);
const $conteudoCarregado = createStore(false).on(carregarConteudoCheckoutFx.finally, () => true);

/**
 * Everything the checkout's options are laid out from has answered once: the order instructions
 * and characteristics (shown above and among them), the payment methods, the addresses and the
 * first delivery options (or their failures). Until then the page shows one loading line instead
 * of options that would move as each answer lands: a tap on an option that moves is lost (the
 * journeys' 'not checked the instant after its click', found with CPU_THROTTLE). Once true it stays
 * true: a later reload keeps its options where they are (FormasEntrega in the cart page).
 */
const $jaProntas = createStore(false);
const $tudoRespondido = combine(
  {
    conteudo: $conteudoCarregado,
    formasPagamento: $formasPagamento,
    erroPagamento: $erroPagamento,
    enderecos: $enderecos,
    erroLista: $erroLista,
    idendereco: $idendereco,
    tipo: $tipoEntrega,
    estado: $estadoEntrega,
  },
  ({ conteudo, formasPagamento, erroPagamento, enderecos, erroLista, idendereco, tipo, estado }) => {
    const entregaRespondida = estado === 'pronto' || estado === 'erro';
    const entrega =
      tipo === 'RETIRADA'
        ? entregaRespondida
        : erroLista !== null || (enderecos !== null && (idendereco === null || entregaRespondida));
    return conteudo && (formasPagamento !== null || erroPagamento !== null) && entrega;
  },
);
sample({ clock: $tudoRespondido, filter: Boolean, target: $jaProntas });
export const $opcoesProntas = combine($jaProntas, $tudoRespondido, (ja, agora) => ja || agora);
$respostasCaracteristicas.on(characteristicAnswered, (atual, { idcaracteristica, valor }) => ({
  ...atual,
  [idcaracteristica]: valor,
}));
const $validacaoCaracteristicas = combine($caracteristicas, $respostasCaracteristicas, (defs, respostas) =>
  validarCaracteristicas(
    defs,
    Object.entries(respostas)
      .filter(([id]) => defs.some((d) => d.idcaracteristica === Number(id)))
      .map(([id, valor]) => ({ idcaracteristica: Number(id), valor })),
  ),
);
/** Each field's error (by idcaracteristica), shown once 'Enviar pedido' was pressed. */
export const $errosCaracteristicas = combine(
  $validacaoCaracteristicas,
  $tentouEnviar,
  (v, tentou): Record<number, string> =>
    !tentou || v.ok ? {} : Object.fromEntries(v.erros.map((e: ErroCaracteristica) => [e.idcaracteristica, e.mensagem])),
);

// ---- submit ----
export interface Envio {
  corpo: CorpoPedido;
  chave: string;
}
/** The body of the submit, or the pt-BR reason it cannot go yet. */
export const $corpoPedido = combine(
  {
    fornecedor: $fornecedor,
    lines: $cartLines,
    observacao: $observacao,
    numPedidoCliente: $numPedidoCliente,
    cupom: $cupomCarrinho,
    idtipoassinatura: $idtipoassinatura,
    tipoEntrega: $tipoEntrega,
    idendereco: $idendereco,
    forma: $formaEntregaAtiva,
    data: $dataEntrega,
    lojas: $lojas,
    idloja: $idloja,
    idformapagto: $idformapagto,
    quantParcelas: $quantParcelas,
    caracteristicas: $validacaoCaracteristicas,
  },
  (s): { ok: true; corpo: CorpoPedido } | { ok: false; erro: string } => {
    if (!s.fornecedor || s.lines.length === 0) return { ok: false, erro: TEXTOS_CHECKOUT.carrinhoVazio };
    if (s.tipoEntrega === 'DELIVERY' && s.idendereco === null)
      return { ok: false, erro: TEXTOS_CHECKOUT.escolhaEndereco };
    const loja = s.lojas.find((l) => l.idloja === s.idloja) ?? null;
    if (s.tipoEntrega === 'RETIRADA' && loja === null) return { ok: false, erro: TEXTOS_CHECKOUT.escolhaLoja };
    if (s.forma === null) return { ok: false, erro: TEXTOS_CHECKOUT.escolhaEntrega };
    if (s.forma.agendamento.length > 0 && s.data === null) return { ok: false, erro: TEXTOS_CHECKOUT.escolhaData };
    if (s.idformapagto === null) return { ok: false, erro: TEXTOS_CHECKOUT.escolhaPagamento };
    if (s.observacao.length > MAX_ANOTACOES)
      return { ok: false, erro: TEXTOS_CHECKOUT.observacaoLonga.replace('{n}', String(MAX_ANOTACOES)) };
    if (s.numPedidoCliente.length > MAX_NUM_PEDIDO)
      return { ok: false, erro: TEXTOS_CHECKOUT.numeroLongo.replace('{n}', String(MAX_NUM_PEDIDO)) };
    if (!s.caracteristicas.ok) return { ok: false, erro: s.caracteristicas.erros[0]!.mensagem };
    const corpo: CorpoPedido = {
      idfornecedor: s.fornecedor.idfornecedor,
      itens: s.lines.map((l) => ({
        id: l.produto.id,
        quantidade: l.quantidadeMilesimos / 1000,
        embalarParaPresente: l.embalarParaPresente,
      })),
      ...(s.observacao.trim() ? { anotacoes: s.observacao } : {}),
      ...(s.numPedidoCliente.trim() ? { numPedidoCliente: s.numPedidoCliente } : {}),
      cupom: s.cupom?.codigoCupom ?? null,
      tipoEntrega: s.tipoEntrega,
      formaEntrega: { idformaentrega: s.forma.idformaentrega, data_de_entrega: s.data },
      enderecoentrega: s.tipoEntrega === 'DELIVERY' && s.idendereco !== null ? { idendereco: s.idendereco } : null,
      lojaRetira:
        s.tipoEntrega === 'RETIRADA' && loja
          ? {
              idloja: loja.idloja,
              nome: loja.nome,
              descricao_endereco_loja: loja.descricao_endereco_loja,
              coordenadas_loja: loja.coordenadas_loja,
            }
          : null,
      idtipoassinatura: s.idtipoassinatura,
      formaPagamento: { idformapagto: s.idformapagto, quantParcelas: s.quantParcelas, temForma: true },
      canalVenda: 'WEB',
      ...(s.caracteristicas.valores.length > 0 ? { caracteristicas: s.caracteristicas.valores } : {}),
    };
    return { ok: true, corpo };
  },
);

// ---- card sandbox (issue 13, item 4) ----
/** A card as typed: it lives in the form and in this event only, never in a store (nor persisted). */
export interface CartaoDigitado {
  numero: string;
  nome: string;
  mes: number;
  ano: number;
  cvv: string;
}
/** What is kept of a validated card: its brand, last four digits and the provider's environment. */
export interface CartaoValidado {
  bandeira: string;
  ultimos4: string;
  ambiente: 'testes' | 'producao';
}
export const cardSubmitted = createEvent<CartaoDigitado>();
export const $cartaoValidado = createStore<CartaoValidado | null>(null);
export const $erroCartao = createStore<string | null>(null);
const tokenizarCartaoFx = attach({
  source: { api: $api, cliente: $cliente, fornecedor: $fornecedor },
  effect: async ({ api, cliente, fornecedor }, cartao: CartaoDigitado) => {
    if (!cliente || !fornecedor) throw new Error(PRECISA_LOGIN);
    return requestData(
      requireApi(api).v4.POST('/v4/payment-sdk/generate-token', {
        body: { idfornecedor: fornecedor.idfornecedor, ...cartao },
        headers: { authorization: `Bearer ${cliente.token}` },
      }),
    );
  },
});
export const $validandoCartao = tokenizarCartaoFx.pending;
sample({ clock: cardSubmitted, target: tokenizarCartaoFx });
$cartaoValidado
  .on(tokenizarCartaoFx.doneData, (_, r) => ({ bandeira: r.bandeira, ultimos4: r.ultimos4, ambiente: r.ambiente }))
  .reset(tokenizarCartaoFx, paymentMethodChosen);
$erroCartao
  .on(tokenizarCartaoFx.failData, (_, e) => mensagem(e, 'Não foi possível validar o cartão. Tente novamente.'))
  .reset(tokenizarCartaoFx, paymentMethodChosen);

/** A new Idempotency-Key (browser: crypto.randomUUID). */
export const novaChaveFx = createEffect((): string => globalThis.crypto.randomUUID());

const submeterFx = attach({
  source: { api: $api, cliente: $cliente },
  effect: async ({ api, cliente }, envio: Envio): Promise<RespostaPedido> => {
    if (!cliente) throw new Error(PRECISA_LOGIN);
    return requestData(
      requireApi(api).v2.POST('/v2/app/{auth}/usuario/{idcliente}/pedido', {
        params: {
          path: { auth: cliente.token, idcliente: cliente.idcliente },
          header: { 'Idempotency-Key': envio.chave },
        },
        body: envio.corpo,
      }),
    );
  },
});
const duplicidadeFx = attach({
  source: { api: $api, cliente: $cliente },
  effect: async ({ api, cliente }, corpo: CorpoPedido) => {
    if (!cliente) throw new Error(PRECISA_LOGIN);
    return requestData(
      requireApi(api).v2.POST('/v2/app/{auth}/usuario/{idcliente}/pedido/duplicidade', {
        params: { path: { auth: cliente.token, idcliente: cliente.idcliente } },
        body: corpo,
      }),
    );
  },
});

/** A submit (with its duplicate check) is on its way: the button waits. */
export const $enviando = combine(
  novaChaveFx.pending,
  submeterFx.pending,
  duplicidadeFx.pending,
  (a, b, c) => a || b || c,
);
/** The key of the last attempt and the body it was made for: a retry of the same body reuses it. */
const $tentativa = createStore<Envio | null>(null);

// Anonymous: the login, with the spec's message.
sample({
  clock: pedidoSubmitted,
  source: $cliente,
  filter: (c) => c === null,
  fn: () => PRECISA_LOGIN,
  target: loginOpened,
});
const tentativa = sample({
  clock: pedidoSubmitted,
  source: { cliente: $cliente, enviando: $enviando },
  filter: ({ cliente, enviando }) => cliente !== null && !enviando,
});
$tentouEnviar.on(tentativa, () => true);
sample({
  clock: tentativa,
  source: $corpoPedido,
  filter: (c) => !c.ok,
  fn: (c) => (c.ok ? null : c.erro),
  target: $erroEnvio,
});
const corpoPronto = sample({
  clock: tentativa,
  source: $corpoPedido,
  filter: (c) => c.ok,
  fn: (c) => (c.ok ? c.corpo : (null as never)),
});
$erroEnvio.reset(corpoPronto);
const mesmaTentativa = (t: Envio | null, corpo: CorpoPedido) =>
  t !== null && JSON.stringify(t.corpo) === JSON.stringify(corpo);
sample({
  clock: corpoPronto,
  source: $tentativa,
  filter: (t, corpo) => mesmaTentativa(t, corpo),
  fn: (t, corpo) => ({ corpo, chave: (t as Envio).chave }),
  target: submeterFx,
});
const precisaChave = sample({
  clock: corpoPronto,
  source: $tentativa,
  filter: (t, corpo) => !mesmaTentativa(t, corpo),
  fn: (_, corpo) => corpo,
});
const $corpoAguardandoChave = createStore<CorpoPedido | null>(null).on(precisaChave, (_, c) => c);
sample({ clock: precisaChave, target: novaChaveFx });
sample({
  clock: novaChaveFx.doneData,
  source: $corpoAguardandoChave,
  filter: Boolean,
  fn: (corpo, chave): Envio => ({ corpo, chave }),
  target: [$tentativa, submeterFx],
});

$pedidoSubmetido.on(submeterFx.doneData, (_, r) => r).reset(submissionSeen);
sample({ clock: $pedidoSubmetido, filter: (r): r is RespostaPedido => r !== null, target: $ultimaSubmissao });
$tentativa.reset(submeterFx.done);
// The order went: the next one starts with fresh answers.
$respostasCaracteristicas.reset(submeterFx.done);
$tentouEnviar.reset(submeterFx.done);
sample({ clock: submeterFx.done, target: cartCleared });

const falhou = sample({
  clock: submeterFx.fail,
  filter: ({ error }) => !(error instanceof ApiError && error.status === 401),
});
const duplicadoDoServidor = (e: unknown) => e instanceof ApiError && e.codigo === 'pedido.duplicado';
sample({
  clock: falhou,
  fn: ({ error }) =>
    duplicadoDoServidor(error)
      ? mensagem(error, TEXTOS_CHECKOUT.duplicado)
      : mensagemErroSubmissao(error instanceof ApiError ? error.mensagem : String(error.message), itensDoErro(error)),
  target: $erroEnvio,
});
// Any other refusal (or no answer at all): was the order made after all?
sample({
  clock: falhou,
  filter: ({ error }) => !duplicadoDoServidor(error),
  fn: ({ params }) => params.corpo,
  target: duplicidadeFx,
});
sample({
  clock: duplicidadeFx.doneData,
  filter: (r) => r.duplicado && r.numpedido !== null,
  fn: (r): RespostaPedido => ({
    numpedido: r.numpedido as number,
    status: 'ENVIADO',
    totalpedido: 0,
    taxaentrega: 0,
    dadospedido: { cupom: null },
    mensagemSucesso: TEXTOS_CHECKOUT.duplicado,
  }),
  target: $pedidoSubmetido,
});
sample({
  clock: duplicidadeFx.doneData,
  filter: (r) => r.duplicado && r.numpedido !== null,
  fn: () => undefined,
  target: cartCleared,
});
$tentativa.reset(duplicidadeFx.done.filter({ fn: ({ result }) => result.duplicado }));

// ---- resets ----
for (const store of [
  $respostasCaracteristicas,
  $tentouEnviar,
  $idendereco,
  $formasEntrega,
  $lojas,
  $idformaentrega,
  $dataEntrega,
  $idloja,
  $erroEntrega,
  $formasPagamento,
  $idformapagto,
  $erroEnvio,
  $tentativa,
  $erroPagamento,
  $checkoutAberto,
  $jaProntas,
  $conteudoCarregado,
  $tipoDasFormasEntrega,
]) {
  store.reset([loggedOut, sessionExpired]);
}
$estadoEntrega.reset([loggedOut, sessionExpired]);

export const checkoutSlice: ModelSlice = { name: 'checkout' };
