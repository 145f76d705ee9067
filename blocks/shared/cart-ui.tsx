/**
 * The cart's lazy UI, one chunk off the first view, one dynamic import (./card-cart): with a
 * product, a product card's stepper (./card-cart-stepper); without, the side panel with the
 * toasts (./cart-panel, which the header hosts).
 */
import type { Produto } from '../../engine/model/types';
import CardCartStepper from './card-cart-stepper';
import CartPanel from './cart-panel';

export default function CartUi({ produto, adicionar = false }: { produto?: Produto; adicionar?: boolean }) {
  return produto ? <CardCartStepper produto={produto} adicionar={adicionar} /> : <CartPanel />;
}
