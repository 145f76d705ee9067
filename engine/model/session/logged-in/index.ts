/**
 * Keeping a new session (a login, an approved registration, an account update): token and user
 * into the stores and the two cookies, and the pt-BR texts of those screens (./texts.ts). Loaded
 * with the login and account screens (only they log in), never at first view: the session's own
 * face for them, `#engine/model/session/logged-in`.
 */
import { createEffect, createEvent, sample } from 'effector';
import type { components } from '#openapi/generated/v1';
import { TOKEN_COOKIE } from '#engine/rules/session-token';
import { serializeUsuarioCookie, USER_COOKIE } from '#engine/rules/session-user';
import { usuarioDaResposta } from '#engine/rules/session-answer';
import type { UsuarioSessao } from '#engine/rules/session-user';
import { $token, $usuario, ONE_YEAR, writeCookie } from '..';

export type RespostaAutenticar = components['schemas']['RespostaAutenticar'];

/** A login or an approved registration answered: the browser keeps the new session. */
export const loggedIn = createEvent<RespostaAutenticar>();

/** Writes both cookies of a session (the server render reads them on the next page). */
export const writeSessionCookiesFx = createEffect(({ token, usuario }: { token: string; usuario: UsuarioSessao }) => {
  writeCookie(TOKEN_COOKIE, encodeURIComponent(token), ONE_YEAR);
  writeCookie(USER_COOKIE, serializeUsuarioCookie(usuario), ONE_YEAR);
});

sample({ clock: loggedIn, fn: (r) => r.token, target: $token });
sample({ clock: loggedIn, fn: usuarioDaResposta, target: $usuario });
sample({
  clock: loggedIn,
  fn: (r) => ({ token: r.token, usuario: usuarioDaResposta(r) }),
  target: writeSessionCookiesFx,
});

export { TEXTOS_AUTENTICACAO } from './texts';
