/**
 * The cart's behaviour (spec section 4 "Cart", section 5 cart rules, section 9 "Cart save
 * 1000 ms"), loaded with the first cart action or the cart screens:
 * - `quantityChanged({ produto, acao, valor })` applies INC, DEC, DEL or SET with the one quantity
 *   core (engine/rules/quantity-action); a line at 0 leaves the cart; lines stay sorted by name;
 * - `giftWrapToggled(id)` flips the line's gift wrap (only when the product permits it);
 * - the toasts 'Produto adicionado ao carrinho!' and 'Produto removido do carrinho!' follow the
 *   line count;
 * - a logged-in client's cart is saved 1000 ms after the last change (POST .../cart) and loaded
 *   with `cartLoadRequested` (GET .../cart); the server's answer (corrected quantities, today's
 *   prices) replaces the lines. A visitor's cart stays in the browser and is merged into the
 *   client's cart after login ("After login, the cart they built is kept");
 * - `$totais`: the cart's totals with the one pricing core (engine/rules/pricing), so the panel,
 *   the page and the server agree to the centavo;
 * - a locked cart (bloqueio_atendimento) is read-only: a change opens `$bloqueioAberto` instead,
 *   whose unlock (`unlockRequested`) forces the release on the server;
 * - the cart resets on logout, on a dead session and on `cartCleared`.
 */
