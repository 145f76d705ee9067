/**
 * Checkout slice (issue 12, items 3–5; spec sections 2 'Cart: … delivery method, shipping, payment
 * methods, coupon, send', 4 'Delivery type' and 'Delivery options', 5 submission rules, 8 'Cart and
 * orders', 'Delivery and address'): the part of the cart page that turns the cart into an order.
 * Loaded with the cart page, never at first view (not in MODEL_SLICES). `checkoutOpened` (the cart
 * page, a logged-in client) starts it. Its concerns, one file each: the delivery (./delivery.ts),
 * the payment methods (./payment.ts), their installments (./installments.ts) and the credit limit of
 * the 'a prazo' ones (./credit.ts), the card sandbox
 * (./card.ts), the order instructions and characteristics (./characteristics.ts), whether the
 * options can be laid out (./readiness.ts), the submit's body (./order-body.ts) and the submit
 * (./submit.ts).
 */
// The checkout's GA4 events register with the slice (./analytics.ts).
import './analytics';

export { checkoutOpened, checkoutPrepared } from './opened';
export {
  $dataEntrega,
  $erroEntrega,
  $estadoEntrega,
  $formaEntregaAtiva,
  $formasEntrega,
  $idendereco,
  $idformaentrega,
  $idloja,
  $lojas,
  $taxaEntregaCentavos,
  $tipoDasFormasEntrega,
  $tipoEntrega,
  $tiposEntrega,
  addressChosen,
  deliveryDateChosen,
  deliveryErrorClosed,
  deliveryMethodChosen,
  deliveryTypeChosen,
  storeChosen,
} from './delivery';
export { $erroPagamento, $formaPagamentoAtiva, $formasPagamento, $idformapagto, paymentMethodChosen } from './payment';
export { $opcoesParcelas, $quantParcelas, $totalComEntrega, installmentsChosen } from './installments';
export { $paymentBlocks } from './credit';
export { $cartaoValidado, $erroCartao, $validandoCartao, cardSubmitted } from './card';
export {
  $caracteristicas,
  $errosCaracteristicas,
  $instrucoesPedido,
  $respostasCaracteristicas,
  characteristicAnswered,
} from './characteristics';
export { $opcoesProntas } from './readiness';
export {
  $enviando,
  $erroEnvio,
  $orcamento,
  $pedidoSubmetido,
  $ultimaSubmissao,
  pedidoSubmitted,
  submissionSeen,
} from './submit';
