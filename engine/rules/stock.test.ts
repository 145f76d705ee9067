// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasStockControl, isOutOfStock } from './stock';

describe('isOutOfStock', () => {
  it('is out of stock only at 0 under enable-stock-control', () => {
    expect(isOutOfStock(0, true)).toBe(true);
    expect(isOutOfStock(0, false)).toBe(false);
    expect(isOutOfStock(null, true)).toBe(false);
    expect(isOutOfStock(undefined, true)).toBe(false);
    expect(isOutOfStock(0.001, true)).toBe(false);
  });
  it('never calls a positive stock out, whatever the tag', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e6, noNaN: true }), fc.boolean(), (q, tag) => !isOutOfStock(q, tag)),
    );
  });
  it('reads the tag from the supplier tags', () => {
    expect(hasStockControl(['has-delivery', 'enable-stock-control'])).toBe(true);
    expect(hasStockControl(null)).toBe(false);
  });
});
