// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { categoriesNamedBy, cleanSearch, MAX_SEARCH_TERMS, searchQuery, searchTerms } from './search';

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

describe('categoriesNamedBy', () => {
  const categorias = [
    { idcategoria: 1, idcategoriapai: null, nome: 'Bebidas' },
    { idcategoria: 2, idcategoriapai: 1, nome: 'Refrigerantes' },
    { idcategoria: 3, idcategoriapai: null, nome: 'Massas' },
    { idcategoria: 4, idcategoriapai: null, nome: 'Fios e Cabos' },
    { idcategoria: 5, idcategoriapai: null, nome: 'Laticínios' },
  ];

  it('names a category by its words, singular or plural, accents ignored, and its subcategories by the parent', () => {
    expect(categoriesNamedBy(categorias, 'massa')).toEqual([3]);
    expect(categoriesNamedBy(categorias, 'MASSAS')).toEqual([3]);
    expect(categoriesNamedBy(categorias, 'laticinios')).toEqual([5]);
    expect(categoriesNamedBy(categorias, 'fios')).toEqual([4]);
    expect(categoriesNamedBy(categorias, 'bebidas')).toEqual([1, 2]);
    expect(categoriesNamedBy(categorias, 'refrigerante')).toEqual([2]);
  });

  it('names none for a word no category has, or for a number (a code)', () => {
    expect(categoriesNamedBy(categorias, 'açúcar')).toEqual([]);
    expect(categoriesNamedBy(categorias, 'massas cabos')).toEqual([]);
    expect(categoriesNamedBy(categorias, '510001')).toEqual([]);
    expect(categoriesNamedBy(categorias, '')).toEqual([]);
  });
});
