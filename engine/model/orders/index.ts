/**
 * Orders slice (issue 12, item 6; spec section 2 'Orders and quotes list: sort, load more,
 * details, repeat items, rate order'): the client's orders and quotes at this shop. Loaded with
 * its pages, never at first view (not in MODEL_SLICES). Its concerns, one file each: the list
 * (./list.ts), one order with its rating, quote confirmation and receipt (./order.ts), repeating
 * an order's items or the last purchase through the cart (./repeat.ts) and the change of payment
 * method (./payment-change.ts).
 */
export { ORDENACOES, type Ordenacao, type PedidoDetalhe, type PedidoResumo } from './texts';
export {
  $carregandoPedidos,
  $erroPedidos,
  $ordenacao,
  $pedidos,
  $temMais,
  $totalPedidos,
  loadMorePedidosClicked,
  pedidosPageShown,
  sortChosen,
} from './list';
export {
  $avaliando,
  $confirmando,
  $erroPedido,
  $gerandoComprovante,
  $mensagemPedido,
  $pedido,
  $reviewMessage,
  comprovanteFx,
  confirmOrcamentoClicked,
  pedidoOpened,
  reviewSubmitted,
} from './order';
export {
  $mensagemPedidos,
  $repetindo,
  $repetindoUltima,
  repeatItemsClicked,
  repeatLastPurchaseClicked,
} from './repeat';
export {
  $carregandoFormas,
  $erroTrocaForma,
  $formasPagamentoPedido,
  $trocandoForma,
  $trocasFeitas,
  paymentChangeOpened,
  paymentMethodChosen,
} from './payment-change';
