// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyCombos,
  comboAvailable,
  comboPrice,
  completeCombos,
  type ComboRule,
  type ComboScope,
  type ComboTaggedLine,
} from './combo';
import { cartTotals, lineTotal, timesQuantity, type Discount, type LinePrice } from './pricing';

const RUNS = { numRuns: 500 };

/** The server's combos: ids 1..3 over products '1'..'6'. */
const comboArb: fc.Arbitrary<ComboRule> = fc
  .tuple(
    fc.integer({ min: 1, max: 3 }),
    fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }),
    fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 4, maxLength: 4 }),
    fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: 4, maxLength: 4 }),
  )
  .map(([idcombo, produtos, qs, precos]) => ({
    idcombo,
    itens: produtos.map((p, i) => ({ id: String(p), quantidade: (qs[i] ?? 1) * 1000, centavos: precos[i] ?? 0 })),
  }));
const combosArb = fc.uniqueArray(comboArb, { selector: (c) => c.idcombo, maxLength: 3 });

/** Whatever the browser sends: quantities, a forged combo price on the line, any combo id. */
const linePriceArb: fc.Arbitrary<LinePrice> = fc.record({
  preco: fc.integer({ min: 0, max: 300_000 }),
  precoAtendente: fc.constant(null),
  atacado: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
  minimoAtacado: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  multiplo: fc.integer({ min: 1, max: 6 }),
  progressivo: fc.array(
    fc.record({ aPartirDe: fc.integer({ min: 1, max: 30_000 }), centavos: fc.integer({ min: 0, max: 300_000 }) }),
    { maxLength: 2 },
  ),
  embalagem: fc.option(fc.integer({ min: 1, max: 1_000 }), { nil: null }),
  combo: fc.option(
    fc.record({
      idcombo: fc.integer({ min: -5, max: 9 }),
      quantidade: fc.integer({ min: 0, max: 100_000 }),
      centavos: fc.integer({ min: 0, max: 10 }),
    }),
    { nil: null },
  ),
});
const linesArb: fc.Arbitrary<ComboTaggedLine[]> = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 8 }).map(String),
      quantidade: fc.integer({ min: 0, max: 60_000 }),
      preco: linePriceArb,
      embalarParaPresente: fc.boolean(),
      idcombo: fc.option(fc.integer({ min: -1, max: 9 }), { nil: null }),
    }),
    { selector: (l) => l.id, maxLength: 8 },
  )
  .map((ls) => ls);
const discountArb: fc.Arbitrary<Discount | null> = fc.option(
  fc.oneof(
    fc.record({
      tipo: fc.constant('%' as const),
      basisPoints: fc.integer({ min: 0, max: 10_000 }),
      produtos: fc.constant(null),
      naoUsarComPolitica: fc.boolean(),
    }),
    fc.record({
      tipo: fc.constant('$' as const),
      centavos: fc.integer({ min: 0, max: 10_000_000 }),
      produtos: fc.constant(null),
      naoUsarComPolitica: fc.boolean(),
    }),
  ),
  { nil: null },
);

