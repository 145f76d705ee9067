/**
 * The quantity actions of a cart line (spec section 4 "Quantity actions": INC, DEC, DEL, SET) and
 * the cart quantity rules of spec section 5, over integer thousandths (`toMilesimos`: 0.5 → 500),
 * so a quantity is already "rounded to 3 decimals" by construction and no float drift builds up.
 *
 * Spec section 5:
 * - the step is the granularity (default 1; SET treats the step as 0);
 * - the result is capped at maxporpedido and floored at min_por_pedido;
 * - decrement or delete below the minimum goes to 0; increment rounds up to a multiple of the
 *   granularity;
 * - never negative;
 * - decrement is allowed only if quantity minus step is at least min_por_pedido (default 1);
 * - the increase button is disabled when the supplier has tag enable-stock-control and the
 *   quantity has reached maxporpedido or maximo_disponivel (when above 0).
 *
 * Decisions where the spec is silent:
 * - Under enable-stock-control, maximo_disponivel (when above 0) is a cap like maxporpedido: the
 *   issue asks that "a quantity is never above its caps", and stock that is not there cannot be
 *   bought. Without the tag, stock is not checked (the spec gates stock on the tag).
 * - INC stays on the step grid: the highest reachable quantity is the cap rounded DOWN to a
 *   multiple of the step, and the first one is the minimum rounded UP to one. When no multiple of
 *   the step fits under the cap, INC changes nothing (the button is disabled: `canIncrease`).
 * - A quantity above the cap (a cap lowered after the line was added) is brought down to the cap
 *   by DEC and by SET; INC leaves it as it is.
 * - No quantity goes above `QUANTIDADE_MAXIMA` (one billion units), the cap of every line.
 * - SET of 0 or less removes the line (0); a SET between 0 and the minimum becomes the minimum.
 */

export type QuantityAction = 'INC' | 'DEC' | 'DEL' | 'SET';

/** The quantity fields of a product, in thousandths (see `quantityLimitsFromProduct`). */
export interface QuantityLimits {
  /** The step (`granularidade`), thousandths, above 0. */
  passo: number;
  /** `min_por_pedido`, thousandths, at least 0. */
  minimo: number;
  /** `maxporpedido`, thousandths; null when there is none. */
  maximoPorPedido: number | null;
  /** `maximo_disponivel`, thousandths; null (or 0) when unknown. Counts only under stock control. */
  maximoDisponivel: number | null;
  /** The supplier has tag enable-stock-control. */
  controleEstoque: boolean;
}

/** The wire fields (decimal numbers as the API sends them) a product's limits come from. */
export interface QuantityFields {
  granularidade?: number | null;
  min_por_pedido?: number | null;
  maxporpedido?: number | null;
  maximo_disponivel?: number | null;
}

function milesimos(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.round(value * 1000);
}

/** Maps a product (API wire or database row) to its limits; defaults: step 1, minimum 1. */
export function quantityLimitsFromProduct(produto: QuantityFields, controleEstoque: boolean): QuantityLimits {
  const passo = milesimos(produto.granularidade);
  const minimo = milesimos(produto.min_por_pedido);
  const maximoPorPedido = milesimos(produto.maxporpedido);
  const maximoDisponivel = milesimos(produto.maximo_disponivel);
  return {
    passo: passo !== null && passo > 0 ? passo : 1000,
    minimo: minimo !== null && minimo > 0 ? minimo : 1000,
    maximoPorPedido: maximoPorPedido !== null && maximoPorPedido > 0 ? maximoPorPedido : null,
    maximoDisponivel: maximoDisponivel !== null && maximoDisponivel > 0 ? maximoDisponivel : null,
    controleEstoque,
  };
}

/** The highest quantity the line may hold (thousandths), or null when nothing caps it. */
export function quantityCap(limits: QuantityLimits): number | null {
  const caps: number[] = [];
  if (limits.maximoPorPedido !== null && limits.maximoPorPedido > 0) caps.push(limits.maximoPorPedido);
  if (limits.controleEstoque && limits.maximoDisponivel !== null && limits.maximoDisponivel > 0)
    caps.push(limits.maximoDisponivel);
  return caps.length > 0 ? Math.min(...caps) : null;
}

function ceilToStep(value: number, passo: number): number {
  return Math.ceil(value / passo) * passo;
}

function floorToStep(value: number, passo: number): number {
  return Math.floor(value / passo) * passo;
}

function clampToCap(value: number, cap: number | null): number {
  return Math.min(value, cap ?? QUANTIDADE_MAXIMA, QUANTIDADE_MAXIMA);
}

/**
 * The largest quantity any line may hold: one billion units (thousandths). An absurd quantity is
 * brought down to it, so totals stay exact integers whatever the browser sends.
 */
export const QUANTIDADE_MAXIMA = 1_000_000_000_000;

function sanitize(quantidade: number): number {
  return Number.isFinite(quantidade) && quantidade > 0 ? Math.min(Math.round(quantidade), QUANTIDADE_MAXIMA) : 0;
}

/** Whether the + button is enabled: false when the next INC would change nothing. */
export function canIncrease(quantidade: number, limits: QuantityLimits): boolean {
  return applyQuantityAction(quantidade, 'INC', limits) > sanitize(quantidade);
}

/** Why the + button stops, for the stepper's hint; null while it can still increase. */
export function increaseStopReason(quantidade: number, limits: QuantityLimits): 'maximo-por-pedido' | 'estoque' | null {
  if (canIncrease(quantidade, limits)) return null;
  const estoque =
    limits.controleEstoque && limits.maximoDisponivel !== null && limits.maximoDisponivel > 0
      ? limits.maximoDisponivel
      : null;
  if (estoque !== null && (limits.maximoPorPedido === null || estoque <= limits.maximoPorPedido)) return 'estoque';
  return limits.maximoPorPedido !== null ? 'maximo-por-pedido' : null;
}

/** Whether the − button does more than remove the line (quantity minus step stays at or above the minimum). */
export function canDecreaseWithoutRemoving(quantidade: number, limits: QuantityLimits): boolean {
  const atual = sanitize(quantidade);
  return atual - limits.passo >= limits.minimo && atual - limits.passo > 0;
}

/**
 * Applies one action to a line's quantity (thousandths) and answers the new quantity
 * (thousandths; 0 removes the line). `valor` is the typed quantity, in thousandths, for SET.
 */
export function applyQuantityAction(
  quantidade: number,
  action: QuantityAction,
  limits: QuantityLimits,
  valor = 0,
): number {
  const atual = sanitize(quantidade);
  const passo = limits.passo > 0 ? Math.round(limits.passo) : 1000;
  const minimo = Math.max(0, Math.round(limits.minimo));
  const cap = quantityCap(limits);
  switch (action) {
    case 'DEL':
      return 0;
    case 'DEC': {
      const proxima = atual - passo;
      if (proxima < minimo || proxima <= 0) return 0;
      return clampToCap(proxima, cap);
    }
    case 'INC': {
      const teto = cap === null ? null : floorToStep(cap, passo);
      const piso = Math.max(ceilToStep(minimo, passo), passo);
      // The next multiple of the step strictly above the quantity, at least the first allowed one.
      const proxima = Math.max(ceilToStep(atual + 1, passo), piso);
      if (proxima > (teto ?? floorToStep(QUANTIDADE_MAXIMA, passo))) return atual;
      return proxima;
    }
    case 'SET': {
      const alvo = sanitize(valor);
      if (alvo === 0) return 0;
      const comPiso = Math.max(alvo, minimo);
      return clampToCap(comPiso, cap);
    }
  }
}
