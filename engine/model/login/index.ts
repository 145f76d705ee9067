/**
 * Login slice, the part the app needs from the start: opening and closing the login modal (the
 * header's 'Entrar', or a 401 'Sessão expirada, efetue login novamente' from any call, which opens
 * it with that message), and leaving the page after logout. The flow itself (login lookup,
 * password, registration) is its own face, ./flow (`#engine/model/login/flow`), loaded with the login
 * screens, off the first view.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { loggedOut, sessionExpired } from '../session';
import type { ModelSlice } from '../slice';
import { $rotaBase } from '../supplier';

export interface MensagemLogin {
  tom: 'critical' | 'info' | 'positive';
  texto: string;
}

/** Opens the login modal (with a message, e.g. 'Sessão expirada, efetue login novamente'). */
export const loginOpened = createEvent<string | void>();
export const loginClosed = createEvent();

export const $loginOpen = createStore(false)
  .on(loginOpened, () => true)
  .on(loginClosed, () => false);

/** The message the login was opened with (until the visitor acts). */
export const $mensagemAbertura = createStore<MensagemLogin | null>(null).on(loginOpened, (_, mensagem) =>
  mensagem ? { tom: 'critical', texto: mensagem } : null,
);

// A dead session opens the login with the spec's message.
sample({ clock: sessionExpired, target: loginOpened });

/** Leaves the page after login or logout: to `destino`, or a reload of the current page. */
export const reloadFx = createEffect((destino: string | null) => {
  if (typeof window === 'undefined') return;
  if (destino === null) window.location.reload();
  else window.location.assign(destino);
});

sample({ clock: loggedOut, source: $rotaBase, fn: (base) => base || '/', target: reloadFx });

export const loginSlice: ModelSlice = { name: 'login' };
