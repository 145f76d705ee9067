// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyQuantityAction,
  canDecreaseWithoutRemoving,
  canIncrease,
  increaseStopReason,
  quantityCap,
  quantityLimitsFromProduct,
  type QuantityAction,
  type QuantityLimits,
} from './quantity-action';
import { formatQuantityMilesimos } from './quantity';

const RUNS = { numRuns: 1000 };

const limitsArb: fc.Arbitrary<QuantityLimits> = fc.record({
  passo: fc.constantFrom(1, 5, 100, 250, 500, 1000, 2000, 6000, 12_000),
  minimo: fc.oneof(fc.constant(0), fc.constant(1000), fc.integer({ min: 1, max: 50_000 })),
  maximoPorPedido: fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: null }),
  maximoDisponivel: fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: null }),
  controleEstoque: fc.boolean(),
});

const quantityArb = fc.integer({ min: 0, max: 250_000 });
const actionArb = fc.constantFrom<QuantityAction>('INC', 'DEC', 'DEL', 'SET');

describe('quantity actions (spec sections 4 and 5)', () => {
  it('property: a quantity is a whole number of thousandths, never negative, never above its caps', () => {
    fc.assert(
      fc.property(
        limitsArb,
        quantityArb,
        actionArb,
        fc.integer({ min: -10_000, max: 300_000 }),
        (limits, atual, action, valor) => {
          const cap = quantityCap(limits);
          const antes = cap === null ? atual : Math.min(atual, cap);
          const depois = applyQuantityAction(antes, action, limits, valor);
          expect(Number.isSafeInteger(depois)).toBe(true);
          expect(depois).toBeGreaterThanOrEqual(0);
          if (cap !== null) expect(depois).toBeLessThanOrEqual(cap);
          if (limits.maximoPorPedido !== null) expect(depois).toBeLessThanOrEqual(limits.maximoPorPedido);
          if (limits.controleEstoque && limits.maximoDisponivel !== null)
            expect(depois).toBeLessThanOrEqual(limits.maximoDisponivel);
        },
      ),
      RUNS,
    );
  });

  it('property: after INC the quantity is a multiple of the step, above the minimum, and larger; or INC is disabled and changes nothing', () => {
    fc.assert(
      fc.property(limitsArb, quantityArb, (limits, atual) => {
        const depois = applyQuantityAction(atual, 'INC', limits);
        if (canIncrease(atual, limits)) {
          expect(depois % limits.passo).toBe(0);
          expect(depois).toBeGreaterThan(atual);
          expect(depois).toBeGreaterThanOrEqual(limits.minimo);
          // It goes to the next step on the grid, never skipping one (beyond the minimum).
          expect(depois - limits.passo <= atual || depois - limits.passo < limits.minimo).toBe(true);
        } else {
          expect(depois).toBe(atual);
        }
      }),
      RUNS,
    );
  });

  it('property: DEC below the minimum gives 0, otherwise takes one step off', () => {
    fc.assert(
      fc.property(limitsArb, quantityArb, (limits, atual) => {
        const cap = quantityCap(limits);
        const depois = applyQuantityAction(atual, 'DEC', limits);
        if (atual - limits.passo < limits.minimo || atual - limits.passo <= 0) {
          expect(depois).toBe(0);
          expect(canDecreaseWithoutRemoving(atual, limits)).toBe(false);
        } else {
          expect(depois).toBe(cap === null ? atual - limits.passo : Math.min(atual - limits.passo, cap));
          expect(canDecreaseWithoutRemoving(atual, limits)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('property: DEL always gives 0; SET of 0 or less gives 0, else the value floored at the minimum and capped', () => {
    fc.assert(
      fc.property(limitsArb, quantityArb, fc.integer({ min: -10_000, max: 300_000 }), (limits, atual, valor) => {
        expect(applyQuantityAction(atual, 'DEL', limits)).toBe(0);
        const cap = quantityCap(limits);
        const esperado = valor <= 0 ? 0 : Math.min(Math.max(valor, limits.minimo), cap ?? Number.POSITIVE_INFINITY);
        expect(applyQuantityAction(atual, 'SET', limits, valor)).toBe(esperado);
      }),
      RUNS,
    );
  });

  it('property: garbage in (NaN, negative, fractional thousandths) never gives a negative or fractional quantity', () => {
    fc.assert(
      fc.property(
        limitsArb,
        fc.double({ noDefaultInfinity: false }),
        actionArb,
        fc.double(),
        (limits, atual, action, valor) => {
          const depois = applyQuantityAction(atual, action, limits, valor);
          expect(Number.isSafeInteger(depois)).toBe(true);
          expect(depois).toBeGreaterThanOrEqual(0);
        },
      ),
      RUNS,
    );
  });

  it('adds a KG product in 0,5 steps: 0,50 → 1,00 → 1,50', () => {
    const limits = quantityLimitsFromProduct({ granularidade: 0.5, min_por_pedido: 0.5, maxporpedido: null }, false);
    let q = 0;
    const vistos: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      q = applyQuantityAction(q, 'INC', limits);
      vistos.push(formatQuantityMilesimos(q, { unidade: 'KG', granularidade: 0.5 }));
    }
    expect(vistos).toEqual(['0,50', '1,00', '1,50']);
    expect(applyQuantityAction(500, 'DEC', limits)).toBe(0);
  });

  it('starts at the minimum on the step grid and stops at the max per order', () => {
    const limits = quantityLimitsFromProduct({ granularidade: 2, min_por_pedido: 3, maxporpedido: 10 }, false);
    expect(applyQuantityAction(0, 'INC', limits)).toBe(4000);
    expect(applyQuantityAction(8000, 'INC', limits)).toBe(10_000);
    expect(applyQuantityAction(10_000, 'INC', limits)).toBe(10_000);
    expect(canIncrease(10_000, limits)).toBe(false);
    expect(increaseStopReason(10_000, limits)).toBe('maximo-por-pedido');
    expect(applyQuantityAction(0, 'SET', limits, 1000)).toBe(3000);
    expect(applyQuantityAction(0, 'SET', limits, 50_000)).toBe(10_000);
  });

  it('counts the available stock only under enable-stock-control', () => {
    const produto = { granularidade: 1, min_por_pedido: 1, maxporpedido: 20, maximo_disponivel: 4 };
    const comControle = quantityLimitsFromProduct(produto, true);
    const semControle = quantityLimitsFromProduct(produto, false);
    expect(applyQuantityAction(4000, 'INC', comControle)).toBe(4000);
    expect(increaseStopReason(4000, comControle)).toBe('estoque');
    expect(applyQuantityAction(4000, 'INC', semControle)).toBe(5000);
    expect(increaseStopReason(4000, semControle)).toBeNull();
  });

  it('uses the spec defaults: step 1 and minimum 1', () => {
    const limits = quantityLimitsFromProduct({}, false);
    expect(limits).toMatchObject({ passo: 1000, minimo: 1000, maximoPorPedido: null, maximoDisponivel: null });
    expect(applyQuantityAction(1000, 'DEC', limits)).toBe(0);
    expect(applyQuantityAction(2000, 'DEC', limits)).toBe(1000);
  });
});
