/**
 * An order's payment method changed while it waits for payment (issue 13; spec PUT
 * /v4/orders/payment-method): under support-price-variance-by-payment each method has its own
 * variance (Aurora: Pix 3 % off), which the submit applied to every unit price but an
 * attendant's. The change takes the old variance off each such unit price and puts the new one
 * on, with the pricing core's `paymentAdjusted`; the lines and the order are totalled as a priced
 * quote is (`precificarOrcamento`): the coupon discount the order was placed with is kept, never
 * above the goods, and the delivery fee stays.
 */
import { precificarOrcamento, type OrcamentoPrecificado } from './orcamento';
import { paymentAdjusted } from './pricing';

export interface LinhaTroca {
  /** The unit price the order holds (centavos, with the old variance unless an attendant's). */
  preco: number;
  /** An attendant's price never takes a method's variance. */
  atendente: boolean;
  /** Thousandths of the unit. */
  quantidade: number;
  embalagem: number;
}

/**
 * The unit price before a variance: the smallest price that `paymentAdjusted` turns into
 * `ajustado` (the rounding makes it exact for every price the submit made).
 */
export function precoSemAjuste(ajustado: number, pontosBase: number): number {
  if (pontosBase === 0 || ajustado <= 0) return ajustado;
  const estimado = Math.round((ajustado * 10_000) / (10_000 + pontosBase));
  for (let b = Math.max(0, estimado - 2); b <= estimado + 2; b++)
    if (paymentAdjusted(b, pontosBase) === ajustado) return b;
  return estimado;
}

/** The lines' new unit prices and the order's totals under the new method's variance. */
export function reajustarParaForma(
  linhas: readonly LinhaTroca[],
  desconto: number,
  taxaEntrega: number,
  pontosBaseAntes: number,
  pontosBaseDepois: number,
): OrcamentoPrecificado & { precos: number[] } {
  const precos = linhas.map((l) =>
    l.atendente || pontosBaseAntes === pontosBaseDepois
      ? l.preco
      : paymentAdjusted(precoSemAjuste(l.preco, pontosBaseAntes), pontosBaseDepois),
  );
  const r = precificarOrcamento(
    linhas.map((l, i) => ({ quantidade: l.quantidade, embalagem: l.embalagem, preco: precos[i] as number })),
    desconto,
    taxaEntrega,
  );
  return { ...r, precos };
}
