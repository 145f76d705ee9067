/** 'FINALIZAR COMPRA' needs a logged-in client; else the login opens with the spec's message (section 5). */
import { createEvent, sample } from 'effector';
import { $cliente } from '../lib/session-roles';
import { loginOpened } from '../login';
import { PRECISA_LOGIN } from './texts';

export const checkoutRequested = createEvent();

export const checkoutAllowed = sample({
  clock: checkoutRequested,
  source: $cliente,
  filter: (cliente) => cliente !== null,
  fn: () => undefined,
});
sample({
  clock: checkoutRequested,
  source: $cliente,
  filter: (cliente) => cliente === null,
  fn: () => PRECISA_LOGIN,
  target: loginOpened,
});
