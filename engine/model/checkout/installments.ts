/** The installments the active payment method offers for the cart's total plus the delivery fee. */
import { combine, createEvent, createStore, sample } from 'effector';
import { opcoesParcelas, type OpcaoParcela } from '../../rules/installments';
import { toCentavos } from '../../rules/money';
import { $totais } from '../cart';
import { $taxaEntregaCentavos } from './delivery';
import { $formaPagamentoAtiva, $idformapagto } from './payment';

export const installmentsChosen = createEvent<number>();

export const $quantParcelas = createStore(1);
/** The cart's total plus the delivery fee, centavos; null while a price is hidden. */
export const $totalComEntrega = combine($totais, $taxaEntregaCentavos, (totais, taxa) =>
  totais === null ? null : totais.total + taxa,
);
/** The installments the active method offers for this total. */
export const $opcoesParcelas = combine($formaPagamentoAtiva, $totalComEntrega, (forma, total): OpcaoParcela[] =>
  forma === null || total === null
    ? []
    : opcoesParcelas(total, forma.quantParcelasMax, toCentavos(forma.parcelaMinima)),
);

$quantParcelas.on($idformapagto, () => 1);
sample({
  clock: installmentsChosen,
  source: $opcoesParcelas,
  filter: (opcoes, n) => opcoes.some((o) => o.quantParcelas === n),
  fn: (_, n) => n,
  target: $quantParcelas,
});
// Fewer installments offered now (the total went down): the most still offered.
sample({
  clock: $opcoesParcelas,
  source: $quantParcelas,
  filter: (n, opcoes) => opcoes.length > 0 && !opcoes.some((o) => o.quantParcelas === n),
  fn: (_, opcoes) => opcoes[opcoes.length - 1]!.quantParcelas,
  target: $quantParcelas,
});
