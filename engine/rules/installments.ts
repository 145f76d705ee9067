/**
 * Installments of a payment method at checkout (spec section 3 'Payment method' quantParcelas;
 * contract A: quantParcelasMax and parcelaMinima). Pure, integer centavos.
 *
 * `n` installments are offered when n ≤ quantParcelasMax and each is at least the minimum
 * (total ≥ n × parcelaMinima); one installment is always offered. Each installment shown is the
 * total divided by n, rounded up to the centavo (the last one may be a centavo or so smaller).
 */
import { formatBRL } from './money';

export interface OpcaoParcela {
  quantParcelas: number;
  /** The value of each installment, centavos. */
  valorCentavos: number;
}

/** The installment choices for a total: [{1, total}, {2, …}, …]. */
export function opcoesParcelas(
  totalCentavos: number,
  quantParcelasMax: number,
  parcelaMinimaCentavos: number,
): OpcaoParcela[] {
  const total = Math.max(0, Math.trunc(totalCentavos));
  const max = Math.max(1, Math.min(48, Math.trunc(quantParcelasMax)));
  const minimo = Math.max(0, Math.trunc(parcelaMinimaCentavos));
  const opcoes: OpcaoParcela[] = [];
  for (let n = 1; n <= max; n++) {
    if (n > 1 && total < n * minimo) break;
    opcoes.push({ quantParcelas: n, valorCentavos: Math.ceil(total / n) });
  }
  return opcoes;
}

/** '3x de R$ 12,34' ('1x de R$ 37,00' for one). */
export function textoParcela(opcao: OpcaoParcela): string {
  return `${opcao.quantParcelas}x de ${formatBRL(opcao.valorCentavos)}`;
}

/** The adjustment of a method, for a person: -3 → '3% de desconto no Pix', 5 → '5% de acréscimo no Cartão'. */
export function textoAjuste(ajustePercentual: number, descricao: string): string | null {
  if (!Number.isFinite(ajustePercentual) || ajustePercentual === 0) return null;
  const valor = Math.abs(ajustePercentual).toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return `${valor}% de ${ajustePercentual < 0 ? 'desconto' : 'acréscimo'} no ${descricao}`;
}
