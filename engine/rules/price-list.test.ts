// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitPrice } from './pricing';
import { chooseClientPriceList, withPriceList, type PriceListEntry, type PriceListTarget } from './price-list';
import { linePriceFromStored } from './stored-product';

const RUNS = { numRuns: 400 };

const centavosArb = fc.integer({ min: 0, max: 5_000_000 });
const tiersArb = fc.uniqueArray(
  fc.record({ quantidade_milesimos: fc.integer({ min: 1, max: 1_000_000 }), preco_centavos: centavosArb }),
  { maxLength: 4, selector: (f) => f.quantidade_milesimos },
);

const productArb: fc.Arbitrary<PriceListTarget> = fc.record({
  preco_centavos: centavosArb,
  preco_original_centavos: fc.option(centavosArb, { nil: null }),
  precovendaatacado_centavos: fc.option(centavosArb, { nil: null }),
  minvendaatacado_milesimos: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  multiploincremento: fc.integer({ min: 1, max: 24 }),
  desconto_progressivo: tiersArb,
  permite_embalagem: fc.boolean(),
  preco_embalagem_centavos: fc.option(centavosArb, { nil: null }),
});

/** An entry as the ERP upsert accepts it: wholesale and tiers below the list's price. */
const entryArb: fc.Arbitrary<PriceListEntry> = fc.integer({ min: 1, max: 5_000_000 }).chain((preco) =>
  fc.record({
    preco_centavos: fc.constant(preco),
    precovendaatacado_centavos: fc.option(fc.integer({ min: 0, max: preco - 1 }), { nil: null }),
    minvendaatacado_milesimos: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
    desconto_progressivo: fc.uniqueArray(
      fc.record({
        quantidade_milesimos: fc.integer({ min: 1, max: 1_000_000 }),
        preco_centavos: fc.integer({ min: 0, max: preco - 1 }),
      }),
      { maxLength: 4, selector: (f) => f.quantidade_milesimos },
    ),
  }),
);

const quantidadeArb = fc.integer({ min: 1, max: 2_000_000 });
const contextArb = fc.record({ ignorarMultiplo: fc.boolean() });

describe('withPriceList', () => {
  it('leaves a product the list does not price as it is (the supplier price), the same object', () => {
    fc.assert(
      fc.property(productArb, quantidadeArb, contextArb, (produto, q, ctx) => {
        const listed = withPriceList(produto, undefined);
        expect(listed).toBe(produto);
        expect(unitPrice(linePriceFromStored(listed, null), q, ctx)).toEqual(
          unitPrice(linePriceFromStored(produto, null), q, ctx),
        );
      }),
      RUNS,
    );
  });

  it("prices a listed product from the list alone: the product's own price, wholesale and tiers never leak in", () => {
    fc.assert(
      fc.property(productArb, productArb, entryArb, quantidadeArb, contextArb, (a, b, entrada, q, ctx) => {
        const mesmoMultiplo = { ...b, multiploincremento: a.multiploincremento };
        const pa = unitPrice(linePriceFromStored(withPriceList(a, entrada), null), q, ctx);
        const pb = unitPrice(linePriceFromStored(withPriceList(mesmoMultiplo, entrada), null), q, ctx);
        expect(pa).toEqual(pb);
        expect(withPriceList(a, entrada).preco_original_centavos).toBeNull();
      }),
      RUNS,
    );
  });

  it('applies the list price before its tiers and wholesale: never negative, never above the list price', () => {
    fc.assert(
      fc.property(productArb, entryArb, quantidadeArb, contextArb, (produto, entrada, q, ctx) => {
        const { centavos, origem } = unitPrice(linePriceFromStored(withPriceList(produto, entrada), null), q, ctx);
        expect(centavos).toBeGreaterThanOrEqual(0);
        expect(centavos).toBeLessThanOrEqual(entrada.preco_centavos);
        if (origem === 'normal') expect(centavos).toBe(entrada.preco_centavos);
      }),
      RUNS,
    );
  });

  it('never changes the row it is given (rows are shared by every caller)', () => {
    fc.assert(
      fc.property(productArb, entryArb, (produto, entrada) => {
        const antes = structuredClone(produto);
        const listed = withPriceList(produto, entrada);
        (listed.desconto_progressivo as unknown[]).length = 0;
        expect(produto).toEqual(antes);
      }),
      RUNS,
    );
  });

  it('keeps the attendant price above the list (spec section 5, price choice 1)', () => {
    const produto: PriceListTarget = {
      preco_centavos: 1000,
      preco_original_centavos: 1200,
      precovendaatacado_centavos: 900,
      minvendaatacado_milesimos: 10_000,
      multiploincremento: 1,
      desconto_progressivo: [{ quantidade_milesimos: 5000, preco_centavos: 950 }],
      permite_embalagem: false,
      preco_embalagem_centavos: null,
    };
    const entrada: PriceListEntry = {
      preco_centavos: 800,
      precovendaatacado_centavos: null,
      minvendaatacado_milesimos: null,
      desconto_progressivo: [{ quantidade_milesimos: 3000, preco_centavos: 700 }],
    };
    const listed = withPriceList(produto, entrada);
    expect(unitPrice(linePriceFromStored(listed, null), 1000, { ignorarMultiplo: false })).toEqual({
      centavos: 800,
      origem: 'normal',
    });
    expect(unitPrice(linePriceFromStored(listed, null), 3000, { ignorarMultiplo: false }).centavos).toBe(700);
    // The product's own wholesale (900 from 10) is not the client's.
    expect(unitPrice(linePriceFromStored(listed, null), 10_000, { ignorarMultiplo: false }).centavos).toBe(700);
    expect(unitPrice(linePriceFromStored(listed, 650), 3000, { ignorarMultiplo: false })).toEqual({
      centavos: 650,
      origem: 'atendente',
    });
  });
});

describe('chooseClientPriceList', () => {
  const candidateArb = fc.record({
    idlista: fc.integer({ min: 1, max: 1000 }),
    cod_erp: fc.string({ minLength: 1, maxLength: 4 }),
    prioridade: fc.integer({ min: -3, max: 3 }),
    nomeiaCliente: fc.boolean(),
  });
  const listsArb = fc.uniqueArray(candidateArb, { maxLength: 6, selector: (c) => c.cod_erp });

  it('chooses the same list whatever the order the lists come in', () => {
    fc.assert(
      fc.property(listsArb, fc.func(fc.integer()), (listas, ordem) => {
        const embaralhadas = [...listas].sort((a, b) => ordem(a.cod_erp) - ordem(b.cod_erp));
        expect(chooseClientPriceList(embaralhadas)).toEqual(chooseClientPriceList(listas));
      }),
      RUNS,
    );
  });

  it('a list naming the client wins over every list reaching it by tag; none: null', () => {
    fc.assert(
      fc.property(listsArb, (listas) => {
        const escolhida = chooseClientPriceList(listas);
        if (listas.length === 0) expect(escolhida).toBeNull();
        else if (listas.some((l) => l.nomeiaCliente)) expect(escolhida?.nomeiaCliente).toBe(true);
        const rivais = listas.filter((l) => l.nomeiaCliente === escolhida?.nomeiaCliente);
        for (const l of rivais) expect(escolhida!.prioridade).toBeLessThanOrEqual(l.prioridade);
      }),
      RUNS,
    );
  });
});
