/**
 * The delivery (spec section 4 'Delivery type' and 'Delivery options'): the type starts from the
 * supplier's tags (engine/rules/delivery); the client's addresses load (the addresses slice; the
 * auto-selection rule or the primary one is chosen); the options (GET
 * /v4/app/{auth}~{id}/formas-entrega/{idfornecedor}) load for the chosen address (DELIVERY) or the
 * stores (RETIRADA): loading, then success (the first option active with its first date) or error
 * (the message in a dialog, `$erroEntrega`, spec section 8). While the checkout is open, a change of
 * the cart refreshes the options and their dates (spec section 9: 500 ms after the last change,
 * then 2000 ms more, so the cart's save, debounced 1000 ms, reaches the server first), keeping the
 * option and date chosen when they are still offered.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { tiposEntrega, type TipoEntrega } from '../../rules/delivery';
import { toCentavos } from '../../rules/money';
import { enderecoAutoSelecionado } from '../../rules/stores';
import { $enderecos, addressesPageShown, type Endereco } from '../addresses';
import { $cartLines, cartCleared, PRECISA_LOGIN, type CartLine } from '../cart';
import { debounce } from '../lib/debounce';
import { createApiEffect, notExpired } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { $perfil, loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { checkoutStarted } from './opened';
import { $erroPagamento, $formasPagamento, $idformapagto } from './payment';
import { mensagem, TEXTOS_CHECKOUT, type EstadoEntrega, type FormaEntrega, type LojaRetirada } from './texts';

export const deliveryTypeChosen = createEvent<TipoEntrega>();
export const addressChosen = createEvent<number>();
export const deliveryMethodChosen = createEvent<number>();
export const deliveryDateChosen = createEvent<string>();
export const storeChosen = createEvent<number>();
export const deliveryErrorClosed = createEvent();

export const $tiposEntrega = $fornecedor.map((f) => tiposEntrega(f?.tags ?? []));
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
export const $formaEntregaAtiva = combine(
  $formasEntrega,
  $idformaentrega,
  (formas, id) => formas.find((f) => f.idformaentrega === id) ?? null,
);
/** The delivery fee of the active option, centavos (0 for none). */
export const $taxaEntregaCentavos = $formaEntregaAtiva.map((f) => (f ? toCentavos(f.taxaEntrega) : 0));

// ---- delivery type ----
sample({
  clock: checkoutStarted,
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
sample({ clock: checkoutStarted, source: $cliente, filter: Boolean, fn: () => undefined, target: addressesPageShown });
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
  /** A refresh after a cart change: the choice is kept when still offered. */
  atualizacao?: true;
}

/** Spec section 9: 'Delivery slots refresh 500 ms plus a 2000 ms delay'. */
export const AGENDAMENTOS_DEBOUNCE_MS = 500;
export const AGENDAMENTOS_ATRASO_MS = 2000;
const carregarEntregaFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor, idformapagamento: $idformapagto },
  needs: ['cliente', 'fornecedor'],
  missing: PRECISA_LOGIN,
  request: ({ api, cliente, fornecedor, idformapagamento }, pedido: PedidoOpcoes) =>
    api.v4.GET('/v4/app/{authCliente}/formas-entrega/{idfornecedor}', {
      params: {
        path: { authCliente: `${cliente.token}~${cliente.idcliente}`, idfornecedor: fornecedor.idfornecedor },
        query: {
          tipoEntrega: pedido.tipoEntrega,
          ...(pedido.idendereco === null ? {} : { idendereco: pedido.idendereco }),
          ...(idformapagamento === null ? {} : { idformapagamento }),
        },
      },
    }),
});
const $pedidoOpcoes = combine($tipoEntrega, $idendereco, (tipoEntrega, idendereco): PedidoOpcoes | null =>
  tipoEntrega === 'RETIRADA'
    ? { tipoEntrega, idendereco: null }
    : idendereco === null
      ? null
      : { tipoEntrega, idendereco },
);
const $checkoutAberto = createStore(false).on(checkoutStarted, () => true);
/**
 * The options are asked once the payment methods have answered, so the question carries the method
 * chosen (`idformapagamento`) whatever answers first: the same question on the server and in the
 * browser, whose preparation is answered from the server's recorded answers (src/app/api-replay.ts).
 */
const $paymentAnswered = combine($formasPagamento, $erroPagamento, (formas, erro) => formas !== null || erro !== null);
sample({
  clock: [checkoutStarted, $pedidoOpcoes, $paymentAnswered],
  source: { pedido: $pedidoOpcoes, aberto: $checkoutAberto, cliente: $cliente, pagamento: $paymentAnswered },
  filter: ({ pedido, aberto, cliente, pagamento }) => pedido !== null && aberto && cliente !== null && pagamento,
  fn: ({ pedido }) => pedido as PedidoOpcoes,
  target: carregarEntregaFx,
});

// ---- the refresh after a cart change (spec section 9) ----
/**
 * What the server works the options out from besides the address: the cart's lines (product,
 * quantity, gift wrap, combo, attendant's price) and the payment method. A refresh is due only when
 * it differs from what the last question was asked with: a load's answer that brings the same cart
 * (the cart page's load as it opens, the 15 s poll, the payment variance's reload for the method the
 * options already carry) asks nothing again. Nor does it start the timers, which the page's
 * preparation (src/app/route-models.ts) would wait for before the server renders the page.
 */
