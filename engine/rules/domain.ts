/**
 * Host and domain names as the suppliers' domains are stored and compared (spec section 4:
 * "the host matches the supplier's configured domains"): lower case, no scheme, no port, no
 * path, no trailing dot. The server normalises the request's Host header with it, the browser
 * its `location.hostname` and the configured domains.
 */

/**
 * 'Aurora.Localhost:3000' → 'aurora.localhost'; 'https://www.x.com.br/loja' → 'www.x.com.br';
 * '[::1]:3000' → '[::1]'; 'x.com.' → 'x.com'; '', '  ' or nothing → undefined. White space is
 * dropped (a host name has none). Idempotent.
 */
export function normalizeDomain(host: string | null | undefined): string | undefined {
  if (typeof host !== 'string') return undefined;
  let value = host.replace(/\s+/g, '').toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  value = value.replace(/[/?#].*$/, '');
  value = value.replace(/^.*@/, '');
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    value = end > 0 ? value.slice(0, end + 1) : value;
  } else {
    const colon = value.indexOf(':');
    if (colon >= 0) value = value.slice(0, colon);
  }
  value = value.replace(/\.+$/, '');
  return value === '' ? undefined : value;
}

const HOST_NAME = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])$/i;

/** A bare host name (letters, digits, dots and hyphens, or a bracketed IPv6 address; any case): no scheme, port or path. */
export function isHostName(value: string): boolean {
  return HOST_NAME.test(value);
}

/** True when `host` is one of `domains`, both normalised ('Aurora.localhost:3000' matches 'aurora.localhost'). */
export function domainMatches(
  host: string | null | undefined,
  domains: readonly (string | null | undefined)[],
): boolean {
  const normalized = normalizeDomain(host);
  return normalized !== undefined && domains.some((d) => normalizeDomain(d) === normalized);
}

/** The distinct normalised domains of a list, in order, dropping empty ones. */
export function normalizeDomains(domains: readonly (string | null | undefined)[]): string[] {
  const out: string[] = [];
  for (const d of domains) {
    const n = normalizeDomain(d);
    if (n !== undefined && !out.includes(n)) out.push(n);
  }
  return out;
}
