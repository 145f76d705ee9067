/**
 * Session slice: who is browsing. An anonymous visitor's token is generated in the browser
 * ('anon-' + 32 hex) and kept in the necessary cookie `sf_token`; a login replaces it with the
 * server's session token and writes the display part of the user to the necessary cookie
 * `sf_usuario` (engine/rules/session-user), which the server render reads too, so both render the
 * same header. A 401 'Sessão expirada, efetue login novamente' from any call logs the user out
 * (`sessionExpired`; the login slice opens the login with the message).
 */
import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { requestData } from '../../api';
import { ROLES } from '#schemas/gate';
import type { Role } from '#schemas/gate';
import { $api, appStarted, requireApi } from '../app';
import { readCookiesFx } from '../consent';
import type { ModelSlice } from '../slice';
import { readCookie } from '../../rules/cookies';
import { authClienteSegment, generateAnonymousToken, isValidToken, TOKEN_COOKIE } from '../../rules/session-token';
import { parseUsuarioCookie, USER_COOKIE } from '../../rules/session-user';
import type { UsuarioSessao } from '../../rules/session-user';

export type { UsuarioSessao } from '../../rules/session-user';

export interface Session {
  token: string;
  idcliente: number;
  authenticated: boolean;
  tags: string[];
  role: Role;
}

export const ONE_YEAR = 31536000;

/** Writes a cookie of the session (Path=/, SameSite=Lax, Secure over https). */
export function writeCookie(name: string, encodedValue: string, maxAge: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodedValue}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Reads the token cookie, creating an anonymous token when there is none (or it is malformed). */
export const readTokenFx = createEffect((): string => {
  const existing = typeof document === 'undefined' ? null : readCookie(document.cookie, TOKEN_COOKIE);
  if (existing && isValidToken(existing)) return existing;
  const token = generateAnonymousToken();
  writeCookie(TOKEN_COOKIE, encodeURIComponent(token), ONE_YEAR);
  return token;
});

/** Fires once the token is known: the supplier resolution starts from here. */
export const sessionReady = createEvent<Session>();

/** The token ('{auth}'): from the cookie, never from local storage. */
export const $token = createStore('');

/** The logged-in user (null: anonymous), from the `sf_usuario` cookie or the login answer. */
export const $usuario = createStore<UsuarioSessao | null>(null);

/** The visitor's persisted profile (tags); identity comes from `$usuario`. */
type Perfil = Omit<Session, 'token'>;
const ANONYMOUS_PERFIL: Perfil = { idcliente: 0, authenticated: false, tags: [], role: 'anonimo' };
export const $perfil = createStore<Perfil>(ANONYMOUS_PERFIL);

export const $session = combine($token, $perfil, $usuario, (token, perfil, usuario): Session =>
  usuario
    ? { token, idcliente: usuario.idcliente ?? 0, authenticated: true, tags: perfil.tags, role: usuario.papel }
    : { token, idcliente: 0, authenticated: false, tags: perfil.tags, role: 'anonimo' },
);
/** `{auth}` path segment. */
export const $authSegment = $token;
/** `{auth}~{id}` path segment. */
export const $authClienteSegment = $session.map((s) => authClienteSegment(s.token, s.idcliente));

/** Validates a saved profile (local storage is user-controlled input). */
function restorePerfil(saved: unknown): Perfil | undefined {
  if (typeof saved !== 'object' || saved === null) return undefined;
  const p = saved as Record<string, unknown>;
  const roles: readonly string[] = ROLES;
  if (
    typeof p.idcliente !== 'number' ||
    !Number.isSafeInteger(p.idcliente) ||
    p.idcliente < 0 ||
    typeof p.authenticated !== 'boolean' ||
    !Array.isArray(p.tags) ||
    !p.tags.every((t) => typeof t === 'string') ||
    typeof p.role !== 'string' ||
    !roles.includes(p.role)
  ) {
    return undefined;
  }
  return { idcliente: p.idcliente, authenticated: p.authenticated, tags: p.tags as string[], role: p.role as Role };
}

sample({ clock: appStarted, target: readTokenFx });
$token.on(readTokenFx.doneData, (_, token) => token);
// The user cookie, from the cookie header the consent slice reads (the server render passes the
// request's), is believed only beside a session token (whichever of the two is read first).
const $usuarioCookie = createStore<string | null>(null).on(readCookiesFx.doneData, (_, cookies) =>
  readCookie(cookies, USER_COOKIE),
);
sample({
  clock: [$usuarioCookie, readTokenFx.doneData],
  source: { cookie: $usuarioCookie, token: $token },
  fn: ({ cookie, token }) => parseUsuarioCookie(cookie, token),
  target: $usuario,
});
sample({ clock: readTokenFx.done, source: $session, target: sessionReady });

// ---- logout ----

/** Removes both cookies (after logout a fresh anonymous token is created). */
export const clearTokenFx = createEffect(() => {
  writeCookie(TOKEN_COOKIE, '', 0);
  writeCookie(USER_COOKIE, '', 0);
});

export const logoutClicked = createEvent();

/** GET /v1/app/{auth}/cliente/logout: ends the server session (if any). */
const logoutFx = attach({
  source: { api: $api, token: $token },
  effect: async ({ api, token }) => {
    await requestData(requireApi(api).v1.GET('/v1/app/{auth}/cliente/logout', { params: { path: { auth: token } } }));
  },
});

sample({ clock: logoutClicked, target: logoutFx });
// Whatever the server said, the browser forgets the session and starts anonymous again.
sample({ clock: logoutFx.finally, target: clearTokenFx });
sample({ clock: clearTokenFx.done, target: readTokenFx });
$perfil.on(clearTokenFx.done, () => ANONYMOUS_PERFIL);
$usuarioCookie.reset(clearTokenFx.done);

/** The user chose to leave and the server was told (the cookies are cleared at the same time). */
export const loggedOut = logoutFx.finally.map((): void => undefined);

// ---- session expiry ----

/** A call answered 401 'Sessão expirada, efetue login novamente': the session is over. */
export const sessionExpired = createEvent<string>();

/** Lets the API's middleware tell this scope about an expired session. */
const bindSessionExpiryFx = attach({
  source: $api,
  effect: (api) => {
    api?.onSessionExpired(scopeBind(sessionExpired, { safe: true }));
  },
});
sample({ clock: $api, target: bindSessionExpiryFx });

// The session is dead on the server: forget it here (no logout call, its token answers 401).
sample({ clock: sessionExpired, source: $usuario, filter: (u) => u !== null, target: clearTokenFx });

export { ANON_TOKEN_PATTERN, generateAnonymousToken, TOKEN_COOKIE } from '../../rules/session-token';
export { USER_COOKIE } from '../../rules/session-user';

export const sessionSlice: ModelSlice = {
  name: 'session',
  persisted: [{ name: 'user', store: $perfil, category: 'session', restore: restorePerfil }],
};
