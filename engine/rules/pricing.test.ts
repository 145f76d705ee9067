// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cartTotals,
  discountAmount,
  lineTotal,
  linePriceFromProduct,
  paymentAdjusted,
  unitPrice,
  wholesaleApplies,
  type CartLineInput,
  type Discount,
  type LinePrice,
  type PricingContext,
} from './pricing';
import { wholesaleOffer } from './price-display';

const RUNS = { numRuns: 1000 };

const centavosArb = fc.integer({ min: 1, max: 5_000_000 });
const tierArb = fc.record({
  aPartirDe: fc.integer({ min: 1, max: 100_000 }),
  centavos: fc.integer({ min: 0, max: 5_000_000 }),
});

const linePriceArb: fc.Arbitrary<LinePrice> = fc.record({
  preco: centavosArb,
  precoAtendente: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
  atacado: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
  minimoAtacado: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  multiplo: fc.constantFrom(1, 2, 6, 12),
  progressivo: fc.array(tierArb, { maxLength: 4 }),
  embalagem: fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: null }),
});

const contextArb: fc.Arbitrary<PricingContext> = fc.record({ ignorarMultiplo: fc.boolean() });
const quantidadeArb = fc.integer({ min: 1, max: 200_000 });

/** The spec's order (section 5), written as the oracle the implementation is held to. */
function specPrice(line: LinePrice, q: number, context: PricingContext): number {
  if (line.precoAtendente !== null && line.precoAtendente > 0) return line.precoAtendente;
  const alcancados = line.progressivo.filter((t) => q >= t.aPartirDe);
  if (alcancados.length > 0) {
    const maior = Math.max(...alcancados.map((t) => t.aPartirDe));
    return alcancados.find((t) => t.aPartirDe === maior)!.centavos;
  }
  const multiplo = context.ignorarMultiplo ? 1 : line.multiplo;
  if (
    line.atacado !== null &&
    line.atacado > 0 &&
    line.atacado < line.preco &&
    line.minimoAtacado !== null &&
    q * multiplo >= line.minimoAtacado
  ) {
    return line.atacado;
  }
  return line.preco;
}

const lineArb: fc.Arbitrary<CartLineInput> = fc.record({
  id: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5'),
  quantidade: fc.integer({ min: 0, max: 200_000 }),
  preco: linePriceArb,
  embalarParaPresente: fc.boolean(),
});

const discountArb: fc.Arbitrary<Discount> = fc.oneof(
  fc.record({
    tipo: fc.constant('%' as const),
    basisPoints: fc.integer({ min: 0, max: 10_000 }),
    produtos: fc.option(fc.subarray(['p1', 'p2', 'p3']), { nil: null }),
    naoUsarComPolitica: fc.boolean(),
  }),
  fc.record({
    tipo: fc.constant('$' as const),
    centavos: fc.integer({ min: 0, max: 100_000_000 }),
    produtos: fc.option(fc.subarray(['p1', 'p2', 'p3']), { nil: null }),
    naoUsarComPolitica: fc.boolean(),
  }),
);

