/**
 * The cart's lazy UI, one chunk off the first view, one dynamic import (./card-cart): with a
 * product, a product card's stepper (./card-cart-stepper); without, the side panel with the
 * toasts (./cart-panel, which the header hosts). The product and cart pages import CartQuantity
 * from here too, so all of it is one chunk with them (each lazy chunk name costs first-view bytes).
 */
import type { Produto } from '#engine/model/types';
import CardCartStepper from './card-cart-stepper';
import CartPanel from './cart-panel';

export { CartQuantity } from './cart-quantity';

export default function CartUi({
  produto,
  adicionar = false,
  aberturas = 0,
}: {
  produto?: Produto;
  adicionar?: boolean;
  aberturas?: number;
}) {
  return produto ? <CardCartStepper produto={produto} adicionar={adicionar} /> : <CartPanel aberturas={aberturas} />;
}