describe('combo pricing (engine/rules/combo)', () => {
  it("a combo line's price is never below the combo's declared price, whatever the browser sends", () => {
    fc.assert(
      fc.property(linesArb, combosArb, discountArb, (lines, combos, discount) => {
        const priced = applyCombos(lines, combos);
        const totals = cartTotals(priced, { ignorarMultiplo: false }, discount);
        let bensCombo = 0;
        for (const linha of totals.linhas) {
          if (linha.unitario.origem !== 'combo') continue;
          const combo = combos.find((c) => c.idcombo === linha.combo?.idcombo);
          const item = combo?.itens.find((i) => i.id === linha.id);
          const original = lines.find((l) => l.id === linha.id);
          // Only a combo the server knows, on a line the cart tagged with it, for a product of that combo.
          expect(item).toBeDefined();
          expect(original?.idcombo).toBe(combo?.idcombo);
          // Exactly the declared unit price, never the browser's.
          expect(linha.unitario.centavos).toBe(item?.centavos);
          const unidades = linha.combo?.quantidade ?? 0;
          expect(unidades).toBeLessThanOrEqual(linha.quantidade);
          expect(linha.mercadorias).toBeGreaterThanOrEqual(timesQuantity(item?.centavos ?? 0, unidades));
          bensCombo += linha.mercadorias;
        }
        // A coupon never discounts combo lines.
        expect(totals.total).toBeGreaterThanOrEqual(bensCombo);
      }),
      RUNS,
    );
  });

  it('n complete combos: n × each item quantity at the combo price, no more', () => {
    fc.assert(
      fc.property(linesArb, combosArb, (lines, combos) => {
        const priced = applyCombos(lines, combos);
        for (const combo of combos) {
          const quantidades = new Map(
            lines.filter((l) => l.idcombo === combo.idcombo && l.quantidade > 0).map((l) => [l.id, l.quantidade]),
          );
          const n = completeCombos(combo, quantidades);
          for (const item of combo.itens) {
            const unidades = priced
              .filter((l) => l.id === item.id && l.preco.combo?.idcombo === combo.idcombo)
              .reduce((s, l) => s + (l.preco.combo?.quantidade ?? 0), 0);
            expect(unidades).toBe(n * item.quantidade);
          }
        }
      }),
      RUNS,
    );
  });

  it('a forged or unknown combo id prices the line as a normal one', () => {
    fc.assert(
      fc.property(linesArb, combosArb, (lines, combos) => {
        const priced = applyCombos(lines, combos);
        priced.forEach((line, i) => {
          const original = lines[i] as ComboTaggedLine;
          const known = combos.find((c) => c.idcombo === original.idcombo);
          if (known === undefined || !known.itens.some((it) => it.id === original.id)) {
            expect(line.preco.combo).toBeNull();
            const semTag = { ...original, preco: { ...original.preco, combo: null } };
            expect(lineTotal(line, { ignorarMultiplo: false })).toEqual(lineTotal(semTag, { ignorarMultiplo: false }));
          }
        });
      }),
      RUNS,
    );
  });

  it('two of a 2+1 combo and a spare unit: the spare at the normal price', () => {
    const combo: ComboRule = {
      idcombo: 7,
      itens: [
        { id: '1', quantidade: 2000, centavos: 900 },
        { id: '2', quantidade: 1000, centavos: 500 },
      ],
    };
    expect(comboPrice(combo)).toBe(2300);
    const preco = (centavos: number): LinePrice => ({
      preco: centavos,
      precoAtendente: null,
      atacado: null,
      minimoAtacado: null,
      multiplo: 1,
      progressivo: [],
      embalagem: null,
    });
    const priced = applyCombos(
      [
        { id: '1', quantidade: 5000, preco: preco(1000), embalarParaPresente: false, idcombo: 7 },
        { id: '2', quantidade: 2000, preco: preco(600), embalarParaPresente: false, idcombo: 7 },
      ],
      [combo],
    );
    const totals = cartTotals(priced, { ignorarMultiplo: false });
    // 2 combos: 4 × 9,00 + 1 × 10,00, and 2 × 5,00.
    expect(totals.linhas.map((l) => l.mercadorias)).toEqual([4600, 1000]);
    expect(totals.total).toBe(5600);
  });

  it('who may use a combo: dates, ended, payment, delivery, clients and tags', () => {
    const scope: ComboScope = {
      inicio: '2026-01-01',
      fim: '2026-12-31',
      encerrado: false,
      idformapagamento: 1,
      tipoEntrega: null,
      clientes: [],
      tagCliente: 'atacadista',
    };
    const caller = {
      hoje: '2026-06-01',
      idcliente: 2,
      tagsCliente: ['atacadista'],
      idformapagamento: 1,
      tipoEntrega: null,
    };
    expect(comboAvailable(scope, caller)).toBe(true);
    expect(comboAvailable(scope, { ...caller, idformapagamento: null })).toBe(true);
    expect(comboAvailable(scope, { ...caller, idformapagamento: 2 })).toBe(false);
    expect(comboAvailable(scope, { ...caller, tagsCliente: [] })).toBe(false);
    expect(comboAvailable(scope, { ...caller, hoje: '2027-01-01' })).toBe(false);
    expect(comboAvailable({ ...scope, encerrado: true }, caller)).toBe(false);
    expect(comboAvailable({ ...scope, tagCliente: null, clientes: [3] }, caller)).toBe(false);
    expect(comboAvailable({ ...scope, tagCliente: null }, { ...caller, idcliente: null, tagsCliente: [] })).toBe(true);
    expect(comboAvailable({ ...scope, tipoEntrega: 'RETIRADA' }, { ...caller, tipoEntrega: 'DELIVERY' })).toBe(false);
  });
});
