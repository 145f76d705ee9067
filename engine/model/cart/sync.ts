/**
 * The cart and the server (spec section 9 "Cart save 1000 ms"): a logged-in client's cart is saved
 * 1000 ms after the last change (POST .../cart) and loaded with `cartLoadRequested` (GET .../cart);
 * the server's answer (corrected quantities, today's prices) replaces the lines. A visitor's cart
 * stays in the browser and is merged into the client's cart after login ("After login, the cart
 * they built is kept"). Items put in by id (an order's 'Repetir itens') are saved at once. What the
 * save sends besides the lines (notes, the manual coupon, the subscription choice, the payment
 * method's variance) is kept here; what the answers change in them is each concern's file.
 */
import { createEvent, createStore, sample } from 'effector';
import { ApiError } from '../../api';
import { toMilesimos } from '../../rules/quantity';
import { debounce } from '../lib/debounce';
import { createApiEffect } from '../lib/api-effect';
import { $cliente, type ClienteSessao } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { $cartLines, MAX_LINHAS, type CartLine } from './lines';
import { linesFromCarrinho, sortLines } from './line-rules';
import { ERRO_SALVAR, SALVAR_APOS_MS, type AvisoCarrinho } from './texts';

export const cartCleared = createEvent();
export const cartLoadRequested = createEvent();
/**
 * The cart page's preparation before it renders (src/app/route-models.ts, on the server and in the
 * browser before hydrating): the client's cart as the server has it, with nothing of the browser's
 * own lines merged in, so the browser's first render is the server's HTML. Lines the browser had
 * that the server's cart has not (a visitor's, after login) wait in `$linesToMerge` for the
 * page's own load, right after hydration, which merges and saves them.
 */
export const cartPreparationRequested = createEvent();
/**
 * The cart page is live (hydrated): the lines kept aside by its preparation may join the cart. Until
 * then every load (the checkout's payment variance reloads the cart during the preparation too)
 * takes the server's cart as it is.
 */
export const cartPageHydrated = createEvent();
/**
 * Items put into the cart by id (an order's 'Repetir itens'): added to the lines already there
 * and saved at once; the server's answer (its products, quantities corrected by the rules) becomes
 * the cart. A visitor has no saved cart, so nothing happens for one.
 */
export const itemsAdded = createEvent<{ id: number; quantidade: number }[]>();
/** Something a client's cart saves changed (the lines, the notes, the subscription choice). */
export const cartChanged = createEvent();

// ---- what the save sends besides the lines ----
export const $observacao = createStore('');
export const $numPedidoCliente = createStore('');
/** The manual coupon code sent with each save (spec section 3 `codigoCupom`); null: none. */
export const $codigoCupom = createStore<string | null>(null);
/** The subscription choice to send with the next save (null: leave it as it is). */
export const $tipoAssinaturaPendente = createStore<number | null>(null);
/**
 * The payment method whose price variance the cart's prices carry (spec section 7 cart query
 * `idformapagamento`; support-price-variance-by-payment): set by the checkout when the chosen
 * method has an adjustment, so the lines and totals shown are the server's. null: none.
 */
export const $idformapagamento = createStore<number | null>(null);

export const $avisos = createStore<AvisoCarrinho[]>([]);
export const $erro = createStore<string | null>(null);

const caminho = (cliente: ClienteSessao) => ({
  authCliente: `${cliente.token}~${cliente.idcliente}`,
  idcliente: cliente.idcliente,
});

