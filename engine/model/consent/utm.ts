/**
 * UTM parameters of the entry URL (spec sections 2, 7, 9): kept as cookies utm_source,
 * utm_campaign and utm_all (604800 s, path /) and sent as X-UTM-Source, X-UTM-Campaign and
 * X-UTM-All. utm_all is the whole utm_* part of the query, in order, joined with '&'
 * (e.g. 'utm_source=google&utm_medium=cpc&utm_campaign=verao').
 */

export const UTM_COOKIES = ['utm_source', 'utm_campaign', 'utm_all'] as const;
export type UtmCookie = (typeof UTM_COOKIES)[number];
export type Utm = Partial<Record<UtmCookie, string>>;

/** 7 days, in seconds. */
export const UTM_COOKIE_MAX_AGE = 604800;

const MAX_LENGTH = 1000;

function clean(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim().slice(0, MAX_LENGTH);
  return trimmed === '' ? undefined : trimmed;
}

/** Reads utm_* from a query string ('?a=1&utm_source=x'). Empty when there is none. */
export function parseUtm(search: string): Utm {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const utmPairs: string[] = [];
  for (const [key, value] of params) {
    if (key.toLowerCase().startsWith('utm_') && value !== '') {
      utmPairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
    }
  }
  const out: Utm = {};
  const source = clean(params.get('utm_source'));
  const campaign = clean(params.get('utm_campaign'));
  const all = clean(utmPairs.join('&'));
  if (source) out.utm_source = source;
  if (campaign) out.utm_campaign = campaign;
  if (all) out.utm_all = all;
  return out;
}

/** UTM values already stored as cookies. */
export function utmFromCookies(cookies: Record<string, string>): Utm {
  const out: Utm = {};
  for (const name of UTM_COOKIES) {
    const v = clean(cookies[name]);
    if (v) out[name] = v;
  }
  return out;
}

export function hasUtm(utm: Utm): boolean {
  return UTM_COOKIES.some((k) => utm[k] !== undefined);
}

/** X-UTM-* headers for the values present. A value with characters outside printable ASCII is sent percent-encoded (header values are byte strings). */
export function utmHeaders(utm: Utm): Record<string, string> {
  const safe = (v: string) => (/^[\x20-\x7e]*$/.test(v) ? v : encodeURIComponent(v));
  const out: Record<string, string> = {};
  if (utm.utm_source) out['X-UTM-Source'] = safe(utm.utm_source);
  if (utm.utm_campaign) out['X-UTM-Campaign'] = safe(utm.utm_campaign);
  if (utm.utm_all) out['X-UTM-All'] = safe(utm.utm_all);
  return out;
}
