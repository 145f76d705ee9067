// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_LINE_UNITS,
  DEFAULT_MAX_ORDER_TOTAL_CENTAVOS,
  lineCeilingMessage,
  lineOverCeiling,
  orderCeiling,
  totalCeilingMessage,
  totalOverCeiling,
} from './order-ceiling';

describe('order ceiling (issue 27, item 3)', () => {
  it('defaults to 100,000 units per line and R$ 10.000.000,00 per order', () => {
    const c = orderCeiling(undefined);
    expect(c).toEqual({ quantidadeMaximaMilesimos: 100_000_000, totalMaximoCentavos: 1_000_000_000 });
    expect(orderCeiling({ quantidade_maxima_linha: 0, total_maximo_centavos: -5 })).toEqual(c);
    expect(orderCeiling({ quantidade_maxima_linha: Number.NaN, total_maximo_centavos: null })).toEqual(c);
    expect(totalCeilingMessage(c)).toContain('R$ 10.000.000,00');
    expect(lineCeilingMessage('Arroz', c)).toBe(
      'Arroz: a quantidade passa do máximo de 100.000 unidades por item aceito por esta loja. Confira a quantidade digitada.',
    );
  });

  it("takes the supplier's own values", () => {
    expect(orderCeiling({ quantidade_maxima_linha: 500, total_maximo_centavos: 123_45 })).toEqual({
      quantidadeMaximaMilesimos: 500_000,
      totalMaximoCentavos: 12_345,
    });
  });

  it('a line or total is over exactly when it passes the ceiling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 ** 45 }),
        (unidades, milesimos, totalMax, total) => {
          const c = orderCeiling({ quantidade_maxima_linha: unidades, total_maximo_centavos: totalMax });
          expect(lineOverCeiling(milesimos, c)).toBe(milesimos > unidades * 1000);
          expect(totalOverCeiling(total, c)).toBe(total > totalMax);
        },
      ),
    );
    expect(lineOverCeiling(DEFAULT_MAX_LINE_UNITS * 1000, orderCeiling(null))).toBe(false);
    expect(lineOverCeiling(1_000_000_000 * 1000, orderCeiling(null))).toBe(true);
    expect(totalOverCeiling(DEFAULT_MAX_ORDER_TOTAL_CENTAVOS + 1, orderCeiling(null))).toBe(true);
  });
});
