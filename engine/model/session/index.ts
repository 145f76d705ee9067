/**
 * Session slice: who is browsing. This issue only has anonymous visitors: the token is generated
 * in the browser ('anon-' + 32 hex) and kept in the necessary cookie `sf_token`.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { appStarted } from '../app';
import { authClienteSegment, generateAnonymousToken, isValidToken, readCookie, TOKEN_COOKIE } from './token';

export type Papel = 'anonimo' | 'cliente' | 'representante' | 'usuarioVinculado' | 'atendente';

export interface Session {
  token: string;
  idcliente: number;
  authenticated: boolean;
  tags: string[];
  role: Papel;
}

export const ANONYMOUS_SESSION: Session = { token: '', idcliente: 0, authenticated: false, tags: [], role: 'anonimo' };

/** Reads the token cookie, creating an anonymous token when there is none (or it is malformed). */
export const readTokenFx = createEffect((): string => {
  const existing = typeof document === 'undefined' ? null : readCookie(document.cookie, TOKEN_COOKIE);
  if (existing && isValidToken(existing)) return existing;
  const token = generateAnonymousToken();
  if (typeof document !== 'undefined') {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  }
  return token;
});

/** Fires once the token is known: the supplier resolution starts from here. */
export const sessionReady = createEvent<Session>();

export const $session = createStore<Session>(ANONYMOUS_SESSION);
export const $token = $session.map((s) => s.token);
export const $authenticated = $session.map((s) => s.authenticated);
/** `{auth}` path segment. */
export const $authSegment = $token;
/** `{auth}~{id}` path segment. */
export const $authClienteSegment = $session.map((s) => authClienteSegment(s.token, s.idcliente));

sample({ clock: appStarted, target: readTokenFx });
$session.on(readTokenFx.doneData, (session, token) => ({ ...session, token }));
sample({ clock: readTokenFx.done, source: $session, target: sessionReady });

export { authClienteSegment, generateAnonymousToken, isValidToken, readCookie, TOKEN_COOKIE, ANON_TOKEN_PATTERN } from './token';
