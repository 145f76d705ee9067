/** The session token (contract: `{auth}` path segment). Pure helpers, no DOM access. */

/** The necessary cookie that keeps the token (spec section 4: "The auth token is kept in a cookie"). */
export const TOKEN_COOKIE = 'sf_token';
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;
export const ANON_TOKEN_PATTERN = /^anon-[0-9a-f]{32}$/;

/** 'anon-' + 32 lowercase hex characters from a cryptographic source. */
export function generateAnonymousToken(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  return `anon-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function isValidToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The `{auth}~{id}` segment (contract: one path parameter `authCliente`). */
export function authClienteSegment(token: string, idcliente: number): string {
  return `${token}~${idcliente}`;
}
