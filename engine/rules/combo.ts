/**
 * Promotional combos (spec sections 2, 3 `idcombopromocional_cabecalho`, 7 `promotional-combo`):
 * a set of products with a quantity each and a unit price each inside the combo (what the supplier
 * declared: a combo price spread over its items, or a discount on their prices), valid between
 * dates, for a payment method and a delivery type (or any), for some clients or all.
 *
 * How a cart prices combo lines (the server's cart and order, and the browser, with this one
 * copy): the lines tagged with a combo the server knows and the client may use hold
 * n = min over the combo's items of floor(line quantity / item quantity) complete combos; n × the
 * item's quantity of each line is sold at the combo's unit price, the rest of the line at its
 * normal price. A tag the server does not accept (unknown combo, another supplier's, ended,
 * another client's, a product not in the combo) prices the line as a normal one, and a price the
 * browser sends is never read. So changing one line's quantity keeps the complete combos and
 * prices the remainder normally.
 */
import type { CartLineInput, ComboPrice } from './pricing';

export interface ComboItemRule {
  /** The product id (as CartLineInput.id). */
  id: string;
  /** Thousandths per combo (above 0). */
  quantidade: number;
  /** The item's unit price inside the combo, centavos. */
  centavos: number;
}

export interface ComboRule {
  idcombo: number;
  itens: readonly ComboItemRule[];
}

/** A cart line with the combo the cart says it belongs to (`idcombopromocional_cabecalho`). */
export interface ComboTaggedLine extends CartLineInput {
  idcombo: number | null;
}

/** The combo's declared price: the sum of its items' unit prices × quantities, centavos. */
export function comboPrice(combo: ComboRule): number {
  return combo.itens.reduce(
    (soma, item) => soma + Number((BigInt(item.centavos) * BigInt(item.quantidade) + 500n) / 1000n),
    0,
  );
}

/** How many complete combos some quantities (thousandths, by product id) hold. */
export function completeCombos(combo: ComboRule, quantidades: ReadonlyMap<string, number>): number {
  if (combo.itens.length === 0) return 0;
  let n = Number.POSITIVE_INFINITY;
  for (const item of combo.itens) {
    if (!(item.quantidade > 0)) return 0;
    const q = quantidades.get(item.id) ?? 0;
    n = Math.min(n, Math.floor(Math.max(0, q) / item.quantidade));
  }
  return Number.isFinite(n) ? n : 0;
}

/**
 * The lines priced for the combos the server accepts: each tagged line gets its combo units
 * (`LinePrice.combo`); any combo price the input carried (the browser's) is dropped first.
 */
export function applyCombos(lines: readonly ComboTaggedLine[], combos: readonly ComboRule[]): CartLineInput[] {
  const porId = new Map(combos.map((c) => [c.idcombo, c]));
  const unidades = new Map<ComboTaggedLine, ComboPrice>();
  for (const combo of combos) {
    const quantidades = new Map<string, number>();
    for (const line of lines) {
      if (line.idcombo === combo.idcombo && line.quantidade > 0)
        quantidades.set(line.id, (quantidades.get(line.id) ?? 0) + line.quantidade);
    }
    const n = completeCombos(combo, quantidades);
    if (n === 0) continue;
    for (const item of combo.itens) {
      let restante = n * item.quantidade;
      for (const line of lines) {
        if (restante <= 0) break;
        if (line.idcombo !== combo.idcombo || line.id !== item.id || unidades.has(line)) continue;
        const quantidade = Math.min(restante, line.quantidade);
        unidades.set(line, { idcombo: combo.idcombo, quantidade, centavos: item.centavos });
        restante -= quantidade;
      }
    }
  }
  return lines.map((line) => {
    const { idcombo, ...input } = line;
    const combo = idcombo !== null && porId.has(idcombo) ? (unidades.get(line) ?? null) : null;
    return { ...input, preco: { ...input.preco, combo } };
  });
}