export const saveCartFx = createApiEffect({
  source: {
    cliente: $cliente,
    fornecedor: $fornecedor,
    observacao: $observacao,
    numPedidoCliente: $numPedidoCliente,
    codigoCupom: $codigoCupom,
    idtipoassinatura: $tipoAssinaturaPendente,
    idformapagamento: $idformapagamento,
  },
  needs: ['cliente', 'fornecedor'],
  missing: ERRO_SALVAR,
  request: (
    { api, cliente, fornecedor, observacao, numPedidoCliente, codigoCupom, idtipoassinatura, idformapagamento },
    lines: CartLine[],
  ) =>
    api.v2.POST('/v2/app/{authCliente}/usuario/{idcliente}/cart', {
      params: {
        path: caminho(cliente),
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
          ...(l.idcombo ? { idcombopromocional_cabecalho: l.idcombo } : {}),
        })),
        observacao,
        numPedidoCliente,
        ...(codigoCupom === null ? {} : { codigoCupom }),
      },
    }),
});

/** Whether a load merges the browser's own lines into the server's cart (false: the cart page's preparation). */
interface CarregarCarrinho {
  mesclar: boolean;
}

export const loadCartFx = createApiEffect({
  source: {
    cliente: $cliente,
    fornecedor: $fornecedor,
    codigoCupom: $codigoCupom,
    idformapagamento: $idformapagamento,
  },
  needs: ['cliente', 'fornecedor'],
  missing: ERRO_SALVAR,
  request: ({ api, cliente, fornecedor, codigoCupom, idformapagamento }, _carregar: CarregarCarrinho) =>
    api.v2.GET('/v2/app/{authCliente}/usuario/{idcliente}/cart', {
      params: {
        path: caminho(cliente),
        // The manual coupon applied stays in the reloaded total (never persisted: gone on the next visit).
        query: {
          idfornecedor: fornecedor.idfornecedor,
          canalVenda: 'WEB',
          ...(codigoCupom === null ? {} : { codigoCupom }),
          ...(idformapagamento === null ? {} : { idformapagamento }),
        },
      },
    }),
});

/** The lock notice's unlock: the customer forces the release (the attendant prices go). */
export const unlockCartFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor },
  needs: ['cliente', 'fornecedor'],
  missing: ERRO_SALVAR,
  request: ({ api, cliente, fornecedor }) =>
    api.v2.POST('/v2/app/{authCliente}/usuario/{idcliente}/cart/desbloquear', {
      params: { path: caminho(cliente), query: { idfornecedor: fornecedor.idfornecedor } },
    }),
});

export const addItemsFx = createApiEffect({
  source: {
    cliente: $cliente,
    fornecedor: $fornecedor,
    lines: $cartLines,
    observacao: $observacao,
    numPedidoCliente: $numPedidoCliente,
    codigoCupom: $codigoCupom,
    idformapagamento: $idformapagamento,
  },
  needs: ['cliente', 'fornecedor'],
  missing: ERRO_SALVAR,
  request: (
    { api, cliente, fornecedor, lines, observacao, numPedidoCliente, codigoCupom, idformapagamento },
    itens: { id: number; quantidade: number }[],
  ) => {
    const quantidades = new Map<number, { milesimos: number; embalar: boolean; idcombo: number | null }>();
    for (const l of lines)
      quantidades.set(l.produto.id, {
        milesimos: l.quantidadeMilesimos,
        embalar: l.embalarParaPresente,
        idcombo: l.idcombo ?? null,
      });
    for (const item of itens) {
      const atual = quantidades.get(item.id);
      quantidades.set(item.id, {
        milesimos: (atual?.milesimos ?? 0) + toMilesimos(item.quantidade),
        embalar: atual?.embalar ?? false,
        idcombo: atual?.idcombo ?? null,
      });
    }
    return api.v2.POST('/v2/app/{authCliente}/usuario/{idcliente}/cart', {
      params: {
        path: caminho(cliente),
        query: {
          idfornecedor: fornecedor.idfornecedor,
          canalVenda: 'WEB',
          ...(idformapagamento === null ? {} : { idformapagamento }),
        },
      },
      body: {
        cartItens: [...quantidades].slice(0, MAX_LINHAS).map(([id, q]) => ({
          id,
          quantidade: q.milesimos / 1000,
          embalarParaPresente: q.embalar,
          ...(q.idcombo === null ? {} : { idcombopromocional_cabecalho: q.idcombo }),
        })),
        observacao,
        numPedidoCliente,
        ...(codigoCupom === null ? {} : { codigoCupom }),
      },
    });
  },
});

