/**
 * The session segments of the contract (`{auth}` and `{authCliente}` path parameters), one rule
 * for the browser that builds them and the server that parses them:
 * - a session token is 16 to 256 of [A-Za-z0-9_-]; the server issues real ones at login;
 * - an anonymous visitor's token is made by the browser: 'anon-' + 32 lowercase hex. It is never
 *   a session, so the server answers it without a database lookup (and never caches per session);
 * - `{authCliente}` is `{token}~{idcliente}`, idcliente 0 meaning anonymous.
 */

/** The necessary cookie that keeps the token (spec section 4: "The auth token is kept in a cookie"). */
export const TOKEN_COOKIE = 'sf_token';

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;
export const ANON_TOKEN_PATTERN = /^anon-[0-9a-f]{32}$/;
export const CLIENTE_SEPARATOR = '~';
/** `{token}~{idcliente}` with idcliente as written (at most 12 digits; range checked by the parser). */
export const AUTH_CLIENTE_PATTERN = /^([A-Za-z0-9_-]{16,256})~([0-9]{1,12})$/;

export function isValidToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** True for the browser-made anonymous tokens ('anon-' + 32 lowercase hex). */
export function isAnonymousToken(token: string): boolean {
  return ANON_TOKEN_PATTERN.test(token);
}

/** True for `{token}~{idcliente}` of an anonymous visitor: an anonymous token and client 0. */
export function isAnonymousAuthCliente(authCliente: string): boolean {
  const match = AUTH_CLIENTE_PATTERN.exec(authCliente);
  return match !== null && isAnonymousToken(match[1] as string) && Number(match[2]) === 0;
}

/** 'anon-' + 32 lowercase hex characters from a cryptographic source. */
export function generateAnonymousToken(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(16));
  return `anon-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The `{auth}~{id}` segment (contract: one path parameter `authCliente`). */
export function authClienteSegment(token: string, idcliente: number): string {
  return `${token}${CLIENTE_SEPARATOR}${idcliente}`;
}
