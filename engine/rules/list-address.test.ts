// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readListAddress, sameListAddress } from './list-address';
import { listAddressSearch, toggled } from './list-address-write';

describe('a list in its address (issue 35, item 6)', () => {
  it('writes the ordering and one parameter per filter, after the search text, and reads them back', () => {
    const lista = { ordenacao: 'preco-asc', tags: ['sem-gluten', 'organico'], agrupadores: ['marca:Bom Grão'] };
    const search = listAddressSearch('café & leite', lista);
    expect(search).toBe(
      '?q=caf%C3%A9+%26+leite&ordenacao=preco-asc&tag=sem-gluten&tag=organico&agrupador=marca%3ABom+Gr%C3%A3o',
    );
    expect(new URLSearchParams(search).get('q')).toBe('café & leite');
    expect(readListAddress(search)).toEqual(lista);
    expect(listAddressSearch(null, { ordenacao: null, tags: [], agrupadores: [] })).toBe('');
  });

  it('reads an address without them as the plain list, and drops empty, repeated or oversized values', () => {
    expect(readListAddress('')).toEqual({ ordenacao: null, tags: [], agrupadores: [] });
    expect(readListAddress('?q=arroz&utm_source=x')).toEqual({ ordenacao: null, tags: [], agrupadores: [] });
    const longo = 'x'.repeat(101);
    const lida = readListAddress(
      `?ordenacao=${longo}&tag=&tag=a&tag=a&tag=${longo}&${Array.from({ length: 30 }, (_, i) => `agrupador=g${i}`).join('&')}`,
    );
    expect(lida.ordenacao).toBeNull();
    expect(lida.tags).toEqual(['a']);
    expect(lida.agrupadores).toHaveLength(20);
  });

  it('round-trips any list state that fits its limits', () => {
    const valor = fc.string({ minLength: 1, maxLength: 100 });
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 40 }), { nil: null }),
        fc.option(valor, { nil: null }),
        fc.uniqueArray(valor, { maxLength: 20 }),
        fc.uniqueArray(valor, { maxLength: 20 }),
        (q, ordenacao, tags, agrupadores) => {
          const lista = { ordenacao, tags, agrupadores };
          const search = listAddressSearch(q, lista);
          expect(sameListAddress(readListAddress(search), lista)).toBe(true);
          if (q !== null) expect(new URLSearchParams(search).get('q')).toBe(q);
        },
      ),
    );
  });

  it('a checkbox adds its value or takes it out', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });
});
