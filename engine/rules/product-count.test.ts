// @vitest-environment node
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

  it('follows the server when it says whether the count is bounded (quantidadeProdutosLimitada)', () => {
    expect(productCountLabel(100_000, false)).toBe('100.000 produtos');
    expect(productCountLabel(1001, false)).toBe('1.001 produtos');
    expect(productCountLabel(1001, true)).toBe('mais de 1.000 produtos');
    // A later page's bound (offset + limit + 1) reads as what is known: more than the page's end.
    expect(productCountLabel(2041, true)).toBe('mais de 2.040 produtos');
    expect(productCountLabel(20, false)).toBe('20 produtos');
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
