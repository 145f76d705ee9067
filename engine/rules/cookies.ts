/** Cookie headers, read the same way by the browser (`document.cookie`) and the server (the Cookie header). */

/**
 * The consent categories of spec sections 4 and 9: every cookie, and every store a model slice saves
 * (engine/model/slice.ts), belongs to one; the visitor allows or refuses each (engine/model/consent).
 */
export const CONSENT_CATEGORIES = ['necessary', 'session', 'performance', 'personalization'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** 'a=1; b=x%20y' → { a: '1', b: 'x y' } (first occurrence wins; undecodable values kept raw). */
export function parseCookies(cookieString: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || Object.hasOwn(out, name)) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** One cookie's value, or null when absent. */
export function readCookie(cookieHeader: string, name: string): string | null {
  return parseCookies(cookieHeader)[name] ?? null;
}
