// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  RESERVED_SEGMENTS,
  classifyFirstSegment,
  formatStorefrontPath,
  isReservedSegment,
  parseStorefrontPath,
  storefrontSegments,
  stripCommercePrefix,
} from './storefront-path';

/** A segment that is neither empty nor reserved, with any characters (encoded when printed). */
const supplierSegment = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !isReservedSegment(s));
/** Raw (encoded) rest segments. */
const restSegments = fc.array(fc.string({ minLength: 1, maxLength: 8 }).map(encodeURIComponent), { maxLength: 4 });

describe('storefront path', () => {
  it('reads the supplier from the first segment, ignoring a leading /commerce (spec section 2)', () => {
    expect(parseStorefrontPath('/aurora', '')).toEqual({ segmento: 'aurora', resto: '', fselecionado: null });
    expect(parseStorefrontPath('/commerce/aurora/categoria/bebidas', '?fselecionado=x')).toEqual({
      segmento: 'aurora',
      resto: '/categoria/bebidas',
      fselecionado: 'x',
    });
    expect(parseStorefrontPath('/Commerce/aurora/', '')).toEqual({ segmento: 'aurora', resto: '', fselecionado: null });
    expect(parseStorefrontPath('/api/x', '').segmento).toBeNull();
    expect(parseStorefrontPath('/', '').segmento).toBeNull();
    expect(parseStorefrontPath('/commerce', '')).toEqual({ segmento: null, resto: '/', fselecionado: null });
    expect(parseStorefrontPath('/caf%C3%A9/busca', '').segmento).toBe('café');
    expect(parseStorefrontPath('/%E0%A4%A', '').segmento).toBe('%E0%A4%A');
  });

  it('strips /commerce only as a whole first segment', () => {
    expect(stripCommercePrefix('/commerce/aurora')).toBe('/aurora');
    expect(stripCommercePrefix('/COMMERCE')).toBe('/');
    expect(stripCommercePrefix('/commerce/')).toBe('/');
    expect(stripCommercePrefix('/commerces/aurora')).toBe('/commerces/aurora');
    expect(stripCommercePrefix('/aurora/commerce')).toBe('/aurora/commerce');
  });

  it('splits the segments the server routes on', () => {
    expect(storefrontSegments('/commerce/aurora//busca?q=a/b#x')).toEqual(['aurora', 'busca']);
    expect(storefrontSegments('/')).toEqual([]);
    expect(storefrontSegments('/commerce')).toEqual([]);
  });

  it('classifies first segments', () => {
    expect(classifyFirstSegment('API')).toBe('server');
    expect(classifyFirstSegment('imagens')).toBe('server');
    expect(classifyFirstSegment('favicon.ico')).toBe('root-file');
    expect(classifyFirstSegment('erro')).toBe('supplierless-page');
    expect(classifyFirstSegment('commerce')).toBe('commerce');
    expect(classifyFirstSegment('aurora')).toBe('supplier');
    fc.assert(fc.property(fc.constantFrom(...RESERVED_SEGMENTS), (s) => classifyFirstSegment(s) !== 'supplier'));
  });

  it('print then parse gives back the supplier and the rest', () => {
    fc.assert(
      fc.property(supplierSegment, restSegments, (segmento, parts) => {
        const resto = parts.map((p) => `/${p}`).join('');
        const printed = formatStorefrontPath({ segmento, resto });
        expect(parseStorefrontPath(printed, '')).toEqual({ segmento, resto, fselecionado: null });
        expect(parseStorefrontPath(`/commerce${printed}`, '')).toEqual({ segmento, resto, fselecionado: null });
      }),
    );
  });

  it('parse then print gives back the path without empty segments', () => {
    fc.assert(
      fc.property(supplierSegment, restSegments, (segmento, parts) => {
        const path = `/${encodeURIComponent(segmento)}${parts.map((p) => `/${p}`).join('')}`;
        const parsed = parseStorefrontPath(path, '');
        expect(parsed.segmento).not.toBeNull();
        expect(formatStorefrontPath({ segmento: parsed.segmento as string, resto: parsed.resto })).toBe(path);
      }),
    );
  });

  it('a stripped path never starts with /commerce/ again unless it was doubled', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 6 }).filter((s) => !s.includes('/')),
          { maxLength: 4 },
        ),
        (parts) => {
          const path = `/${parts.join('/')}`;
          expect(stripCommercePrefix(`/commerce${path}`)).toBe(path);
        },
      ),
    );
  });
});
