/**
 * Session slice: who is browsing. This issue only has anonymous visitors: the token is generated
 * in the browser ('anon-' + 32 hex) and kept in the necessary cookie `sf_token`.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { requestData } from '../../api';
import type { Role } from '../../../schemas/gate';
import { $api, appStarted, requireApi } from '../app';
import { authClienteSegment, generateAnonymousToken, isValidToken, readCookie, TOKEN_COOKIE } from './token';

export type Papel = Role;

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

/** Removes the token cookie (after logout a fresh anonymous token is created). */
export const clearTokenFx = createEffect(() => {
  if (typeof document !== 'undefined') document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
});

export const logoutClicked = createEvent();

/** GET /v1/app/{auth}/cliente/logout: ends the server session (if any). */
export const logoutFx = attach({
  source: { api: $api, token: $token },
  effect: async ({ api, token }) => {
    await requestData(requireApi(api).v1.GET('/v1/app/{auth}/cliente/logout', { params: { path: { auth: token } } }));
  },
});

sample({ clock: logoutClicked, target: logoutFx });
// Whatever the server said, the browser forgets the session and starts anonymous again.
sample({ clock: logoutFx.finally, target: clearTokenFx });
sample({ clock: clearTokenFx.done, target: readTokenFx });
$session.on(clearTokenFx.done, () => ANONYMOUS_SESSION);

export { authClienteSegment, generateAnonymousToken, isValidToken, readCookie, TOKEN_COOKIE, ANON_TOKEN_PATTERN } from './token';
