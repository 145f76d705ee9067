/**
 * The cart's totals with the one pricing core (engine/rules/pricing), so the panel, the page and
 * the server agree to the centavo: the lines' prices, the supplier's multiple rule, the coupon in
 * the total and the chosen payment method's price variance.
 */
import { combine, createEvent, createStore, sample } from 'effector';
import { couponLineShares, discountFromCoupon } from '../../rules/coupon';
import {
  cartTotals,
  linePriceFromProduct,
  lineTotal,
  type CartLineInput,
  type CartTotals,
  type Discount,
  type LineTotal,
  type PricingContext,
} from '../../rules/pricing';
import { hasStockControl } from '../../rules/stock';
import { TAG_IGNORE_PRODUCT_MULTIPLE, hasTag } from '../../rules/tags';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { $cartLines, type CartLine } from './lines';
import { $idformapagamento, cartAnswered, cartCleared, cartLoadRequested } from './sync';
import type { CupomCarrinho } from './texts';

/**
 * The coupon in the cart's total (the server's last answer, or the manual coupon just accepted by
 * ./coupon until the save answers); never persisted (spec section 4: coupon data is blanked).
 */
export const $cupomCarrinho = createStore<CupomCarrinho | null>(null);
/** The last automatic coupon the server applied (what a manual coupon must not be worse than). */
export const $cupomAutomatico = createStore<CupomCarrinho | null>(null);
$cupomCarrinho.on(cartAnswered, (_, c) => c.cupom ?? null);
$cupomAutomatico.on(cartAnswered, (antes, c) =>
  c.cupom?.cupomAutomatico ? c.cupom : c.cupom?.codigoCupomAutomatico ? antes : null,
);

/** That method's variance in basis points (-300: 3 % off), which the pricing core applies here as on the server. */
export const $ajustePagamento = createStore(0);
/**
 * The checkout chose a payment method with a price variance (or one without: null): the browser's
 * totals take it (PricingContext.ajustePagamento) and the cart reloads with it.
 */
export const carrinhoPaymentMethodSet = createEvent<{
  idformapagamento: number;
  ajustePontosBase: number;
} | null>();
// A new payment variance: the cart's prices are the server's for it.
$ajustePagamento.on(carrinhoPaymentMethodSet, (_, forma) => forma?.ajustePontosBase ?? 0);
const formaPagamentoMudou = sample({
  clock: carrinhoPaymentMethodSet,
  source: $idformapagamento,
  filter: (atual, nova) => atual !== (nova?.idformapagamento ?? null),
  fn: (_, nova) => nova?.idformapagamento ?? null,
});
sample({ clock: formaPagamentoMudou, target: $idformapagamento });
sample({ clock: formaPagamentoMudou, fn: () => undefined, target: cartLoadRequested });

/** The pricing core's discount of a cart coupon. */
export function discountOfCupom(cupom: CupomCarrinho | null): Discount | null {
  if (cupom === null || cupom.codigoCupom === null) return null;
  return discountFromCoupon({
    tipodesconto: cupom.tipoDesconto,
    valor: cupom.tipoDesconto === '%' ? cupom.valorDescontoPercentual : cupom.valorDescontoAbsoluto,
    produtosComDesconto: cupom.produtosComDesconto,
    nao_usar_com_politica: cupom.nao_usar_com_politica,
  });
}

export const $ignorarMultiplo = $fornecedor.map((f) => hasTag(f?.tags, TAG_IGNORE_PRODUCT_MULTIPLE));
export const $controleEstoque = $fornecedor.map((f) => hasStockControl(f?.tags));

function lineInput(line: CartLine): CartLineInput | null {
  const preco = linePriceFromProduct({
    ...line.produto,
    precoatendente: line.precoAtendenteCentavos === null ? null : line.precoAtendenteCentavos / 100,
  });
  return preco === null
    ? null
    : {
        id: String(line.produto.id),
        quantidade: line.quantidadeMilesimos,
        // The units the server priced at the combo's price (never a price of the browser's own).
        preco:
          line.idcombo && line.combo
            ? {
                ...preco,
                combo: {
                  idcombo: line.idcombo,
                  quantidade: line.combo.quantidadeMilesimos,
                  centavos: line.combo.precoCentavos,
                },
              }
            : preco,
        embalarParaPresente: line.embalarParaPresente,
      };
}

/** One line's unit price and total (the pricing core), or null while its price is hidden. */
export function lineTotalOf(line: CartLine, context: PricingContext): LineTotal | null {
  const input = lineInput(line);
  return input === null ? null : lineTotal(input, context);
}

/** The lines as the pricing core reads them, or null while any line's price is hidden. */
export const $linhasPreco = $cartLines.map((lines): CartLineInput[] | null => {
  const inputs = lines.map(lineInput);
  return inputs.some((i) => i === null) ? null : (inputs as CartLineInput[]);
});
export const $contextoPreco = combine(
  $ignorarMultiplo,
  $ajustePagamento,
  (ignorarMultiplo, ajustePagamento): PricingContext => ({ ignorarMultiplo, ajustePagamento }),
);

/** The totals with the cart's coupon (its discount is the pricing core's), or null while any line's price is hidden. */
export const $totais = combine(
  $linhasPreco,
  $contextoPreco,
  $cupomCarrinho,
  (inputs, context, cupom): CartTotals | null =>
    inputs === null ? null : cartTotals(inputs, context, discountOfCupom(cupom)),
);

/**
 * The coupon's discount on each line (centavos, aligned with `$totais.linhas`) when the coupon asks
 * for it to be shown (`habilitarVisualizacaoDesconto`); null otherwise.
 */
export const $descontosPorLinha = combine($totais, $cupomCarrinho, (totais, cupom): number[] | null =>
  totais === null || cupom === null || !cupom.habilitarVisualizacaoDesconto
    ? null
    : couponLineShares(totais, discountOfCupom(cupom)),
);

for (const store of [$cupomCarrinho, $cupomAutomatico, $ajustePagamento]) {
  store.reset([loggedOut, sessionExpired, cartCleared]);
}
