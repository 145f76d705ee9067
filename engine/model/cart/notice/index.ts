/**
 * What the cart panel says after a whole set of products went into the cart at once, a shopping
 * list or a combo (spec section 2, "/{slug or id}: home after a cart is applied"): the message and
 * one line per adjustment the server made (a quantity rounded to the multiple, capped, a product
 * left out). The lists and combos slices set it only when something went in; it opens the panel,
 * and the page that sent the products takes the shopper to the home (features/cart/home-after-cart).
 * Cleared when the panel closes. Off the first view: only lazy chunks import this module.
 */
import { createEvent, createStore, sample } from 'effector';
import { loggedOut, sessionExpired } from '../../session';
import { cartPanelClosed, cartPanelOpened } from '../changes';

export interface CartNotice {
  mensagem: string;
  detalhes: string[];
}

export const cartNoticeShown = createEvent<CartNotice>();
export const $cartNotice = createStore<CartNotice | null>(null)
  .on(cartNoticeShown, (_, aviso) => aviso)
  .reset([cartPanelClosed, loggedOut, sessionExpired]);
/** How many notices were shown: the page that sent the products goes to the home when it grows. */
export const $cartNoticeCount = createStore(0).on(cartNoticeShown, (n) => n + 1);
sample({ clock: cartNoticeShown, fn: () => undefined, target: cartPanelOpened });
