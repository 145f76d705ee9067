import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatQuantity, formatQuantityMilesimos, fromMilesimos, quantityDecimals, toMilesimos } from './quantity';

describe('quantity display', () => {
  it('shows whole quantities without decimals', () => {
    expect(formatQuantity(3)).toBe('3');
    expect(formatQuantity(1200)).toBe('1.200');
    expect(formatQuantity(2, { granularidade: 0.5 })).toBe('2');
  });
  it('shows 2 decimals when neither quantity nor granularity is whole', () => {
    expect(formatQuantity(1.5, { granularidade: 0.5 })).toBe('1,50');
    expect(formatQuantity(0.25, { granularidade: 0.25 })).toBe('0,25');
  });
  it('never rounds a fractional quantity away, even with a whole granularity (documented decision)', () => {
    expect(quantityDecimals(1.5, { granularidade: 1 })).toBe(2);
    expect(formatQuantity(1.5, { granularidade: 1 })).toBe('1,50');
  });
  it('property: the shown number equals the quantity rounded to 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(0.25, 0.5, 1, 2),
        fc.constantFrom('UN', 'CX', 'KG'),
        (m, granularidade, unidade) => {
          const q = m / 1000;
          const shown = Number(formatQuantity(q, { granularidade, unidade }).replace(/\./g, '').replace(',', '.'));
          expect(Math.abs(shown - q)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
    );
  });
  it('always shows 2 decimals for KG', () => {
    expect(formatQuantity(2, { unidade: 'KG', granularidade: 1 })).toBe('2,00');
    expect(formatQuantity(0.5, { unidade: 'KG', granularidade: 0.5 })).toBe('0,50');
    expect(formatQuantityMilesimos(1500, { unidade: 'KG' })).toBe('1,50');
  });
  it('rejects bad quantities', () => {
    expect(() => formatQuantity(-1)).toThrow(/Quantidade inválida/);
    expect(() => formatQuantity(Number.NaN)).toThrow(/Quantidade inválida/);
    expect(() => fromMilesimos(1.5)).toThrow(/milésimos/);
  });
  it('property: KG has exactly two decimals; whole quantities have none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (m) => {
        expect(formatQuantityMilesimos(m, { unidade: 'KG' })).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
        expect(formatQuantity(Math.floor(m / 1000), { granularidade: 0.5 })).toMatch(/^\d{1,3}(\.\d{3})*$/);
      }),
    );
  });
  it('property: thousandths round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (m) => {
        expect(toMilesimos(fromMilesimos(m))).toBe(m);
      }),
    );
  });
  it("uses the product's meta_info.quantidadeDecimais for fractional and KG quantities (default 2)", () => {
    expect(formatQuantity(1.5, { quantidadeDecimais: 3 })).toBe('1,500');
    expect(formatQuantity(1.25, { quantidadeDecimais: 1 })).toBe('1,3');
    expect(formatQuantity(2, { unidade: 'KG', quantidadeDecimais: 3 })).toBe('2,000');
    expect(formatQuantity(2, { quantidadeDecimais: 3 })).toBe('2');
    expect(formatQuantity(1.5, { quantidadeDecimais: null })).toBe('1,50');
    // Never a fractional quantity shown whole, never more than the 3 decimals quantities keep.
    expect(formatQuantity(1.5, { quantidadeDecimais: 0 })).toBe('1,5');
    expect(formatQuantity(1.5, { quantidadeDecimais: 9 })).toBe('1,500');
  });
  it('property: with quantidadeDecimais d, a fractional quantity has clamp(d, 1, 3) decimals and is within half a unit of the last one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: -2, max: 6 }), (m, d) => {
        fc.pre(m % 1000 !== 0);
        const casas = Math.min(3, Math.max(1, d));
        const texto = formatQuantity(m / 1000, { quantidadeDecimais: d });
        expect(texto.split(',')[1]).toHaveLength(casas);
        const mostrado = Number(texto.replace(/\./g, '').replace(',', '.'));
        expect(Math.abs(mostrado - m / 1000)).toBeLessThanOrEqual(0.5 * 10 ** -casas + 1e-9);
      }),
    );
  });
});
