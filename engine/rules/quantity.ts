/**
 * Quantity display (spec section 5): 0 decimals if the quantity or the granularity is whole,
 * otherwise 2 decimals; unit KG always 2 decimals. Formatted with the pt-BR comma ('1,50').
 *
 * Quantities take part in arithmetic as integer thousandths (`toMilesimos`); the wire format and
 * this display helper take the decimal number the API sends (`quantidade: 0.5`).
 */

export type Unidade = 'UN' | 'CX' | 'KG' | (string & {});

export interface QuantityDisplayOptions {
  /** The product's step (default 1). Accepted for the spec's rule; see `quantityDecimals` for why it cannot change the result. */
  granularidade?: number | null;
  unidade?: Unidade | null;
  /**
   * The product's `meta_info.quantidadeDecimais` (spec sections 3 and 9, default 2): the decimals
   * of a fractional or KG quantity, kept between 1 and 3 (quantities are rounded to 3 decimals,
   * and a fractional quantity is never shown as a whole number).
   */
  quantidadeDecimais?: number | null;
}

/** Spec section 9: quantidadeDecimais default 2. */
export const QUANTIDADE_DECIMAIS_PADRAO = 2;

function isWhole(value: number): boolean {
  // Quantities are rounded to 3 decimals (spec), so compare at that precision.
  return Math.round(value * 1000) % 1000 === 0;
}

/**
 * Number of decimals the quantity is shown with: 0 or 2.
 *
 * Spec: "0 decimals if the quantity or granularity is whole, otherwise 2; KG always 2". Read
 * literally, a fractional quantity with a whole granularity (e.g. 1,5 with step 1, possible when
 * min_por_pedido is fractional) would be shown rounded ('2'), misstating the amount. Decision: a
 * fractional quantity is always shown with 2 decimals; the granularity clause therefore only
 * confirms 0 decimals for whole quantities.
 */
export function quantityDecimals(quantidade: number, options: QuantityDisplayOptions = {}): 0 | 1 | 2 | 3 {
  const qd = options.quantidadeDecimais;
  const fracionario = (
    typeof qd === 'number' && Number.isFinite(qd)
      ? Math.min(3, Math.max(1, Math.round(qd)))
      : QUANTIDADE_DECIMAIS_PADRAO
  ) as 1 | 2 | 3;
  if (options.unidade === 'KG') return fracionario;
  // A whole quantity: 0 decimals whatever the granularity (the spec's "quantity or granularity is whole").
  return isWhole(quantidade) ? 0 : fracionario;
}

/** One format per number of decimals, each made on first use (as money.ts's: not at import). */
const formatters: (Intl.NumberFormat | undefined)[] = [];
const formatter = (d: 0 | 1 | 2 | 3): Intl.NumberFormat =>
  (formatters[d] ??= new Intl.NumberFormat('pt-BR', { minimumFractionDigits: d, maximumFractionDigits: d }));

/** '3', '1,50', '2,00' (KG), '1.200'. Throws for a non-finite or negative quantity. */
export function formatQuantity(quantidade: number, options: QuantityDisplayOptions = {}): string {
  if (!Number.isFinite(quantidade) || quantidade < 0) {
    throw new RangeError(`Quantidade inválida: ${String(quantidade)}`);
  }
  return formatter(quantityDecimals(quantidade, options)).format(quantidade);
}

/** The display options of a product: its unit, step and `meta_info.quantidadeDecimais`. */
export function quantityOptionsOf(produto: {
  unidade?: Unidade | null;
  granularidade?: number | null;
  meta_info?: { quantidadeDecimais?: number | null } | null;
}): QuantityDisplayOptions {
  return {
    unidade: produto.unidade ?? null,
    granularidade: produto.granularidade ?? null,
    quantidadeDecimais: produto.meta_info?.quantidadeDecimais ?? null,
  };
}

/** Decimal quantity → integer thousandths, rounded to 3 decimals (0.5 → 500). */
export function toMilesimos(quantidade: number): number {
  if (!Number.isFinite(quantidade)) throw new RangeError(`Quantidade inválida: ${String(quantidade)}`);
  return Math.round(quantidade * 1000);
}

/** Integer thousandths → decimal quantity (500 → 0.5). */
export function fromMilesimos(milesimos: number): number {
  if (!Number.isSafeInteger(milesimos)) throw new RangeError(`Quantidade em milésimos inválida: ${String(milesimos)}`);
  return milesimos / 1000;
}

/** `formatQuantity` for a quantity held in thousandths. */
export function formatQuantityMilesimos(milesimos: number, options: QuantityDisplayOptions = {}): string {
  return formatQuantity(fromMilesimos(milesimos), options);
}