// ---- when the cart is saved and loaded ----
// Only a client's changes start the save timer (a visitor's cart stays in the browser).
const clientCartChanged = sample({
  clock: cartChanged,
  source: $cliente,
  filter: (cliente) => cliente !== null,
  fn: () => undefined,
});
const saveDue = debounce(clientCartChanged, SALVAR_APOS_MS);
sample({
  clock: saveDue,
  source: { cliente: $cliente, lines: $cartLines },
  filter: ({ cliente }) => cliente !== null,
  fn: ({ lines }) => lines,
  target: saveCartFx,
});
const $mergeDeferred = createStore(false).on(cartPreparationRequested, () => true);
sample({
  clock: cartLoadRequested,
  source: { cliente: $cliente, adiada: $mergeDeferred },
  filter: ({ cliente }) => cliente !== null,
  fn: ({ adiada }) => ({ mesclar: !adiada }),
  target: loadCartFx,
});
sample({
  clock: cartPreparationRequested,
  source: $cliente,
  filter: (cliente) => cliente !== null,
  fn: () => ({ mesclar: false }),
  target: loadCartFx,
});
sample({
  clock: itemsAdded,
  source: $cliente,
  filter: (cliente, itens) => cliente !== null && itens.length > 0,
  fn: (_, itens) => itens,
  target: addItemsFx,
});

// ---- the client's edits not yet on the server when a load answers ----
/**
 * A client's change to the lines (before and after), sent by ./changes.ts. A load's answer (the
 * cart page loads as it opens, and every 15 s) may be older than a change: the load left before
 * the change, or before the change's save reached the server. Each product a change touched is
 * kept as the client left it (its line, or removed) until a save that carried it has answered
 * and no load is on its way, and it is laid again on every load's answer meanwhile: the answer
 * does not bring a removed line back, nor an older quantity, and the change's save (already due)
 * sends it. A change to anything else (notes, the subscription) leaves the answer's lines alone.
 */
export const linesEdited = createEvent<{ antes: CartLine[]; depois: CartLine[] }>();
interface Edits {
  /** Number of the last change. */
  seq: number;
  /** Product id → the line as the client left it (null: removed), with the change's number. */
  lines: ReadonlyMap<number, { line: CartLine | null; seq: number }>;
  /** The last change each save on its way carries, in the order they left. */
  saving: number[];
  /** Changes up to this number are on the server (a save that carried them answered). */
  saved: number;
  loads: number;
}
const NO_EDITS: Edits = { seq: 0, lines: new Map(), saving: [], saved: 0, loads: 0 };
const $edits = createStore<Edits>(NO_EDITS)
  .on(linesEdited, (e, { antes, depois }) => {
    const seq = e.seq + 1;
    const lines = new Map(e.lines);
    const agora = new Map(depois.map((l) => [l.produto.id, l]));
    for (const l of antes) if (!agora.has(l.produto.id)) lines.set(l.produto.id, { line: null, seq });
    const eram = new Map(antes.map((l) => [l.produto.id, l]));
    for (const l of depois) if (eram.get(l.produto.id) !== l) lines.set(l.produto.id, { line: l, seq });
    return { ...e, seq, lines };
  })
  .on([saveCartFx, addItemsFx, unlockCartFx], (e) => ({ ...e, saving: [...e.saving, e.seq] }))
  .on([saveCartFx.done, addItemsFx.done, unlockCartFx.done], (e) => ({
    ...e,
    saved: Math.max(e.saved, e.saving[0] ?? 0),
    saving: e.saving.slice(1),
  }))
  .on([saveCartFx.fail, addItemsFx.fail, unlockCartFx.fail], (e) => ({ ...e, saving: e.saving.slice(1) }))
  // A load that leaves with none on its way forgets what the server already has.
  .on(loadCartFx, (e) => ({
    ...e,
    loads: e.loads + 1,
    lines: e.loads > 0 ? e.lines : new Map([...e.lines].filter(([, edit]) => edit.seq > e.saved)),
  }))
  .on(loadCartFx.finally, (e) => ({ ...e, loads: Math.max(0, e.loads - 1) }));

