/** The progressive discount's tiers of a product (efeitospoliticas.descontoProgressivo), by quantity. */
import { toCentavos } from '#engine/rules/money';

export interface PriceTier {
  quantidade: number;
  /** Unit price in centavos from this quantity. */
  preco: number;
}

export function progressiveTiers(descontoProgressivo: Readonly<Record<string, number>>): PriceTier[] {
  return Object.entries(descontoProgressivo)
    .map(([q, p]) => ({ quantidade: Number(q), preco: toCentavos(p) }))
    .filter((f) => Number.isFinite(f.quantidade))
    .sort((a, b) => a.quantidade - b.quantidade);
}
