// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  RESERVED_SEGMENTS,
  isReservedSegment,
  isReservedSlug,
  isUuid,
  isValidSupplierSlug,
  reservedSlugs,
} from './slug';

describe('slug rules', () => {
  it('knows the reserved segments of the contract', () => {
    for (const s of [
      'api',
      'assets',
      'commerce',
      'imagens',
      'static',
      'favicon.ico',
      'robots.txt',
      'manifest.webmanifest',
      'health',
      'healthz',
      'readyz',
      'erro',
      'login',
      'admin',
    ]) {
      expect(isReservedSegment(s)).toBe(true);
    }
    expect(RESERVED_SEGMENTS).toHaveLength(14);
    expect(isReservedSegment('API')).toBe(true);
    expect(isReservedSegment('aurora')).toBe(false);
  });
  it('reserves the server-only paths from slugs too (not from the browser path parsing)', () => {
    for (const s of ['schemas', 'termouso', 'Schemas']) {
      expect(isReservedSlug(s)).toBe(true);
      expect(isValidSupplierSlug(s.toLowerCase())).toBe(false);
    }
    expect(isReservedSegment('schemas')).toBe(false);
    expect(reservedSlugs()).toHaveLength(16);
    expect(reservedSlugs()).toEqual(expect.arrayContaining([...RESERVED_SEGMENTS, 'schemas', 'termouso']));
    expect(isValidSupplierSlug('schemas-loja')).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...reservedSlugs()), (s) => {
        expect(isValidSupplierSlug(s)).toBe(false);
      }),
    );
  });
  it('recognises UUIDs', () => {
    expect(isUuid('3f2c1e4a-9b7d-4c2e-8a1f-0e5d6c7b8a90')).toBe(true);
    expect(isUuid('3F2C1E4A-9B7D-4C2E-8A1F-0E5D6C7B8A90')).toBe(true);
    expect(isUuid('aurora')).toBe(false);
    expect(isUuid('3f2c1e4a9b7d4c2e8a1f0e5d6c7b8a90')).toBe(false);
    fc.assert(
      fc.property(fc.uuid(), (u) => {
        expect(isUuid(u)).toBe(true);
      }),
    );
  });
  it('validates supplier slugs', () => {
    expect(isValidSupplierSlug('aurora')).toBe(true);
    expect(isValidSupplierSlug('constru-forte')).toBe(true);
    expect(isValidSupplierSlug('api')).toBe(false);
    expect(isValidSupplierSlug('a')).toBe(false);
    expect(isValidSupplierSlug('Aurora')).toBe(false);
    expect(isValidSupplierSlug('a--b')).toBe(false);
    expect(isValidSupplierSlug('-ab')).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom(...RESERVED_SEGMENTS), (s) => {
        expect(isValidSupplierSlug(s)).toBe(false);
      }),
    );
  });
});
