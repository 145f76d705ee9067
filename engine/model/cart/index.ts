/**
 * The cart slice (spec section 4 "Cart", section 5 cart rules, section 9 "Cart save 1000 ms"),
 * loaded with the first cart action or the cart screens, never at first view. Its concerns, one
 * file each: the lines' changes (./changes.ts, over the pure ./line-rules.ts), the totals with the
 * one pricing core (./totals.ts), the server (./sync.ts: save, load, items by id, the answers), the
 * attendant's lock (./lock.ts), the notes (./notes.ts), the subscription choice
 * (./subscription.ts) and the checkout's need of a client (./checkout-gate.ts). The cart resets on
 * logout, on a dead session and on `cartCleared`.
 *
 * Three parts load apart, each its own face: the lines the first view needs (./lines, the persisted
 * `$cartLines` and the header's count), the coupon box and the coupons screen (./coupon) and
 * whether the cart page can be laid out (./pronto). Everything else is imported from here.
 */
export { $cartLines, type CartLine } from './lines';
export { MAX_NUM_PEDIDO_CLIENTE, MAX_OBSERVACAO, PRECISA_LOGIN, type AssinaturasCarrinho } from './texts';
export { increaseState } from './line-rules';
export {
  $cartPanelOpen,
  $toast,
  addToCartClicked,
  cartPanelClosed,
  cartPanelOpened,
  giftWrapToggled,
  quantitiesChanged,
  comboAdded,
  quantityChanged,
  toastDismissed,
} from './changes';
export {
  $contextoPreco,
  $cupomCarrinho,
  $descontosPorLinha,
  $totais,
  carrinhoPaymentMethodSet,
  lineTotalOf,
} from './totals';
export {
  $avisos,
  $erro,
  $numPedidoCliente,
  $observacao,
  addItemsFx,
  cartCleared,
  cartLoadRequested,
  cartPageHydrated,
  cartPreparationRequested,
  itemsAdded,
} from './sync';
export { $bloqueado, $bloqueioAberto, lockNoticeClosed, unlockRequested } from './lock';
export { $cannotSubmit, submissionPermissionAsked } from './submission-permission';
export { clientePedidoNumberChanged, noteChanged } from './notes';
export { $assinaturas, $idtipoassinatura, $recorrencia, subscriptionTypeChosen } from './subscription';
import './checkout-gate';