describe('price choice (spec section 5)', () => {
  it('property: follows the spec order for every combination of prices (attendant, progressive, wholesale, normal)', () => {
    fc.assert(
      fc.property(linePriceArb, quantidadeArb, contextArb, (line, q, context) => {
        expect(unitPrice(line, q, context).centavos).toBe(specPrice(line, q, context));
      }),
      RUNS,
    );
  });

  it('property: the wholesale price starts exactly at the quantity the price display announces', () => {
    fc.assert(
      fc.property(
        centavosArb,
        centavosArb,
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(1, 6, 12),
        fc.constantFrom(500, 1000, 2000),
        fc.boolean(),
        (preco, atacado, minimo, multiplo, passo, ignorarMultiplo) => {
          const oferta = wholesaleOffer({
            precoCentavos: preco,
            atacadoCentavos: atacado,
            minimoMilesimos: minimo,
            multiplo: ignorarMultiplo ? 1 : multiplo,
            granularidadeMilesimos: passo,
          });
          const line: LinePrice = {
            preco,
            precoAtendente: null,
            atacado,
            minimoAtacado: minimo,
            multiplo,
            progressivo: [],
            embalagem: null,
          };
          const context = { ignorarMultiplo };
          if (oferta === null) {
            for (const q of [passo, passo * 10, passo * 1000]) expect(wholesaleApplies(line, q, context)).toBe(false);
            return;
          }
          expect(wholesaleApplies(line, oferta.quantidadeMinimaMilesimos, context)).toBe(true);
          expect(unitPrice(line, oferta.quantidadeMinimaMilesimos, context)).toEqual({
            centavos: atacado,
            origem: 'atacado',
          });
          if (oferta.quantidadeMinimaMilesimos > passo) {
            expect(wholesaleApplies(line, oferta.quantidadeMinimaMilesimos - passo, context)).toBe(false);
          }
        },
      ),
      RUNS,
    );
  });

  it('the attendant price wins over everything; progressive tiers over wholesale', () => {
    const base: LinePrice = {
      preco: 1000,
      precoAtendente: null,
      atacado: 800,
      minimoAtacado: 10_000,
      multiplo: 1,
      progressivo: [{ aPartirDe: 20_000, centavos: 700 }],
      embalagem: null,
    };
    const ctx = { ignorarMultiplo: false };
    expect(unitPrice(base, 5000, ctx)).toEqual({ centavos: 1000, origem: 'normal' });
    expect(unitPrice(base, 10_000, ctx)).toEqual({ centavos: 800, origem: 'atacado' });
    expect(unitPrice(base, 20_000, ctx)).toEqual({ centavos: 700, origem: 'progressivo' });
    expect(unitPrice({ ...base, precoAtendente: 950 }, 20_000, ctx)).toEqual({ centavos: 950, origem: 'atendente' });
    expect(unitPrice({ ...base, precoAtendente: 0 }, 1000, ctx).origem).toBe('normal');
  });

  it('counts multiploincremento for wholesale unless disable-product-multiple', () => {
    // A box of 12 with wholesale from 36 units: 3 boxes reach it; with the tag, 36 boxes do.
    const caixa: LinePrice = {
      preco: 6000,
      precoAtendente: null,
      atacado: 5400,
      minimoAtacado: 36_000,
      multiplo: 12,
      progressivo: [],
      embalagem: null,
    };
    expect(unitPrice(caixa, 3000, { ignorarMultiplo: false }).origem).toBe('atacado');
    expect(unitPrice(caixa, 3000, { ignorarMultiplo: true }).origem).toBe('normal');
    expect(unitPrice(caixa, 36_000, { ignorarMultiplo: true }).origem).toBe('atacado');
  });
});

describe('line and cart totals', () => {
  it('property: a line total is the unit price times the quantity plus the wrap, each rounded to the centavo', () => {
    fc.assert(
      fc.property(lineArb, contextArb, (line, context) => {
        const total = lineTotal(line, context);
        const unit = BigInt(specPrice(line.preco, line.quantidade, context));
        const q = BigInt(line.quantidade);
        const exato = unit * q; // centavos × 1000
        expect(BigInt(total.mercadorias) * 1000n - exato <= 500n).toBe(true);
        expect(exato - BigInt(total.mercadorias) * 1000n < 500n).toBe(true);
        const wrap = line.embalarParaPresente && line.preco.embalagem !== null ? BigInt(line.preco.embalagem) * q : 0n;
        expect(BigInt(total.embalagem) * 1000n - wrap <= 500n).toBe(true);
        expect(wrap - BigInt(total.embalagem) * 1000n < 500n).toBe(true);
        expect(total.total).toBe(total.mercadorias + total.embalagem);
      }),
      RUNS,
    );
  });

  it('property: a cart total is the sum of its lines minus the discount, and never negative', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        contextArb,
        fc.option(discountArb, { nil: null }),
        (lines, context, discount) => {
          const totals = cartTotals(lines, context, discount);
          const soma = totals.linhas.reduce((s, l) => s + l.total, 0);
          expect(totals.total).toBe(soma - totals.desconto);
          expect(totals.total).toBeGreaterThanOrEqual(0);
          expect(totals.desconto).toBeGreaterThanOrEqual(0);
          expect(totals.desconto).toBeLessThanOrEqual(totals.baseDesconto);
          expect(totals.baseDesconto).toBeLessThanOrEqual(totals.mercadorias);
          expect(totals.linhas.every((l) => l.quantidade > 0)).toBe(true);
          if (discount === null) expect(totals.desconto).toBe(0);
        },
      ),
      RUNS,
    );
  });

  it('a percentage or absolute discount applies only to the coupon products, and not to policy prices with nao_usar_com_politica', () => {
    const preco = (centavos: number, extra: Partial<LinePrice> = {}): LinePrice => ({
      preco: centavos,
      precoAtendente: null,
      atacado: null,
      minimoAtacado: null,
      multiplo: 1,
      progressivo: [],
      embalagem: 500,
      ...extra,
    });
    const lines: CartLineInput[] = [
      { id: 'cafe', quantidade: 2000, preco: preco(5000), embalarParaPresente: true },
      {
        id: 'acucar',
        quantidade: 10_000,
        preco: preco(1000, { atacado: 900, minimoAtacado: 10_000 }),
        embalarParaPresente: false,
      },
    ];
    const ctx = { ignorarMultiplo: false };
    const semCupom = cartTotals(lines, ctx);
    expect(semCupom).toMatchObject({ mercadorias: 10_000 + 9000, embalagem: 1000, total: 20_000 });
    expect(
      cartTotals(lines, ctx, { tipo: '%', basisPoints: 1000, produtos: null, naoUsarComPolitica: false }).desconto,
    ).toBe(1900);
    expect(
      cartTotals(lines, ctx, { tipo: '%', basisPoints: 1000, produtos: null, naoUsarComPolitica: true }).desconto,
    ).toBe(1000);
    expect(
      cartTotals(lines, ctx, { tipo: '%', basisPoints: 1000, produtos: ['acucar'], naoUsarComPolitica: false })
        .desconto,
    ).toBe(900);
    expect(
      cartTotals(lines, ctx, { tipo: '$', centavos: 50_000, produtos: ['cafe'], naoUsarComPolitica: false }),
    ).toMatchObject({ desconto: 10_000, total: 10_000 });
    expect(discountAmount({ tipo: '%', basisPoints: 750, produtos: null, naoUsarComPolitica: false }, 3333)).toBe(250);
  });
});

