/**
 * Sane order sizes (issue 27, item 3): a supplier's ceiling on one line's quantity and on one
 * order's total, so a mistyped or hostile 1,000,000,000-unit order is refused instead of accepted
 * (on a product without stock control nor maximum). Stored per supplier in its configuration
 * (`config.limites_pedido`); absent values take defaults that no real order reaches.
 */
import { formatBRL } from './money';

/** What the supplier's configuration may say (either part may be absent: its default applies). */
export interface OrderCeilingConfig {
  /** Most units of one product in one cart line or order line. */
  quantidade_maxima_linha?: number | null;
  /** Largest order total, in centavos. */
  total_maximo_centavos?: number | null;
}

export interface OrderCeiling {
  /** In thousandths of a unit (as lines are held). */
  quantidadeMaximaMilesimos: number;
  totalMaximoCentavos: number;
}

export const DEFAULT_MAX_LINE_UNITS = 100_000;
/** R$ 10.000.000,00 */
export const DEFAULT_MAX_ORDER_TOTAL_CENTAVOS = 1_000_000_000;

const positivo = (valor: number | null | undefined): valor is number =>
  typeof valor === 'number' && Number.isFinite(valor) && valor > 0;

/** The supplier's ceilings, with the defaults for anything absent, zero, negative or not a number. */
export function orderCeiling(config: OrderCeilingConfig | null | undefined): OrderCeiling {
  const unidades = positivo(config?.quantidade_maxima_linha) ? config.quantidade_maxima_linha : DEFAULT_MAX_LINE_UNITS;
  const total = positivo(config?.total_maximo_centavos)
    ? Math.floor(config.total_maximo_centavos)
    : DEFAULT_MAX_ORDER_TOTAL_CENTAVOS;
  return { quantidadeMaximaMilesimos: Math.round(unidades * 1000), totalMaximoCentavos: total };
}

/** Whether a line of `milesimos` thousandths is over the ceiling. */
export function lineOverCeiling(milesimos: number, ceiling: OrderCeiling): boolean {
  return milesimos > ceiling.quantidadeMaximaMilesimos;
}

/** Whether an order total (centavos) is over the ceiling. */
export function totalOverCeiling(centavos: number, ceiling: OrderCeiling): boolean {
  return centavos > ceiling.totalMaximoCentavos;
}

/** The pt-BR refusal of a line over the ceiling, naming the product. */
export function lineCeilingMessage(produto: string, ceiling: OrderCeiling): string {
  const maximo = (ceiling.quantidadeMaximaMilesimos / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 3 });
  return `${produto}: a quantidade passa do máximo de ${maximo} unidades por item aceito por esta loja. Confira a quantidade digitada.`;
}

/** The pt-BR refusal of an order total over the ceiling. */
export function totalCeilingMessage(ceiling: OrderCeiling): string {
  return `O total do pedido passa do máximo de ${formatBRL(ceiling.totalMaximoCentavos)} aceito por esta loja. Confira as quantidades ou divida o pedido.`;
}
