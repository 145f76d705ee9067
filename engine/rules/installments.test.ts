// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { opcoesParcelas, textoAjuste, textoParcela } from './installments';

describe('opcoesParcelas', () => {
  it('offers up to the maximum, each installment at least the minimum', () => {
    expect(opcoesParcelas(30000, 12, 5000)).toEqual([
      { quantParcelas: 1, valorCentavos: 30000 },
      { quantParcelas: 2, valorCentavos: 15000 },
      { quantParcelas: 3, valorCentavos: 10000 },
      { quantParcelas: 4, valorCentavos: 7500 },
      { quantParcelas: 5, valorCentavos: 6000 },
      { quantParcelas: 6, valorCentavos: 5000 },
    ]);
    expect(opcoesParcelas(1000, 1, 0)).toEqual([{ quantParcelas: 1, valorCentavos: 1000 }]);
    // Below the minimum, still one installment.
    expect(opcoesParcelas(1000, 6, 5000)).toEqual([{ quantParcelas: 1, valorCentavos: 1000 }]);
    expect(opcoesParcelas(1000, 3, 0).map((o) => o.valorCentavos)).toEqual([1000, 500, 334]);
  });

  it('property: 1 first, increasing, within the max, each n paying the total, minimum respected', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 500_000 }),
        (total, max, minimo) => {
          const opcoes = opcoesParcelas(total, max, minimo);
          expect(opcoes[0]?.quantParcelas).toBe(1);
          expect(opcoes.length).toBeLessThanOrEqual(max);
          opcoes.forEach((o, i) => {
            expect(o.quantParcelas).toBe(i + 1);
            expect(o.valorCentavos * o.quantParcelas).toBeGreaterThanOrEqual(total);
            expect((o.valorCentavos - 1) * o.quantParcelas).toBeLessThan(total);
            if (o.quantParcelas > 1) expect(total).toBeGreaterThanOrEqual(o.quantParcelas * minimo);
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('texts', () => {
    expect(textoParcela({ quantParcelas: 3, valorCentavos: 123456 })).toBe('3x de R$ 1.234,56');
    expect(textoAjuste(-3, 'Pix')).toBe('3% de desconto no Pix');
    expect(textoAjuste(2.5, 'Cartão de crédito')).toBe('2,5% de acréscimo no Cartão de crédito');
    expect(textoAjuste(0, 'Boleto')).toBeNull();
  });
});
