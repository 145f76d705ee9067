/**
 * The checkout opened (the cart page, a logged-in client): the delivery, the payment and the
 * characteristics start from it.
 */
import { createEvent } from 'effector';

export const checkoutOpened = createEvent();
