// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { faixasAbaixo, hasPrice, priceDisplay, wholesaleOffer } from './price-display';
import type { PriceFields } from './price-display';

const base: PriceFields = {
  preco: 10,
  preco_original: null,
  precovendaatacado: null,
  minvendaatacado: null,
  multiploincremento: 1,
  granularidade: 1,
  unidade: 'UN',
};

const centavos = fc.integer({ min: 0, max: 10_000_000 });
const input = fc.record({
  precoCentavos: centavos,
  atacadoCentavos: fc.integer({ min: -1000, max: 10_000_000 }),
  minimoMilesimos: fc.integer({ min: 0, max: 1_000_000 }),
  multiplo: fc.integer({ min: 1, max: 48 }),
  granularidadeMilesimos: fc.constantFrom(1, 10, 100, 250, 500, 1000, 2000),
});

describe('wholesaleOffer', () => {
  it('property: offered exactly when the wholesale price is above 0 and below the price', () => {
    fc.assert(
      fc.property(input, (i) => {
        const offer = wholesaleOffer(i);
        expect(offer !== null).toBe(i.atacadoCentavos > 0 && i.atacadoCentavos < i.precoCentavos);
        if (offer) expect(offer.centavos).toBe(i.atacadoCentavos);
      }),
    );
  });

  it('property: the minimum quantity is the least multiple of the step whose units reach minvendaatacado', () => {
    fc.assert(
      fc.property(input, (i) => {
        const offer = wholesaleOffer({ ...i, precoCentavos: 1000, atacadoCentavos: 900 });
        expect(offer).not.toBeNull();
        const q = offer!.quantidadeMinimaMilesimos;
        expect(Number.isSafeInteger(q)).toBe(true);
        expect(q % i.granularidadeMilesimos).toBe(0);
        expect(q).toBeGreaterThanOrEqual(i.granularidadeMilesimos);
        // Enough units at q…
        expect(q * i.multiplo).toBeGreaterThanOrEqual(i.minimoMilesimos);
        // …and not at the step below (unless q is the first step).
        const below = q - i.granularidadeMilesimos;
        if (below > 0) expect(below * i.multiplo).toBeLessThan(i.minimoMilesimos);
      }),
    );
  });

  it('counts boxes: 12 per box and a minimum of 36 units is 3 boxes', () => {
    expect(
      wholesaleOffer({
        precoCentavos: 1000,
        atacadoCentavos: 900,
        minimoMilesimos: 36_000,
        multiplo: 12,
        granularidadeMilesimos: 1000,
      }),
    ).toEqual({
      centavos: 900,
      quantidadeMinimaMilesimos: 3000,
    });
  });
});

