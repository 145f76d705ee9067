import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_COUNT_CAP, countReadLimit, productCountLabel } from './product-count';

describe('product count', () => {
  it('reads as the shopper expects, capped above 1.000', () => {
    expect(productCountLabel(0)).toBe('0 produtos');
    expect(productCountLabel(1)).toBe('1 produto');
    expect(productCountLabel(20)).toBe('20 produtos');
    expect(productCountLabel(1000)).toBe('1.000 produtos');
    expect(productCountLabel(1001)).toBe('mais de 1.000 produtos');
    expect(productCountLabel(100_000)).toBe('mais de 1.000 produtos');
  });

  it('a capped count always reads past the page asked for, so "load more" never stops early', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 100 }), (offset, limit) => {
        const read = countReadLimit(offset, limit);
        expect(read).toBeGreaterThan(offset + limit);
        expect(read).toBeGreaterThan(PRODUCT_COUNT_CAP);
      }),
    );
  });
});
