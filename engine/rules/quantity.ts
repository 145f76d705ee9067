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
}

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
export function quantityDecimals(quantidade: number, options: QuantityDisplayOptions = {}): 0 | 2 {
  if (options.unidade === 'KG') return 2;
  // A whole quantity: 0 decimals whatever the granularity (the spec's "quantity or granularity is whole").
  return isWhole(quantidade) ? 0 : 2;
}

const formatters = {
  0: new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  2: new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
} as const;

/** '3', '1,50', '2,00' (KG), '1.200'. Throws for a non-finite or negative quantity. */
export function formatQuantity(quantidade: number, options: QuantityDisplayOptions = {}): string {
  if (!Number.isFinite(quantidade) || quantidade < 0) {
    throw new RangeError(`Quantidade inválida: ${String(quantidade)}`);
  }
  return formatters[quantityDecimals(quantidade, options)].format(quantidade);
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
