// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBRL, formatBRLNoBreak, toCentavos, toReais } from './money';

describe('formatBRL', () => {
  it('formats with a normal space, dot thousands and comma decimals', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(5)).toBe('R$ 0,05');
    expect(formatBRL(300000)).toBe('R$ 3.000,00');
    expect(formatBRL(-199)).toBe('-R$ 1,99');
    expect(formatBRL(123456789012)).toBe('R$ 1.234.567.890,12');
  });
  it('keeps the no-break space in formatBRLNoBreak', () => {
    expect(formatBRLNoBreak(123456)).toBe('R$\u00a01.234,56');
  });
  it('rejects non-integer centavos', () => {
    expect(() => formatBRL(1.5)).toThrow(/centavos inválido/);
    expect(() => formatBRL(Number.NaN)).toThrow(RangeError);
  });
  it('matches Intl currency formatting (modulo the space) for ordinary values', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (c) => {
        expect(formatBRL(c)).toBe(intl.format(c / 100).replace(/\u00a0/g, ' '));
      }),
    );
  });
  it('always has the shape R$ d.ddd,dd and parses back to the same centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (c) => {
        const text = formatBRL(c);
        expect(text).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
        expect(Number(text.slice(3).replace(/\./g, '').replace(',', ''))).toBe(c);
      }),
    );
  });
});

describe('toCentavos', () => {
  it('rounds half away from zero on the decimal the sender wrote', () => {
    expect(toCentavos(12.9)).toBe(1290);
    expect(toCentavos(1.005)).toBe(101);
    expect(toCentavos(0.1 + 0.2)).toBe(30);
    expect(toCentavos(2.675)).toBe(268);
    expect(toCentavos(-1.005)).toBe(-101);
    expect(toCentavos(0.004)).toBe(0);
    expect(toCentavos(1e-9)).toBe(0);
    expect(Object.is(toCentavos(-0.001), 0)).toBe(true);
  });
  it('rejects NaN, infinities and out-of-range values', () => {
    expect(() => toCentavos(Number.NaN)).toThrow(RangeError);
    expect(() => toCentavos(Infinity)).toThrow(RangeError);
    expect(() => toCentavos(1e22)).toThrow(/fora do intervalo/);
    expect(() => toCentavos(1e15)).toThrow(/fora do intervalo/);
  });
  it('round-trips centavos through reais', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (c) => {
        expect(toCentavos(toReais(c))).toBe(c);
      }),
    );
  });
  it('is never more than half a centavo away from the exact value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (r) => {
        expect(Math.abs(toCentavos(r) - r * 100)).toBeLessThanOrEqual(0.5 + 1e-6 * Math.max(1, Math.abs(r)));
      }),
    );
  });
});
