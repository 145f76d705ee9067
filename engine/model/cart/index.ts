/**
 * Cart slice, as far as this issue goes: the lines store the header's cart button counts.
 * Adding, changing and saving lines (spec section 4, Cart) come with the cart issue.
 */
import { createStore } from 'effector';
import type { ModelSlice } from '../slice';

export interface CartLine {
  id: number;
  nome: string;
  /** Quantity in thousandths (spec: integer quantities where arithmetic happens). */
  quantidadeMilesimos: number;
}

export const $cartLines = createStore<CartLine[]>([]);
/** The number of lines in the cart (what the cart button shows). */
export const $cartCount = $cartLines.map((lines) => lines.length);

export const cartSlice: ModelSlice = { name: 'cart' };