describe('mapping from the wire', () => {
  it('reads reais, decimal quantities and the progressive map', () => {
    expect(
      linePriceFromProduct({
        preco: 12.9,
        precoatendente: 0,
        precovendaatacado: 11.5,
        minvendaatacado: 6,
        multiploincremento: 12,
        permite_embalagem: true,
        preco_embalagem: 2.5,
        efeitospoliticas: { descontoProgressivo: { '10': 11, '2.5': 12.5, x: 3 } },
      }),
    ).toEqual({
      preco: 1290,
      precoAtendente: 0,
      atacado: 1150,
      minimoAtacado: 6000,
      multiplo: 12,
      progressivo: [
        { aPartirDe: 10_000, centavos: 1100 },
        { aPartirDe: 2500, centavos: 1250 },
      ],
      embalagem: 250,
    });
  });
  it('has no wrap without permite_embalagem, and no price without preco', () => {
    expect(linePriceFromProduct({ preco: 1, permite_embalagem: false, preco_embalagem: 2 })?.embalagem).toBeNull();
    expect(linePriceFromProduct({ preco: null })).toBeNull();
  });
});

describe('price variance by payment method (support-price-variance-by-payment)', () => {
  const bpArb = fc.integer({ min: -5_000, max: 5_000 });
  it("adjusts every chosen price but the attendant's, half up, in the spec's order", () => {
    fc.assert(
      fc.property(linePriceArb, quantidadeArb, contextArb, bpArb, (line, q, context, bp) => {
        const base = specPrice(line, q, context);
        const ajustado = unitPrice(line, q, { ...context, ajustePagamento: bp });
        const esperado =
          line.precoAtendente !== null && line.precoAtendente > 0
            ? base
            : Math.floor((base * (10_000 + bp)) / 10_000 + 0.5);
        expect(ajustado.centavos).toBe(esperado);
        expect(ajustado.origem).toBe(unitPrice(line, q, context).origem);
      }),
      RUNS,
    );
  });
  it('never goes negative, a discount never raises and a surcharge never lowers a price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), bpArb, (c, bp) => {
        const r = paymentAdjusted(c, bp);
        expect(r).toBeGreaterThanOrEqual(0);
        if (bp <= 0) expect(r).toBeLessThanOrEqual(c);
        if (bp >= 0) expect(r).toBeGreaterThanOrEqual(c);
        expect(paymentAdjusted(c, 0)).toBe(c);
      }),
      RUNS,
    );
  });
});