describe('priceDisplay', () => {
  it("hides a price the server withheld ('oculto'); a list without prices or a zero price is 'sob consulta'", () => {
    expect(priceDisplay({ ...base, preco: null })).toEqual({ kind: 'oculto' });
    expect(priceDisplay({ ...base, preco: null }, { mostrarPrecos: false })).toEqual({ kind: 'oculto' });
    expect(priceDisplay(base, { mostrarPrecos: false })).toEqual({ kind: 'sob-consulta' });
    expect(priceDisplay({ ...base, preco: 0 })).toEqual({ kind: 'sob-consulta' });
    expect([hasPrice(base), hasPrice({ preco: 0 }), hasPrice({ preco: null })]).toEqual([true, false, false]);
  });

  it("keeps today's card rule: wholesale when above 0 and below the price, with a minimum", () => {
    const show = priceDisplay({ ...base, precovendaatacado: 8.5, minvendaatacado: 12 });
    expect(show).toEqual({
      kind: 'preco',
      centavos: 1000,
      originalCentavos: null,
      atacado: { centavos: 850, quantidadeMinimaMilesimos: 12_000 },
      faixas: [],
    });
    for (const precovendaatacado of [0, 10, 12, -1]) {
      expect(priceDisplay({ ...base, precovendaatacado, minvendaatacado: 12 })).toMatchObject({ atacado: null });
    }
    expect(priceDisplay({ ...base, precovendaatacado: 8.5, minvendaatacado: null })).toMatchObject({ atacado: null });
  });

  it('applies multiploincremento unless the supplier disables it', () => {
    const caixa = { ...base, unidade: 'CX', precovendaatacado: 8.5, minvendaatacado: 36, multiploincremento: 12 };
    expect(priceDisplay(caixa)).toMatchObject({ atacado: { quantidadeMinimaMilesimos: 3000 } });
    expect(priceDisplay(caixa, { ignorarMultiplo: true })).toMatchObject({
      atacado: { quantidadeMinimaMilesimos: 36_000 },
    });
  });

  it('shows the original price only when it is above the price', () => {
    expect(priceDisplay({ ...base, preco: 25.9, preco_original: 29.9 })).toMatchObject({
      centavos: 2590,
      originalCentavos: 2990,
    });
    expect(priceDisplay({ ...base, preco: 25.9, preco_original: 25.9 })).toMatchObject({ originalCentavos: null });
  });

  it('property: never shows a price when the list hides prices or has none; a shown wholesale is always below the price', () => {
    const reais = fc.option(
      fc.integer({ min: -100, max: 1_000_000 }).map((c) => c / 100),
      { nil: null },
    );
    fc.assert(
      fc.property(
        reais,
        reais,
        reais,
        fc.option(
          fc.integer({ min: 0, max: 100_000 }).map((m) => m / 1000),
          { nil: null },
        ),
        fc.boolean(),
        (preco, original, atacado, minimo, mostrar) => {
          const shown = priceDisplay(
            { ...base, preco, preco_original: original, precovendaatacado: atacado, minvendaatacado: minimo },
            { mostrarPrecos: mostrar },
          );
          if (preco === null) expect(shown.kind).toBe('oculto');
          else if (!mostrar || preco <= 0) expect(shown.kind).toBe('sob-consulta');
          if (shown.kind === 'preco') expect(shown.centavos).toBeGreaterThan(0);
          if (shown.kind === 'preco' && shown.atacado) {
            expect(shown.atacado.centavos).toBeGreaterThan(0);
            expect(shown.atacado.centavos).toBeLessThan(shown.centavos);
          }
          if (shown.kind === 'preco' && shown.originalCentavos !== null)
            expect(shown.originalCentavos).toBeGreaterThan(shown.centavos);
        },
      ),
    );
  });
});

describe('faixasAbaixo (the progressive tiers a card shows)', () => {
  it('keeps the tiers below the price, by threshold ascending, in thousandths and centavos', () => {
    expect(faixasAbaixo({ '24': 8.9, '6': 9.49, '12': 10, '0': 1, abc: 2, '3': 0 }, 1000)).toEqual([
      { quantidadeMilesimos: 6000, centavos: 949 },
      { quantidadeMilesimos: 24_000, centavos: 890 },
    ]);
    expect(faixasAbaixo(undefined, 1000)).toEqual([]);
    expect(priceDisplay({ ...base, efeitospoliticas: { descontoProgressivo: { '2.5': 9.5 } } })).toMatchObject({
      faixas: [{ quantidadeMilesimos: 2500, centavos: 950 }],
    });
  });

  it('property: every tier shown is above 0, below the price and at a positive threshold; thresholds ascend', () => {
    const mapa = fc.dictionary(
      fc.oneof(fc.integer({ min: -5, max: 1000 }).map(String), fc.constantFrom('x', '', '1e3', '0.5')),
      fc.oneof(
        fc.integer({ min: -100, max: 100_000 }).map((c) => c / 100),
        fc.constant(Number.NaN),
      ),
    );
    fc.assert(
      fc.property(mapa, fc.integer({ min: 1, max: 100_000 }), (m, preco) => {
        const faixas = faixasAbaixo(m, preco);
        for (const f of faixas) {
          expect(f.centavos).toBeGreaterThan(0);
          expect(f.centavos).toBeLessThan(preco);
          expect(f.quantidadeMilesimos).toBeGreaterThan(0);
        }
        for (let i = 1; i < faixas.length; i++)
          expect(faixas[i]!.quantidadeMilesimos).toBeGreaterThanOrEqual(faixas[i - 1]!.quantidadeMilesimos);
      }),
    );
  });
});
