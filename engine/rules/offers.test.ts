// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORY_TYPES, OFFERS_CATEGORY_TYPE, isOffersCategory, isOnOffer } from './offers';

describe('the offer rule', () => {
  it('a product is on offer when its original price is above its price', () => {
    expect(isOnOffer(9.99, 12.5)).toBe(true);
    expect(isOnOffer(999, 999)).toBe(false);
    expect(isOnOffer(10, null)).toBe(false);
    expect(isOnOffer(null, 10)).toBe(false);
    expect(isOnOffer(undefined, undefined)).toBe(false);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (preco, original) => {
        expect(isOnOffer(preco, original)).toBe(original > preco);
        // The same answer in reais and in centavos.
        expect(isOnOffer(preco / 100, original / 100)).toBe(isOnOffer(preco, original));
      }),
    );
  });
  it('knows the OFERTAS category', () => {
    expect(OFFERS_CATEGORY_TYPE).toBe('OFERTAS');
    expect(CATEGORY_TYPES).toEqual(['NORMAL', 'OFERTAS']);
    expect(isOffersCategory({ tipo: 'OFERTAS' })).toBe(true);
    expect(isOffersCategory({ tipo: 'NORMAL' })).toBe(false);
    expect(isOffersCategory({ tipo: 'ofertas' })).toBe(false);
  });
});
