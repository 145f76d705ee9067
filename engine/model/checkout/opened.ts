/**
 * The checkout opens: the delivery, the payment and the characteristics start from `checkoutStarted`.
 *
 * Two ways in. The cart page's preparation (src/app/route-models.ts, on the server and in the
 * browser before hydrating) fires `checkoutPrepared`; the page's `order-submit` block fires
 * `checkoutOpened` when it mounts. The block's first opening right after a preparation asks
 * nothing again (every answer is already in, the same as the server's HTML); any later one (a
 * navigation back to the cart) asks everything anew.
 */
import { createEvent, createStore, sample } from 'effector';
import { loggedOut, sessionExpired } from '../session';

export const checkoutOpened = createEvent();
export const checkoutPrepared = createEvent();
/** The opening every concern of the slice starts from (internal to the slice). */
export const checkoutStarted = createEvent();

const $prepared = createStore(false).reset([loggedOut, sessionExpired]);
sample({ clock: checkoutPrepared, fn: () => true, target: $prepared });
sample({ clock: checkoutPrepared, target: checkoutStarted });
const abertoPelaPagina = sample({ clock: checkoutOpened, source: $prepared });
sample({ clock: abertoPelaPagina, filter: (preparado) => !preparado, fn: () => undefined, target: checkoutStarted });
$prepared.on(abertoPelaPagina, () => false);
