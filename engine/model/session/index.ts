/**
 * Session slice: who is browsing. This issue only has anonymous visitors: the token is generated
 * in the browser ('anon-' + 32 hex) and kept in the necessary cookie `sf_token`.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { ROLES } from '../../../schemas/gate';
import type { Role } from '../../../schemas/gate';
import { $api, appStarted, requireApi } from '../app';
import type { ModelSlice } from '../slice';
import { readCookie } from '../../rules/cookies';
import { authClienteSegment, generateAnonymousToken, isValidToken, TOKEN_COOKIE } from '../../rules/session-token';

export interface Session {
  token: string;
  idcliente: number;
  authenticated: boolean;
  tags: string[];
  role: Role;
}

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

/** The token ('{auth}'): from the cookie, never from local storage. */
export const $token = createStore('');

/** Who the visitor is, apart from the token (persisted as the 'user' slice under 'session'). */
type Perfil = Omit<Session, 'token'>;
const ANONYMOUS_PERFIL: Perfil = { idcliente: 0, authenticated: false, tags: [], role: 'anonimo' };
export const $perfil = createStore<Perfil>(ANONYMOUS_PERFIL);

export const $session = combine($token, $perfil, (token, perfil): Session => ({ token, ...perfil }));
export const $authenticated = $perfil.map((p) => p.authenticated);
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
sample({ clock: readTokenFx.done, source: $session, target: sessionReady });

/** Removes the token cookie (after logout a fresh anonymous token is created). */
export const clearTokenFx = createEffect(() => {
  if (typeof document !== 'undefined') document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
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

export { ANON_TOKEN_PATTERN, generateAnonymousToken, TOKEN_COOKIE } from '../../rules/session-token';

export const sessionSlice: ModelSlice = {
  name: 'session',
  persisted: [{ name: 'user', store: $perfil, category: 'session', restore: restorePerfil }],
};
