/**
 * The checkout's GA4 events (spec section 9 'Tracking'; docs/analytics.md), sent by the analytics
 * model only with performance consent: begin_checkout when the checkout opens, add_shipping_info
 * and add_payment_info when a delivery option and a payment method become the order's, and
 * purchase (transaction_id, value, shipping, coupon, the items sent) when an order is submitted,
 * or generate_lead when it is a quote.
 */
import { createStore, sample } from 'effector';
import { analyticsEventsTracked, commerceEvent, itemsOfLines, type AnalyticsItem } from '../analytics/events';
import { $cartLines } from '../cart';
import { $formaEntregaAtiva } from './delivery';
import { checkoutStarted } from './opened';
import { $formaPagamentoAtiva } from './payment';
import { $pedidoSubmetido, pedidoSubmitted } from './submit';

sample({
  clock: checkoutStarted,
  source: $cartLines,
  filter: (lines) => lines.length > 0,
  fn: (lines) => [commerceEvent('begin_checkout', itemsOfLines(lines))],
  target: analyticsEventsTracked,
});

sample({
  clock: $formaEntregaAtiva.updates,
  source: $cartLines,
  filter: (lines, forma) => forma !== null && lines.length > 0,
  fn: (lines, forma) => [commerceEvent('add_shipping_info', itemsOfLines(lines), { shipping_tier: forma?.nome ?? '' })],
  target: analyticsEventsTracked,
});

sample({
  clock: $formaPagamentoAtiva.updates,
  source: $cartLines,
  filter: (lines, forma) => forma !== null && lines.length > 0,
  fn: (lines, forma) => [
    commerceEvent('add_payment_info', itemsOfLines(lines), { payment_type: forma?.descricao ?? '' }),
  ],
  target: analyticsEventsTracked,
});

/** The items of the order being submitted (the cart empties once it is accepted). */
const $submittedItems = createStore<AnalyticsItem[]>([]);
sample({ clock: pedidoSubmitted, source: $cartLines, fn: itemsOfLines, target: $submittedItems });

sample({
  clock: $pedidoSubmetido.updates,
  source: $submittedItems,
  filter: (_, pedido) => pedido !== null,
  fn: (items, pedido) => {
    const { numpedido = 0, totalpedido = 0, taxaentrega = 0, status, dadospedido } = pedido ?? {};
    const parametros = {
      transaction_id: String(numpedido),
      value: totalpedido,
      shipping: taxaentrega,
      ...(dadospedido?.cupom ? { coupon: dadospedido.cupom } : {}),
    };
    return status === 'ORCAMENTO_NOVO'
      ? [commerceEvent('generate_lead', items, { ...parametros, lead_source: 'orcamento' })]
      : [commerceEvent('purchase', items, parametros)];
  },
  target: analyticsEventsTracked,
});
