/** Supplier slug and id rules shared by the browser and the server. */
import { isReservedSegment } from './storefront-path';

export { RESERVED_SEGMENTS, isReservedSegment } from './storefront-path';
export type { ReservedSegment } from './storefront-path';

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
