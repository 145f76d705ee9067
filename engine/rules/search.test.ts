import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanSearch, searchQuery } from './search';

describe('search text (spec section 7: sk with & removed)', () => {
  it('removes &, collapses white space and trims', () => {
    expect(cleanSearch('  café &  leite ')).toBe('café leite');
    expect(cleanSearch('a&b')).toBe('a b');
    expect(cleanSearch('&&')).toBe('');
    expect(searchQuery(' & ')).toBeUndefined();
    expect(searchQuery(undefined)).toBeUndefined();
    expect(searchQuery(' arroz ')).toBe('arroz');
  });

  it('is idempotent and leaves no & nor doubled or edge spaces', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = cleanSearch(text);
        expect(cleanSearch(once)).toBe(once);
        expect(once).not.toMatch(/&|\s\s|^\s|\s$/);
        expect(searchQuery(text)).toBe(once === '' ? undefined : once);
      }),
    );
  });
});
