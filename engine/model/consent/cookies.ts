/** Pure cookie helpers (no DOM): parse a `document.cookie` string, serialise a Set-Cookie-style assignment. */

export interface CookieOptions {
  /** Lifetime in seconds; 0 deletes the cookie. */
  maxAge: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** The string to assign to `document.cookie`. The value is URI-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new Error(`Nome de cookie inválido: ${JSON.stringify(name)}`);
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    `Path=${options.path ?? '/'}`,
  ];
  // Deleting: an expiry in the past as well as Max-Age=0, which some agents ignore.
  if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure || options.sameSite === 'None') parts.push('Secure');
  return parts.join('; ');
}

/** One cookie write, as the effects of this slice perform it. */
export interface CookieWrite {
  name: string;
  value: string;
  options: CookieOptions;
}

/** Writes cookies to `document.cookie` (no-op outside a browser). Secure is added on https. */
export function writeBrowserCookies(writes: readonly CookieWrite[]): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  for (const w of writes)
    document.cookie = serializeCookie(w.name, w.value, { ...w.options, secure: w.options.secure ?? secure });
}

/** The current `document.cookie` ('' outside a browser). */
export function readBrowserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