/** The answer's lines with the client's edits laid on them (an edited line keeps the answer's product data). */
function applyEdits(lines: CartLine[], edits: Edits): CartLine[] {
  if (edits.lines.size === 0) return lines;
  const result: CartLine[] = [];
  for (const l of lines) {
    const edit = edits.lines.get(l.produto.id);
    if (!edit) result.push(l);
    else if (edit.line) result.push({ ...edit.line, produto: l.produto });
  }
  const presentes = new Set(lines.map((l) => l.produto.id));
  for (const [id, edit] of edits.lines) if (edit.line && !presentes.has(id)) result.push(edit.line);
  return sortLines(result);
}

// After login, the visitor's lines join the client's cart (theirs win), then the cart is saved. The
// cart page's preparation keeps them aside instead (cartPreparationRequested), for the next load.
const $linesToMerge = createStore<CartLine[]>([]);
const loaded = sample({
  clock: loadCartFx.done,
  source: { locais: $cartLines, guardadas: $linesToMerge, edits: $edits },
  fn: ({ locais, guardadas, edits }, { params, result: carrinho }) => {
    const doServidor = applyEdits(linesFromCarrinho(carrinho), edits);
    // A line the client removed is not brought back by the browser's own lines either.
    const ids = new Set([...doServidor.map((l) => l.produto.id), ...edits.lines.keys()]);
    const novas: CartLine[] = [];
    for (const l of [...guardadas, ...locais]) {
      if (ids.has(l.produto.id)) continue;
      ids.add(l.produto.id);
      novas.push(l);
    }
    return params.mesclar
      ? {
          carrinho,
          lines: sortLines([...doServidor, ...novas]),
          guardar: [],
          mesclar: novas.length > 0 && !carrinho.bloqueio_atendimento,
        }
      : { carrinho, lines: doServidor, guardar: novas, mesclar: false };
  },
});
sample({ clock: loaded, fn: ({ lines }) => lines, target: $cartLines });
sample({ clock: loaded, fn: ({ guardar }) => guardar, target: $linesToMerge });
sample({ clock: loaded, filter: ({ mesclar }) => mesclar, fn: ({ lines }) => lines, target: saveCartFx });

// ---- the server's answers ----
/** Every cart answer of the server (load, save, unlock, items by id). */
export const cartAnswered = sample({
  clock: [loadCartFx.doneData, saveCartFx.doneData, unlockCartFx.doneData, addItemsFx.doneData],
});
sample({
  clock: [saveCartFx.doneData, unlockCartFx.doneData, addItemsFx.doneData],
  fn: linesFromCarrinho,
  target: $cartLines,
});
$avisos.on(cartAnswered, (_, c) => c.avisos);
// The server refused the manual coupon (the cart changed and it is now worse, or it expired): dropped.
$codigoCupom.on(cartAnswered, (codigo, c) => (c.cupom?.erro ? null : codigo));
$erro.reset(cartAnswered);

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

$mergeDeferred.reset(cartPageHydrated);
for (const store of [
  $edits,
  $mergeDeferred,
  $linesToMerge,
  $avisos,
  $erro,
  $observacao,
  $numPedidoCliente,
  $codigoCupom,
  $tipoAssinaturaPendente,
  $idformapagamento,
]) {
  store.reset([loggedOut, sessionExpired, cartCleared]);
}
