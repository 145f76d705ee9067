/**
 * Whether the cart page can be laid out from the server's cart: no client (a visitor's cart lives
 * here alone), or the server has answered the client's cart once (or failed to). Until then the
 * cart page shows its loading state: the answer adds rows above the checkout (the coupon's
 * discount, the subscription choice, notices), and content that moves under a tap loses it.
 * Its own module, loaded with the cart page (not the first view) and by the page's preparation
 * before it asks for the cart, so the answer it waits for always comes after this module has loaded.
 */
import { combine, createStore } from 'effector';
import { $cliente } from '../../lib/session-roles';
import { loggedOut, sessionExpired } from '../../session';
import { cartAnswered, loadCartFx } from '../sync';

const $respondido = createStore(false)
  .on(cartAnswered, () => true)
  .on(loadCartFx.fail, () => true)
  .reset([loggedOut, sessionExpired]);

export const $carrinhoPronto = combine($cliente, $respondido, (cliente, respondido) => cliente === null || respondido);
/**
 * The lines are the server's cart of a client (the cart page's preparation, src/app/route-models.ts,
 * settles it on the server and again in the browser before hydrating): the page can show them in
 * its first render. A visitor's lines are the browser's alone, shown once the page is live.
 */
export const $linesFromServer = combine($cliente, $respondido, (cliente, respondido) => cliente !== null && respondido);