import { TAG_IGNORE_PRODUCT_MULTIPLE, hasTag } from '../../rules/tags';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v2';
import { ApiError, requestData } from '../../api';
import { couponLineShares, discountFromCoupon } from '../../rules/coupon';
import { toCentavos } from '../../rules/money';
import {
  cartTotals,
  linePriceFromProduct,
  lineTotal,
  type CartLineInput,
  type CartTotals,
  type Discount,
  type LineTotal,
  type PricingContext,
} from '../../rules/pricing';
import { toMilesimos } from '../../rules/quantity';
import { hasStockControl } from '../../rules/stock';
import {
  applyQuantityAction,
  canIncrease,
  increaseStopReason,
  quantityLimitsFromProduct,
  type QuantityAction,
} from '../../rules/quantity-action';
import { $api, requireApi } from '../app';
import { debounce } from '../lib/debounce';
import { loginOpened } from '../login';
import { $session, loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import type { Produto } from '../types';
import { $cartLines, MAX_LINHAS, type CartLine } from './index';

type Carrinho = components['schemas']['Carrinho'];
type AvisoCarrinho = components['schemas']['AvisoCarrinho'];
export type CupomCarrinho = components['schemas']['CupomCarrinho'];
export type AssinaturasCarrinho = components['schemas']['AssinaturasCarrinho'];

export const ADICIONADO = 'Produto adicionado ao carrinho!';
export const REMOVIDO = 'Produto removido do carrinho!';
/** Spec section 5: "Cart save requires idcliente, else the error". */
export const ERRO_SALVAR = 'Não foi possivel salvar o carrinho';
/** Spec section 5: an anonymous purchase attempt. */
export const PRECISA_LOGIN = 'Para continuar a sua compra você precisa estar logado.';
export const SALVAR_APOS_MS = 1000;
/** The server's limits (openapi RequisicaoSalvarCarrinho). */
export const MAX_OBSERVACAO = 2000;
export const MAX_NUM_PEDIDO_CLIENTE = 60;

/** Supplier tag: the product's multiple is not enforced. */

export interface QuantityChange {
  produto: Produto;
  acao: QuantityAction;
  /** For SET: the typed quantity in the product's unit (1.5). */
  valor?: number;
}

export const quantityChanged = createEvent<QuantityChange>();
/** 'Adicionar ao carrinho' (a product card, the product page): one step in, then the side panel opens. */
export const addToCartClicked = createEvent<Produto>();
/** The cart page's observations and the customer's own order number: kept, then saved with the cart. */
export const noteChanged = createEvent<string>();
export const clientePedidoNumberChanged = createEvent<string>();
/** The cart page's subscription choice (`idtipoassinatura`; 0: a one-off order): saved with the cart. */
export const subscriptionTypeChosen = createEvent<number>();
/** Several changes at once (quick order): one cart update, one toast, one save. */
export const quantitiesChanged = createEvent<QuantityChange[]>();
export const giftWrapToggled = createEvent<number>();
export const cartCleared = createEvent();
export const cartLoadRequested = createEvent();
/** 'FINALIZAR COMPRA': needs a logged-in client (else the login opens with the spec's message). */
export const checkoutRequested = createEvent();
export const lockNoticeClosed = createEvent();
export const toastDismissed = createEvent();
/**
 * The cart side panel (spec section 2), opened by the header's cart button (blocks/shared/cart-ui
 * loads with the first click) and after adding a product.
 */
export const cartPanelOpened = createEvent();
export const cartPanelClosed = createEvent();
export const $cartPanelOpen = createStore(false)
  .on(cartPanelOpened, () => true)
  .reset(cartPanelClosed);
export const $toast = createStore<string | null>(null);
/** The lock notice's unlock button: the customer forces the release (the attendant prices go). */
export const unlockRequested = createEvent();

export const $avisos = createStore<AvisoCarrinho[]>([]);
export const $erro = createStore<string | null>(null);
export const $bloqueado = createStore(false);
export const $bloqueioAberto = createStore(false).reset(lockNoticeClosed);
export const $observacao = createStore('');
export const $numPedidoCliente = createStore('');
/**
 * The coupon in the cart's total (the server's last answer, or the manual coupon just accepted by
 * ./coupon.ts until the save answers); never persisted (spec section 4: coupon data is blanked).
 */
export const $cupomCarrinho = createStore<CupomCarrinho | null>(null);
/** The last automatic coupon the server applied (what a manual coupon must not be worse than). */
export const $cupomAutomatico = createStore<CupomCarrinho | null>(null);
/** The manual coupon code sent with each save (spec section 3 `codigoCupom`); null: none. */
export const $codigoCupom = createStore<string | null>(null);

/** The subscription types the cart may choose from (the server's answer; none: no choice shown). */
export const $assinaturas = createStore<AssinaturasCarrinho | null>(null);
/** The type the cart carries (spec `assinaturaSelecionada`): the choice not yet saved, else the server's. */
export const $idtipoassinatura = createStore<number | null>(null);
/**
 * The payment method whose price variance the cart's prices carry (spec section 7 cart query
 * `idformapagamento`; support-price-variance-by-payment): set by the checkout when the chosen
 * method has an adjustment, so the lines and totals shown are the server's. null: none.
 */
export const $idformapagamento = createStore<number | null>(null);
/** That method's variance in basis points (-300: 3 % off), which the pricing core applies here as on the server. */
export const $ajustePagamento = createStore(0);
/**
 * The checkout chose a payment method with a price variance (or one without: null): the browser's
 * totals take it (PricingContext.ajustePagamento) and the cart reloads with it.
 */
export const carrinhoPaymentMethodSet = createEvent<{
  idformapagamento: number;
  ajustePontosBase: number;
} | null>();
/**
 * Items put into the cart by id (an order's 'Repetir itens'): added to the lines already there
 * and saved at once; the server's answer (its products, quantities corrected by the rules) becomes
 * the cart. A visitor has no saved cart, so nothing happens for one.
 */
export const itemsAdded = createEvent<{ id: number; quantidade: number }[]>();
/** The choice to send with the next save (null: leave it as it is). */
const $tipoAssinaturaPendente = createStore<number | null>(null);
/** The server's recurrence notice (`meta_info.recorrencia.mensagem`), when the cart is a subscription. */
export const $recorrencia = createStore<string | null>(null);

/** The pricing core's discount of a cart coupon. */
export function discountOfCupom(cupom: CupomCarrinho | null): Discount | null {
  if (cupom === null || cupom.codigoCupom === null) return null;
  return discountFromCoupon({
    tipodesconto: cupom.tipoDesconto,
    valor: cupom.tipoDesconto === '%' ? cupom.valorDescontoPercentual : cupom.valorDescontoAbsoluto,
    produtosComDesconto: cupom.produtosComDesconto,
    nao_usar_com_politica: cupom.nao_usar_com_politica,
  });
}

export const $ignorarMultiplo = $fornecedor.map((f) => hasTag(f?.tags, TAG_IGNORE_PRODUCT_MULTIPLE));
const $controleEstoque = $fornecedor.map((f) => hasStockControl(f?.tags));

function lineInput(line: CartLine): CartLineInput | null {
  const preco = linePriceFromProduct({
    ...line.produto,
    precoatendente: line.precoAtendenteCentavos === null ? null : line.precoAtendenteCentavos / 100,
  });
  return preco === null
    ? null
    : {
        id: String(line.produto.id),
        quantidade: line.quantidadeMilesimos,
        preco,
        embalarParaPresente: line.embalarParaPresente,
      };
}

/** One line's unit price and total (the pricing core), or null while its price is hidden. */
export function lineTotalOf(line: CartLine, context: PricingContext): LineTotal | null {
  const input = lineInput(line);
  return input === null ? null : lineTotal(input, context);
}

/** The lines as the pricing core reads them, or null while any line's price is hidden. */
export const $linhasPreco = $cartLines.map((lines): CartLineInput[] | null => {
  const inputs = lines.map(lineInput);
  return inputs.some((i) => i === null) ? null : (inputs as CartLineInput[]);
});
export const $contextoPreco = combine(
  $ignorarMultiplo,
  $ajustePagamento,
  (ignorarMultiplo, ajustePagamento): PricingContext => ({ ignorarMultiplo, ajustePagamento }),
);

/** The totals with the cart's coupon (its discount is the pricing core's), or null while any line's price is hidden. */
export const $totais = combine(
  $linhasPreco,
  $contextoPreco,
  $cupomCarrinho,
  (inputs, context, cupom): CartTotals | null =>
    inputs === null ? null : cartTotals(inputs, context, discountOfCupom(cupom)),
);

/**
 * The coupon's discount on each line (centavos, aligned with `$totais.linhas`) when the coupon asks
 * for it to be shown (`habilitarVisualizacaoDesconto`); null otherwise.
 */
export const $descontosPorLinha = combine($totais, $cupomCarrinho, (totais, cupom): number[] | null =>
  totais === null || cupom === null || !cupom.habilitarVisualizacaoDesconto
    ? null
    : couponLineShares(totais, discountOfCupom(cupom)),
);

export function sortLines(lines: readonly CartLine[]): CartLine[] {
  return [...lines].sort(
    (a, b) => a.produto.nome.localeCompare(b.produto.nome, 'pt-BR') || a.produto.id - b.produto.id,
  );
}

/** One action on the lines: replaces the product's line, drops lines at 0, sorts by name. */
export function applyChange(lines: readonly CartLine[], change: QuantityChange, controleEstoque: boolean): CartLine[] {
  const limits = quantityLimitsFromProduct(change.produto, controleEstoque);
  const atual = lines.find((l) => l.produto.id === change.produto.id);
  const quantidade = applyQuantityAction(
    atual?.quantidadeMilesimos ?? 0,
    change.acao,
    limits,
    change.valor === undefined ? 0 : toMilesimos(change.valor),
  );
  const outras = lines.filter((l) => l.produto.id !== change.produto.id);
  if (quantidade === 0) return sortLines(outras);
  const linha: CartLine = {
    produto: change.produto,
    quantidadeMilesimos: quantidade,
    embalarParaPresente: atual?.embalarParaPresente ?? false,
    precoAtendenteCentavos: atual?.precoAtendenteCentavos ?? null,
  };
  return sortLines([...outras, linha].slice(-MAX_LINHAS));
}

/** Whether + is enabled for a product in this cart, and why it stops. */
export function increaseState(lines: readonly CartLine[], produto: Produto, controleEstoque: boolean) {
  const limits = quantityLimitsFromProduct(produto, controleEstoque);
  const atual = lines.find((l) => l.produto.id === produto.id)?.quantidadeMilesimos ?? 0;
  return { pode: canIncrease(atual, limits), motivo: increaseStopReason(atual, limits) };
}

export function linesFromCarrinho(carrinho: Carrinho): CartLine[] {
  return sortLines(
    carrinho.produtosSelecionados.map(
      ({
        quantidade,
        embalarParaPresente,
        precoatendente,
        precoUnitario: _u,
        origemPreco: _o,
        totalItem: _t,
        ...produto
      }) => ({
        produto,
        quantidadeMilesimos: toMilesimos(quantidade),
        embalarParaPresente,
        precoAtendenteCentavos: precoatendente === null ? null : toCentavos(precoatendente),
      }),
    ),
  );
}

// ---- changes ----

sample({
  clock: addToCartClicked,
  fn: (produto): QuantityChange => ({ produto, acao: 'INC' }),
  target: quantityChanged,
});
sample({
  clock: addToCartClicked,
  source: $bloqueado,
  filter: (bloqueado) => !bloqueado,
  fn: () => undefined,
  target: cartPanelOpened,
});

const changeAccepted = sample({
  clock: quantityChanged,
  source: $bloqueado,
  filter: (bloqueado) => !bloqueado,
  fn: (_, change) => change,
});
sample({ clock: quantityChanged, source: $bloqueado, filter: Boolean, fn: () => true, target: $bloqueioAberto });
sample({ clock: giftWrapToggled, source: $bloqueado, filter: Boolean, fn: () => true, target: $bloqueioAberto });
sample({ clock: quantitiesChanged, source: $bloqueado, filter: Boolean, fn: () => true, target: $bloqueioAberto });

const linesChanged = createEvent<CartLine[]>();
sample({
  clock: changeAccepted,
  source: { lines: $cartLines, controleEstoque: $controleEstoque },
  fn: ({ lines, controleEstoque }, change) => applyChange(lines, change, controleEstoque),
  target: linesChanged,
});
sample({
  clock: quantitiesChanged,
  source: { lines: $cartLines, controleEstoque: $controleEstoque, bloqueado: $bloqueado },
  filter: ({ bloqueado }, changes) => !bloqueado && changes.length > 0,
  fn: ({ lines, controleEstoque }, changes) =>
    changes.reduce<CartLine[]>((acc, change) => applyChange(acc, change, controleEstoque), [...lines]),
  target: linesChanged,
});
sample({
  clock: giftWrapToggled,
  source: { lines: $cartLines, bloqueado: $bloqueado },
  filter: ({ bloqueado }) => !bloqueado,
  fn: ({ lines }, id) =>
    lines.map((l) =>
      l.produto.id === id && l.produto.permite_embalagem ? { ...l, embalarParaPresente: !l.embalarParaPresente } : l,
    ),
  target: linesChanged,
});

// The toasts follow the line count.
$toast.reset(toastDismissed);
sample({
  clock: linesChanged,
  source: $cartLines,
  filter: (antes, depois) => antes.length !== depois.length,
  fn: (antes, depois) => (depois.length > antes.length ? ADICIONADO : REMOVIDO),
  target: $toast,
});
sample({ clock: linesChanged, target: $cartLines });

// ---- saving (logged-in clients) and loading ----

const $cliente = $session.map((s) =>
  s.authenticated && s.idcliente > 0 ? { token: s.token, idcliente: s.idcliente } : null,
);

export const saveCartFx = attach({
  source: {
    api: $api,
    cliente: $cliente,
    fornecedor: $fornecedor,
    observacao: $observacao,
    numPedidoCliente: $numPedidoCliente,
    codigoCupom: $codigoCupom,
    idtipoassinatura: $tipoAssinaturaPendente,
    idformapagamento: $idformapagamento,
  },
  effect: async (
    { api, cliente, fornecedor, observacao, numPedidoCliente, codigoCupom, idtipoassinatura, idformapagamento },
    lines: CartLine[],
  ): Promise<Carrinho> => {
    if (!cliente || !fornecedor) throw new Error(ERRO_SALVAR);
    return requestData(
      requireApi(api).v2.POST('/v2/app/{authCliente}/usuario/{idcliente}/cart', {
        params: {
          path: { authCliente: `${cliente.token}~${cliente.idcliente}`, idcliente: cliente.idcliente },
          query: {
            idfornecedor: fornecedor.idfornecedor,
            canalVenda: 'WEB',
            ...(idtipoassinatura === null ? {} : { idtipoassinatura }),
            ...(idformapagamento === null ? {} : { idformapagamento }),
          },
        },
        body: {
          cartItens: lines.map((l) => ({
            id: l.produto.id,
            quantidade: l.quantidadeMilesimos / 1000,
            embalarParaPresente: l.embalarParaPresente,
          })),
          observacao,
          numPedidoCliente,
          ...(codigoCupom === null ? {} : { codigoCupom }),
        },
      }),
    );
  },
});

export const loadCartFx = attach({
  source: {
    api: $api,
    cliente: $cliente,
    fornecedor: $fornecedor,
    codigoCupom: $codigoCupom,
    idformapagamento: $idformapagamento,
  },
  effect: async ({ api, cliente, fornecedor, codigoCupom, idformapagamento }): Promise<Carrinho> => {
    if (!cliente || !fornecedor) throw new Error(ERRO_SALVAR);
    return requestData(
      requireApi(api).v2.GET('/v2/app/{authCliente}/usuario/{idcliente}/cart', {
        params: {
          path: { authCliente: `${cliente.token}~${cliente.idcliente}`, idcliente: cliente.idcliente },
          // The manual coupon applied stays in the reloaded total (never persisted: gone on the next visit).
          query: {
            idfornecedor: fornecedor.idfornecedor,
            canalVenda: 'WEB',
            ...(codigoCupom === null ? {} : { codigoCupom }),
            ...(idformapagamento === null ? {} : { idformapagamento }),
          },
        },
      }),
    );
  },
});

$observacao.on(noteChanged, (_, texto) => texto.slice(0, MAX_OBSERVACAO));
$numPedidoCliente.on(clientePedidoNumberChanged, (_, texto) => texto.slice(0, MAX_NUM_PEDIDO_CLIENTE));
$tipoAssinaturaPendente.on(subscriptionTypeChosen, (_, id) => id);
$idtipoassinatura.on(subscriptionTypeChosen, (_, id) => (id === 0 ? null : id));

// Only a client's changes start the save timer (a visitor's cart stays in the browser).
const clientCartChanged = sample({
  clock: [linesChanged, noteChanged, clientePedidoNumberChanged, subscriptionTypeChosen],
  source: $cliente,
  filter: (cliente) => cliente !== null,
  fn: () => undefined,
});
export const unlockCartFx = attach({
  source: { api: $api, cliente: $cliente, fornecedor: $fornecedor },
  effect: async ({ api, cliente, fornecedor }): Promise<Carrinho> => {
    if (!cliente || !fornecedor) throw new Error(ERRO_SALVAR);
    return requestData(
      requireApi(api).v2.POST('/v2/app/{authCliente}/usuario/{idcliente}/cart/desbloquear', {
        params: {
          path: { authCliente: `${cliente.token}~${cliente.idcliente}`, idcliente: cliente.idcliente },
          query: { idfornecedor: fornecedor.idfornecedor },
        },
      }),
    );
  },
});
sample({ clock: unlockRequested, target: unlockCartFx });
$bloqueioAberto.reset(unlockCartFx.done);

const saveDue = debounce(clientCartChanged, SALVAR_APOS_MS);
sample({
  clock: saveDue,
  source: { cliente: $cliente, lines: $cartLines },
  filter: ({ cliente }) => cliente !== null,
  fn: ({ lines }) => lines,
  target: saveCartFx,
});

sample({ clock: cartLoadRequested, source: $cliente, filter: (cliente) => cliente !== null, target: loadCartFx });

// A new payment variance: the cart's prices are the server's for it.
$ajustePagamento.on(carrinhoPaymentMethodSet, (_, forma) => forma?.ajustePontosBase ?? 0);
const formaPagamentoMudou = sample({
  clock: carrinhoPaymentMethodSet,
  source: $idformapagamento,
  filter: (atual, nova) => atual !== (nova?.idformapagamento ?? null),
  fn: (_, nova) => nova?.idformapagamento ?? null,
});
sample({ clock: formaPagamentoMudou, target: $idformapagamento });
sample({ clock: formaPagamentoMudou, fn: () => undefined, target: cartLoadRequested });

// ---- items by id ('Repetir itens' of an order) ----
export const addItemsFx = attach({
  source: {
    api: $api,
    cliente: $cliente,
    fornecedor: $fornecedor,
    lines: $cartLines,
    observacao: $observacao,
    numPedidoCliente: $numPedidoCliente,
    codigoCupom: $codigoCupom,
    idformapagamento: $idformapagamento,
  },
  effect: async (
    { api, cliente, fornecedor, lines, observacao, numPedidoCliente, codigoCupom, idformapagamento },
    itens: { id: number; quantidade: number }[],
  ): Promise<Carrinho> => {
    if (!cliente || !fornecedor) throw new Error(ERRO_SALVAR);
    const quantidades = new Map<number, { milesimos: number; embalar: boolean }>();
    for (const l of lines)
      quantidades.set(l.produto.id, { milesimos: l.quantidadeMilesimos, embalar: l.embalarParaPresente });
    for (const item of itens) {
      const atual = quantidades.get(item.id);
      quantidades.set(item.id, {
        milesimos: (atual?.milesimos ?? 0) + toMilesimos(item.quantidade),
        embalar: atual?.embalar ?? false,
      });
    }
    return requestData(
      requireApi(api).v2.POST('/v2/app/{authCliente}/usuario/{idcliente}/cart', {
        params: {
          path: { authCliente: `${cliente.token}~${cliente.idcliente}`, idcliente: cliente.idcliente },
          query: {
            idfornecedor: fornecedor.idfornecedor,
            canalVenda: 'WEB',
            ...(idformapagamento === null ? {} : { idformapagamento }),
          },
        },
        body: {
          cartItens: [...quantidades]
            .slice(0, MAX_LINHAS)
            .map(([id, q]) => ({ id, quantidade: q.milesimos / 1000, embalarParaPresente: q.embalar })),
          observacao,
          numPedidoCliente,
          ...(codigoCupom === null ? {} : { codigoCupom }),
        },
      }),
    );
  },
});
sample({
  clock: itemsAdded,
  source: $cliente,
  filter: (cliente, itens) => cliente !== null && itens.length > 0,
  fn: (_, itens) => itens,
  target: addItemsFx,
});

// After login, the visitor's lines join the client's cart (theirs win), then the cart is saved.
const loaded = sample({
  clock: loadCartFx.doneData,
  source: $cartLines,
  fn: (locais, carrinho) => {
    const doServidor = linesFromCarrinho(carrinho);
    const ids = new Set(doServidor.map((l) => l.produto.id));
    const novas = locais.filter((l) => !ids.has(l.produto.id));
    return {
      carrinho,
      lines: sortLines([...doServidor, ...novas]),
      mesclar: novas.length > 0 && !carrinho.bloqueio_atendimento,
    };
  },
});
sample({ clock: loaded, fn: ({ lines }) => lines, target: $cartLines });
sample({ clock: loaded, filter: ({ mesclar }) => mesclar, fn: ({ lines }) => lines, target: saveCartFx });

/** Every cart answer of the server (load, save, unlock). */
export const cartAnswered = sample({
  clock: [loadCartFx.doneData, saveCartFx.doneData, unlockCartFx.doneData, addItemsFx.doneData],
});
const answered = cartAnswered;
sample({
  clock: [saveCartFx.doneData, unlockCartFx.doneData, addItemsFx.doneData],
  fn: linesFromCarrinho,
  target: $cartLines,
});
$bloqueado.on(answered, (_, c) => c.bloqueio_atendimento);
$avisos.on(answered, (_, c) => c.avisos);
// Texts come back from a load only (a save's answer would overwrite what was typed while it ran),
// and only while nothing typed waits for its save (a load answering late, or the page's periodic
// reload, must not wipe what the customer is typing).
const $textosPorSalvar = createStore(false)
  .on([noteChanged, clientePedidoNumberChanged], () => true)
  .reset(saveCartFx.done);
const textosDoServidor = sample({
  clock: [loadCartFx.doneData, unlockCartFx.doneData],
  source: $textosPorSalvar,
  filter: (porSalvar) => !porSalvar,
  fn: (_, c) => c,
});
$observacao.on(textosDoServidor, (_, c) => c.observacao);
$numPedidoCliente.on(textosDoServidor, (_, c) => c.numPedidoCliente);
$cupomCarrinho.on(answered, (_, c) => c.cupom ?? null);
$assinaturas.on(answered, (_, c) => (c.assinaturas.tipos.length > 0 ? c.assinaturas : null));
// The notice follows the server's answers; a new choice clears it until its save answers.
$recorrencia.on(subscriptionTypeChosen, () => null);
sample({ clock: saveCartFx.doneData, fn: (c) => c.meta_info.recorrencia?.mensagem ?? null, target: $recorrencia });
sample({
  clock: [loadCartFx.doneData, unlockCartFx.doneData],
  source: $tipoAssinaturaPendente,
  filter: (pendente) => pendente === null,
  fn: (_, c) => c.meta_info.recorrencia?.mensagem ?? null,
  target: $recorrencia,
});
// Once a save carried the choice, the server's answer (with its fallback) is the cart's type again;
// a choice made while that save ran waits for the next one.
const $tipoAssinaturaEnviado = createStore<number | null>(null);
sample({ clock: saveCartFx, source: $tipoAssinaturaPendente, target: $tipoAssinaturaEnviado });
sample({
  clock: saveCartFx.done,
  source: { pendente: $tipoAssinaturaPendente, enviado: $tipoAssinaturaEnviado },
  filter: ({ pendente, enviado }) => pendente === enviado,
  fn: (_, { result }) => result.idtipoassinatura,
  target: $idtipoassinatura,
});
sample({
  clock: saveCartFx.done,
  source: { pendente: $tipoAssinaturaPendente, enviado: $tipoAssinaturaEnviado },
  fn: ({ pendente, enviado }) => (pendente === enviado ? null : pendente),
  target: $tipoAssinaturaPendente,
});
sample({
  clock: [loadCartFx.doneData, unlockCartFx.doneData],
  source: $tipoAssinaturaPendente,
  filter: (pendente) => pendente === null,
  fn: (_, c) => c.idtipoassinatura,
  target: $idtipoassinatura,
});
$cupomAutomatico.on(answered, (antes, c) =>
  c.cupom?.cupomAutomatico ? c.cupom : c.cupom?.codigoCupomAutomatico ? antes : null,
);
// The server refused the manual coupon (the cart changed and it is now worse, or it expired): dropped.
$codigoCupom.on(answered, (codigo, c) => (c.cupom?.erro ? null : codigo));
$erro.reset(answered);

function mensagemDe(error: unknown): string {
  return error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429 &&
    error.status !== 401
    ? error.mensagem
    : ERRO_SALVAR;
}
$erro.on([saveCartFx.failData, addItemsFx.failData], (_, error) => mensagemDe(error));
// A save refused because an attendant holds the cart: show the lock, reload the cart as it is.
sample({
  clock: saveCartFx.failData,
  filter: (e) => e instanceof ApiError && e.status === 423,
  fn: () => true,
  target: [$bloqueado, $bloqueioAberto],
});
sample({
  clock: saveCartFx.failData,
  filter: (e) => e instanceof ApiError && e.status === 423,
  target: cartLoadRequested,
});

// ---- checkout needs a client ----

export const checkoutAllowed = sample({
  clock: checkoutRequested,
  source: $cliente,
  filter: (cliente) => cliente !== null,
  fn: () => undefined,
});
sample({
  clock: checkoutRequested,
  source: $cliente,
  filter: (cliente) => cliente === null,
  fn: () => PRECISA_LOGIN,
  target: loginOpened,
});

// ---- resets ----

for (const store of [
  $cartLines,
  $avisos,
  $erro,
  $bloqueado,
  $bloqueioAberto,
  $observacao,
  $numPedidoCliente,
  $toast,
  $cupomCarrinho,
  $cupomAutomatico,
  $codigoCupom,
  $assinaturas,
  $idtipoassinatura,
  $tipoAssinaturaPendente,
  $recorrencia,
  $textosPorSalvar,
  $idformapagamento,
  $ajustePagamento,
]) {
  store.reset([loggedOut, sessionExpired, cartCleared]);
}
