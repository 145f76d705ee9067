/** Path segment rules shared by the browser router and the server. */

/** First path segments the server uses itself; no supplier slug may be one of them (contract). */
export const RESERVED_SEGMENTS = [
  'api',
  'assets',
  'commerce',
  'imagens',
  'static',
  'favicon.ico',
  'robots.txt',
  'manifest.webmanifest',
  'health',
  'erro',
  'login',
  'admin',
] as const;

export type ReservedSegment = (typeof RESERVED_SEGMENTS)[number];

const reserved: ReadonlySet<string> = new Set(RESERVED_SEGMENTS);

/** True when `segment` (case-insensitive) is reserved, e.g. 'api', 'Commerce', 'favicon.ico'. */
export function isReservedSegment(segment: string): segment is ReservedSegment {
  return reserved.has(segment.toLowerCase());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical 8-4-4-4-12 hexadecimal UUID (any version, either case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The all-zero GUID that the legacy API uses to mean "no supplier" (spec section 4). */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** A supplier slug: lower-case letters, digits and single hyphens, 2..64 characters, not reserved, not a UUID. */
export function isValidSupplierSlug(slug: string): boolean {
  return /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,63}$/.test(slug) && !isReservedSegment(slug) && !isUuid(slug);
}
