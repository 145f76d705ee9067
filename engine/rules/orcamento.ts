/**
 * A quote priced in the order desk (issue 13): the desk sets each line's unit price (centavos,
 * like an attendant's price: no payment-method variance), and optionally the delivery fee. The
 * lines and the order are totalled with the pricing core's `timesQuantity`; the coupon discount
 * the quote was sent with is kept, never above the goods it discounts.
 */
import { timesQuantity } from './pricing';

export interface LinhaOrcamento {
  /** Thousandths of the unit. */
  quantidade: number;
  /** The line's gift-wrap charge (centavos), unchanged by the pricing. */
  embalagem: number;
  /** The unit price the desk set (centavos, > 0). */
  preco: number;
}

export interface OrcamentoPrecificado {
  linhas: { mercadorias: number; total: number }[];
  mercadorias: number;
  embalagem: number;
  desconto: number;
  taxaEntrega: number;
  total: number;
}

export function precificarOrcamento(
  linhas: readonly LinhaOrcamento[],
  desconto: number,
  taxaEntrega: number,
): OrcamentoPrecificado {
  const precificadas = linhas.map((l) => {
    const mercadorias = timesQuantity(l.preco, l.quantidade);
    return { mercadorias, total: mercadorias + l.embalagem };
  });
  const mercadorias = precificadas.reduce((s, l) => s + l.mercadorias, 0);
  const embalagem = linhas.reduce((s, l) => s + l.embalagem, 0);
  const descontoAplicado = Math.min(Math.max(0, desconto), mercadorias);
  return {
    linhas: precificadas,
    mercadorias,
    embalagem,
    desconto: descontoAplicado,
    taxaEntrega,
    total: mercadorias + embalagem - descontoAplicado + taxaEntrega,
  };
}