function optionsCartKey(lines: CartLine[], idformapagamento: number | null): string {
  return JSON.stringify([
    idformapagamento,
    lines.map((l) => [
      l.produto.id,
      l.quantidadeMilesimos,
      l.embalarParaPresente,
      l.idcombo ?? null,
      l.precoAtendenteCentavos,
    ]),
  ]);
}
const $cartOfLastRequest = createStore<string | null>(null);
sample({
  clock: carregarEntregaFx,
  source: { lines: $cartLines, idformapagamento: $idformapagto },
  fn: ({ lines, idformapagamento }) => optionsCartKey(lines, idformapagamento),
  target: $cartOfLastRequest,
});
/** The cart (and the method) now differs from the one the last options were asked with. */
const cartChangedSince = (lines: CartLine[], idformapagamento: number | null, asked: string | null): boolean =>
  asked !== null && optionsCartKey(lines, idformapagamento) !== asked;
const cartDiffers = sample({
  clock: $cartLines.updates,
  source: { aberto: $checkoutAberto, idformapagamento: $idformapagto, asked: $cartOfLastRequest },
  filter: ({ aberto, idformapagamento, asked }, lines) => aberto && cartChangedSince(lines, idformapagamento, asked),
  fn: () => undefined,
});
const cartSettled = debounce(cartDiffers, AGENDAMENTOS_DEBOUNCE_MS);
const slotsRefreshDelayFx = createEffect(
  () =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, AGENDAMENTOS_ATRASO_MS);
    }),
);
sample({
  clock: cartSettled,
  source: $checkoutAberto,
  filter: Boolean,
  fn: () => undefined,
  target: slotsRefreshDelayFx,
});
// Not while the options are being asked anyway (another address, another kind): that answer is the
// one the page waits for, and a refresh sent after it would keep the options disabled until its own.
sample({
  clock: slotsRefreshDelayFx.done,
  source: {
    pedido: $pedidoOpcoes,
    aberto: $checkoutAberto,
    cliente: $cliente,
    pagamento: $paymentAnswered,
    estado: $estadoEntrega,
    lines: $cartLines,
    idformapagamento: $idformapagto,
    asked: $cartOfLastRequest,
  },
  filter: ({ pedido, aberto, cliente, pagamento, estado, lines, idformapagamento, asked }) =>
    pedido !== null &&
    aberto &&
    cliente !== null &&
    pagamento &&
    estado !== 'carregando' &&
    cartChangedSince(lines, idformapagamento, asked),
  fn: ({ pedido }): PedidoOpcoes => ({ ...(pedido as PedidoOpcoes), atualizacao: true }),
  target: carregarEntregaFx,
});

/** Only the answer to the latest question counts (an older, slower one is dropped). */
const $ultimoPedidoOpcoes = createStore<PedidoOpcoes | null>(null).on(carregarEntregaFx, (_, p) => p);
const respostaAtual = sample({
  clock: carregarEntregaFx.done,
  source: $ultimoPedidoOpcoes,
  filter: (ultimo, { params }) => ultimo === params,
  fn: (_, { params, result }) => ({ ...result, manterEscolha: params.atualizacao === true }),
});
const falhaAtual = sample({
  clock: carregarEntregaFx.fail,
  source: $ultimoPedidoOpcoes,
  filter: (ultimo, { params, error }) => ultimo === params && notExpired(error),
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
  // A refresh keeps the options on screen until its answer.
  .on(carregarEntregaFx, (estado, pedido) => (pedido.atualizacao && estado === 'pronto' ? estado : 'carregando'))
  .on(respostaAtual, () => 'pronto')
  .on(falhaAtual, () => 'erro');
$formasEntrega.on(respostaAtual, (_, r) => r.formasEntrega).on(falhaAtual, () => []);
$lojas.on(respostaAtual, (_, r) => r.lojas).on(falhaAtual, () => []);
// Success: the first option active with its first date (spec section 4 'Delivery options'); a
// refresh keeps the option and the date chosen while they are still offered.
const formaMantida = (r: { formasEntrega: FormaEntrega[]; manterEscolha: boolean }, id: number | null) =>
  (r.manterEscolha ? r.formasEntrega.find((f) => f.idformaentrega === id) : undefined) ?? r.formasEntrega[0];
const escolhaAposResposta = sample({
  clock: respostaAtual,
  source: { id: $idformaentrega, data: $dataEntrega },
  fn: ({ id, data }, r) => {
    const forma = formaMantida(r, id);
    return {
      id: forma?.idformaentrega ?? null,
      data:
        r.manterEscolha && data !== null && forma?.agendamento.includes(data) ? data : (forma?.agendamento[0] ?? null),
    };
  },
});
$idformaentrega.on(escolhaAposResposta, (_, e) => e.id).on(falhaAtual, () => null);
$dataEntrega.on(escolhaAposResposta, (_, e) => e.data).on(falhaAtual, () => null);
$idloja.on(respostaAtual, (atual, r) =>
  r.lojas.some((l) => l.idloja === atual) ? atual : (r.lojas[0]?.idloja ?? null),
);
$tipoEntrega.on(respostaAtual, (atual, r) => r.tipoEntrega ?? atual);
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

for (const store of [
  $idendereco,
  $formasEntrega,
  $lojas,
  $idformaentrega,
  $dataEntrega,
  $idloja,
  $erroEntrega,
  $tipoDasFormasEntrega,
  $estadoEntrega,
]) {
  store.reset([loggedOut, sessionExpired]);
}
// An order sent (its cart cleared) closes the checkout: the empty cart asks no options again; the
// cart page opens it anew.
for (const store of [$checkoutAberto, $cartOfLastRequest]) store.reset([loggedOut, sessionExpired, cartCleared]);
