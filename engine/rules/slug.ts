/** Supplier slug and id rules shared by the browser and the server. */
import { RESERVED_SEGMENTS, isReservedSegment } from './storefront-path';

export { RESERVED_SEGMENTS, isReservedSegment } from './storefront-path';
export type { ReservedSegment } from './storefront-path';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical 8-4-4-4-12 hexadecimal UUID (any version, either case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The all-zero GUID that the legacy API uses to mean "no supplier" (spec section 4). */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * Top-level paths the server answers before the storefront sees them, reserved from slugs but not
 * in RESERVED_SEGMENTS (the browser's path parsing, first-view code: it never meets them):
 * `schemas` (the documents' JSON Schemas, `/schemas/{tipo}/v{n}.json`) and `termouso` (a shop's
 * terms of use on its own domain). The database's CHECK constraint holds these too (migration 0035).
 */
export const SERVER_ONLY_RESERVED_SLUGS = ['schemas', 'termouso'] as const;

/** Every slug no supplier may have: the reserved path segments and the server-only paths. */
export function reservedSlugs(): string[] {
  return [...RESERVED_SEGMENTS, ...SERVER_ONLY_RESERVED_SLUGS];
}

/** True when `slug` (case-insensitive) is a reserved path segment or a server-only path. */
export function isReservedSlug(slug: string): boolean {
  return isReservedSegment(slug) || (SERVER_ONLY_RESERVED_SLUGS as readonly string[]).includes(slug.toLowerCase());
}

/** A supplier slug: lower-case letters, digits and single hyphens, 2..64 characters, not reserved, not a UUID. */
export function isValidSupplierSlug(slug: string): boolean {
  return /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,63}$/.test(slug) && !isReservedSlug(slug) && !isUuid(slug);
}
