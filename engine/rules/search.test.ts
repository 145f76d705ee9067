// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanSearch, MAX_SEARCH_TERMS, searchQuery, searchTerms } from './search';

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

describe('search terms (what the catalogue compares)', () => {
  it('drops accents and case, keeps letters and digits', () => {
    expect(searchTerms('Café Solúvel')).toEqual(['cafe', 'soluvel']);
    expect(searchTerms('AÇÚCAR')).toEqual(['acucar']);
    expect(searchTerms("coca-cola 2L & 'x':*")).toEqual(['coca', 'cola', '2l', 'x']);
    expect(searchTerms(' !!! ')).toEqual([]);
  });

  it('never yields a text-search operator and keeps at most MAX_SEARCH_TERMS words', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const terms = searchTerms(text);
        expect(terms.length).toBeLessThanOrEqual(MAX_SEARCH_TERMS);
        for (const term of terms) expect(term).toMatch(/^[\p{L}\p{N}]+$/u);
      }),
    );
  });
});
