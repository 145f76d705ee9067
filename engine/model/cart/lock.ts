/**
 * A cart an attendant holds (`bloqueio_atendimento`: the attendant priced a line) is read-only: a
 * change opens the lock notice (`$bloqueioAberto`) instead, whose unlock (`unlockRequested`) forces
 * the release on the server. A save refused with 423 shows the lock and reloads the cart as it is.
 */
import { createEvent, createStore, sample } from 'effector';
import { ApiError } from '../../api';
import { loggedOut, sessionExpired } from '../session';
import { cartAnswered, cartCleared, cartLoadRequested, saveCartFx, unlockCartFx } from './sync';

export const lockNoticeClosed = createEvent();
/** The lock notice's unlock button: the customer forces the release (the attendant prices go). */
export const unlockRequested = createEvent();

export const $bloqueado = createStore(false);
export const $bloqueioAberto = createStore(false).reset(lockNoticeClosed);

sample({ clock: unlockRequested, target: unlockCartFx });
$bloqueioAberto.reset(unlockCartFx.done);
$bloqueado.on(cartAnswered, (_, c) => c.bloqueio_atendimento);

// A save refused because an attendant holds the cart: show the lock, reload the cart as it is.
sample({
  clock: saveCartFx.failData,
  filter: (e) => e instanceof ApiError && e.status === 423,
  fn: () => true,
  target: [$bloqueado, $bloqueioAberto],
});
sample({
  clock: saveCartFx.failData,
  filter: (e) => e instanceof ApiError && e.status === 423,
  target: cartLoadRequested,
});

for (const store of [$bloqueado, $bloqueioAberto]) store.reset([loggedOut, sessionExpired, cartCleared]);