/** What makes a combo valid for a cart or a listing. */
export interface ComboScope {
  /** ISO dates 'AAAA-MM-DD' (inclusive); null: open. */
  inicio: string | null;
  fim: string | null;
  encerrado: boolean;
  /** null: any payment method. */
  idformapagamento: number | null;
  /** null: any delivery type. */
  tipoEntrega: 'DELIVERY' | 'RETIRADA' | null;
  /** The clients it is for; empty with no tag: every client. */
  clientes: readonly number[];
  /** A client tag that opens it (clientes' tags); null: none. */
  tagCliente: string | null;
}

export interface ComboCaller {
  /** Today, 'AAAA-MM-DD' (Brasília). */
  hoje: string;
  idcliente: number | null;
  tagsCliente: readonly string[];
  /** The payment method chosen; null: not chosen yet (any combo's method passes). */
  idformapagamento: number | null;
  /** The delivery type chosen; null: not chosen yet. */
  tipoEntrega: 'DELIVERY' | 'RETIRADA' | null;
}

/** Whether a combo is open to every client (no client list, no tag). */
export function comboForEveryone(scope: ComboScope): boolean {
  return scope.clientes.length === 0 && scope.tagCliente === null;
}

/** Whether this caller may use this combo now. */
export function comboAvailable(scope: ComboScope, caller: ComboCaller): boolean {
  if (scope.encerrado) return false;
  if (scope.inicio !== null && caller.hoje < scope.inicio) return false;
  if (scope.fim !== null && caller.hoje > scope.fim) return false;
  if (
    scope.idformapagamento !== null &&
    caller.idformapagamento !== null &&
    scope.idformapagamento !== caller.idformapagamento
  )
    return false;
  if (scope.tipoEntrega !== null && caller.tipoEntrega !== null && scope.tipoEntrega !== caller.tipoEntrega)
    return false;
  if (comboForEveryone(scope)) return true;
  if (caller.idcliente === null) return false;
  return (
    scope.clientes.includes(caller.idcliente) ||
    (scope.tagCliente !== null && caller.tagsCliente.includes(scope.tagCliente))
  );
}

/** An item as a combo is declared: its normal unit price (centavos) and its quantity (thousandths). */
export interface ComboItemDeclared {
  normal: number;
  quantidade: number;
}

/**
 * The items' unit prices inside a combo declared by a price (`{ preco }`, centavos, for the whole
 * set) or a discount (`{ descontoPontosBase }`, off each item). A price is spread over the items in
 * proportion to their prices, rounded down to the centavo, and the centavos left over go to the
 * items sold by whole units, fewest first (so 2 × A + 1 × B for R$ 25,00 is exactly R$ 25,00).
 */
export function comboUnitPrices(
  itens: readonly ComboItemDeclared[],
  declarado: { preco: number } | { descontoPontosBase: number },
): number[] {
  if ('descontoPontosBase' in declarado) {
    const bp = Math.min(9_999, Math.max(1, Math.round(declarado.descontoPontosBase)));
    return itens.map((i) => Number((BigInt(i.normal) * BigInt(10_000 - bp) + 5_000n) / 10_000n));
  }
  const total = itens.reduce((s, i) => s + Number((BigInt(i.normal) * BigInt(i.quantidade) + 500n) / 1000n), 0);
  if (total <= 0) return itens.map(() => 0);
  const precos = itens.map((i) => Number((BigInt(i.normal) * BigInt(declarado.preco)) / BigInt(total)));
  let resto =
    declarado.preco -
    comboPrice({
      idcombo: 0,
      itens: itens.map((i, k) => ({ id: String(k), quantidade: i.quantidade, centavos: precos[k] ?? 0 })),
    });
  const porUnidades = itens
    .map((i, k) => ({ k, quantidade: i.quantidade }))
    .filter((x) => x.quantidade % 1000 === 0 && x.quantidade > 0)
    .sort((x, y) => x.quantidade - y.quantidade || x.k - y.k);
  for (const { k, quantidade } of porUnidades) {
    if (resto <= 0) break;
    const unidades = quantidade / 1000;
    const d = Math.floor(resto / unidades);
    precos[k] = (precos[k] ?? 0) + d;
    resto -= d * unidades;
  }
  return precos;
}
