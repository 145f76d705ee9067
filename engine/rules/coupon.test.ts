// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestCoupon,
  chooseCoupon,
  couponDiscount,
  couponLineShares,
  couponRefusal,
  CUPOM_DE_OUTRO_CLIENTE,
  CUPOM_EXPIRADO,
  CUPOM_INDICACAO_DESATIVADA,
  CUPOM_OUTRA_FORMA_PAGAMENTO,
  CUPOM_OUTRO_CANAL,
  CUPOM_PROPRIA_INDICACAO,
  discountFromCoupon,
  normalizeCouponCode,
  shouldSkipCoupon,
  type CouponTerms,
} from './coupon';
import { cartTotals, type CartLineInput, type Discount, type LinePrice, type PricingContext } from './pricing';

const RUNS = { numRuns: 1000 };

const linePriceArb: fc.Arbitrary<LinePrice> = fc.record({
  preco: fc.integer({ min: 1, max: 5_000_000 }),
  precoAtendente: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
  atacado: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
  minimoAtacado: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  multiplo: fc.constantFrom(1, 6),
  progressivo: fc.array(
    fc.record({ aPartirDe: fc.integer({ min: 1, max: 100_000 }), centavos: fc.integer({ min: 0, max: 5_000_000 }) }),
    { maxLength: 3 },
  ),
  embalagem: fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: null }),
});
const linesArb: fc.Arbitrary<CartLineInput[]> = fc.array(
  fc.record({
    id: fc.constantFrom('p1', 'p2', 'p3', 'p4'),
    quantidade: fc.integer({ min: 0, max: 100_000 }),
    preco: linePriceArb,
    embalarParaPresente: fc.boolean(),
  }),
  { maxLength: 6 },
);
const contextArb: fc.Arbitrary<PricingContext> = fc.record({ ignorarMultiplo: fc.boolean() });
const produtosArb = fc.option(fc.subarray(['p1', 'p2', 'p3']), { nil: null });
const discountArb: fc.Arbitrary<Discount> = fc.oneof(
  fc.record({
    tipo: fc.constant('%' as const),
    basisPoints: fc.integer({ min: 0, max: 10_000 }),
    produtos: produtosArb,
    naoUsarComPolitica: fc.boolean(),
  }),
  fc.record({
    tipo: fc.constant('$' as const),
    centavos: fc.integer({ min: 0, max: 10_000_000 }),
    produtos: produtosArb,
    naoUsarComPolitica: fc.boolean(),
  }),
);

describe('coupon choice (spec section 4: an automatic coupon is replaced only by one not worse)', () => {
  it('property: the chosen coupon gives the larger discount; on a tie the manual one wins unless its face value of the same kind is smaller', () => {
    fc.assert(
      fc.property(linesArb, contextArb, discountArb, discountArb, (lines, ctx, automatico, manual) => {
        const a = couponDiscount(lines, ctx, automatico);
        const m = couponDiscount(lines, ctx, manual);
        const escolha = chooseCoupon(lines, ctx, automatico, manual);
        const menorNominal =
          manual.tipo === automatico.tipo &&
          (manual.tipo === '%'
            ? manual.basisPoints < (automatico as typeof manual).basisPoints
            : manual.centavos < (automatico as typeof manual).centavos);
        expect(escolha).toBe(m > a || (m === a && !menorNominal) ? 'manual' : 'automatico');
        const total = cartTotals(lines, ctx, escolha === 'manual' ? manual : automatico).total;
        expect(total).toBe(cartTotals(lines, ctx).total - Math.max(a, m));
      }),
      RUNS,
    );
  });

  it('property: without an automatic coupon a manual one always applies; without a manual one the automatic one stays', () => {
    fc.assert(
      fc.property(linesArb, contextArb, fc.option(discountArb, { nil: null }), (lines, ctx, d) => {
        expect(chooseCoupon(lines, ctx, null, d)).toBe(d === null ? 'nenhum' : 'manual');
        expect(chooseCoupon(lines, ctx, d, null)).toBe(d === null ? 'nenhum' : 'automatico');
      }),
      RUNS,
    );
  });

  it("property: a coupon discount is the pricing core's and never exceeds the goods", () => {
    fc.assert(
      fc.property(linesArb, contextArb, discountArb, (lines, ctx, d) => {
        const totais = cartTotals(lines, ctx, d);
        expect(couponDiscount(lines, ctx, d)).toBe(totais.desconto);
        expect(totais.desconto).toBeLessThanOrEqual(totais.mercadorias);
      }),
      RUNS,
    );
  });

  it('property: bestCoupon picks a coupon no other beats', () => {
    fc.assert(
      fc.property(linesArb, contextArb, fc.array(discountArb, { maxLength: 5 }), (lines, ctx, ds) => {
        const i = bestCoupon(lines, ctx, ds);
        if (ds.length === 0) {
          expect(i).toBe(-1);
          return;
        }
        const valores = ds.map((d) => couponDiscount(lines, ctx, d));
        expect(valores[i]).toBe(Math.max(...valores));
        expect(valores.indexOf(Math.max(...valores))).toBe(i);
      }),
      RUNS,
    );
  });

  it('a worse manual coupon is refused, a better one replaces the automatic one', () => {
    const lines: CartLineInput[] = [
      {
        id: '1',
        quantidade: 2000,
        preco: {
          preco: 10_000,
          precoAtendente: null,
          atacado: null,
          minimoAtacado: null,
          multiplo: 1,
          progressivo: [],
          embalagem: null,
        },
        embalarParaPresente: false,
      },
    ];
    const ctx = { ignorarMultiplo: false };
    const cinco: Discount = { tipo: '%', basisPoints: 500, produtos: null, naoUsarComPolitica: false };
    expect(chooseCoupon(lines, ctx, cinco, { ...cinco, basisPoints: 300 })).toBe('automatico');
    expect(chooseCoupon(lines, ctx, cinco, { ...cinco, basisPoints: 1000 })).toBe('manual');
    expect(
      chooseCoupon(lines, ctx, cinco, { tipo: '$', centavos: 1000, produtos: null, naoUsarComPolitica: false }),
    ).toBe('manual');
    expect(
      chooseCoupon(lines, ctx, cinco, { tipo: '$', centavos: 999, produtos: null, naoUsarComPolitica: false }),
    ).toBe('automatico');
    // An empty cart: 3 % is still worse than 5 %, 10 % still better.
    expect(chooseCoupon([], ctx, cinco, { ...cinco, basisPoints: 300 })).toBe('automatico');
    expect(chooseCoupon([], ctx, cinco, { ...cinco, basisPoints: 1000 })).toBe('manual');
  });
});

describe('skipping a code (spec section 5)', () => {
  it('property: empty, blank, or the automatic code in any case and spacing is skipped; any other is not', () => {
    const codigoArb = fc.stringMatching(/^[A-Z0-9]{1,12}$/);
    fc.assert(
      fc.property(
        codigoArb,
        codigoArb,
        fc.constantFrom('', ' ', '  '),
        fc.boolean(),
        (codigo, automatico, espaco, minusculo) => {
          const digitado = `${espaco}${minusculo ? codigo.toLowerCase() : codigo}${espaco}`;
          expect(shouldSkipCoupon(digitado, automatico)).toBe(codigo === automatico);
          expect(shouldSkipCoupon(digitado, null)).toBe(false);
          expect(shouldSkipCoupon(espaco, automatico)).toBe(true);
          expect(normalizeCouponCode(digitado)).toBe(codigo);
        },
      ),
      RUNS,
    );
  });
});

describe('whether a coupon applies', () => {
  const base: CouponTerms = {
    validoDe: new Date('2026-01-01'),
    validoAte: new Date('2026-12-31'),
    canalVenda: 'TODOS',
    idformapagamento: null,
    idcliente: null,
    idclienteIndicador: null,
  };
  const uso = {
    idcliente: 1,
    agora: new Date('2026-06-01'),
    canalVenda: 'WEB',
    idformapagamento: null,
    indicacaoAtiva: true,
  };
  it('says why not, in pt-BR', () => {
    expect(couponRefusal(base, uso)).toBeNull();
    expect(couponRefusal(base, { ...uso, agora: new Date('2027-01-01') })).toBe(CUPOM_EXPIRADO);
    expect(couponRefusal({ ...base, idcliente: 2 }, uso)).toBe(CUPOM_DE_OUTRO_CLIENTE);
    expect(couponRefusal({ ...base, idclienteIndicador: 1 }, uso)).toBe(CUPOM_PROPRIA_INDICACAO);
    expect(couponRefusal({ ...base, idclienteIndicador: 2 }, uso)).toBeNull();
    expect(couponRefusal({ ...base, idclienteIndicador: 2 }, { ...uso, indicacaoAtiva: false })).toBe(
      CUPOM_INDICACAO_DESATIVADA,
    );
    expect(couponRefusal({ ...base, canalVenda: 'commerce app' }, uso)).toBe(CUPOM_OUTRO_CANAL);
    expect(couponRefusal({ ...base, canalVenda: 'web-commerce' }, uso)).toBeNull();
    expect(couponRefusal({ ...base, idformapagamento: 3 }, uso)).toBe(CUPOM_OUTRA_FORMA_PAGAMENTO);
    expect(couponRefusal({ ...base, idformapagamento: 3 }, { ...uso, idformapagamento: 3 })).toBeNull();
  });

  it("maps the wire fields to the pricing core's discount", () => {
    expect(
      discountFromCoupon({ tipodesconto: '%', valor: 7.5, produtosComDesconto: [], nao_usar_com_politica: true }),
    ).toEqual({ tipo: '%', basisPoints: 750, produtos: null, naoUsarComPolitica: true });
    expect(
      discountFromCoupon({ tipodesconto: '$', valor: 20, produtosComDesconto: [10001], nao_usar_com_politica: false }),
    ).toEqual({ tipo: '$', centavos: 2000, produtos: ['10001'], naoUsarComPolitica: false });
  });
});

describe('the coupon discount per line (habilitar_visualizacao_desconto)', () => {
  it('property: the shares add up to the discount, each within its line goods, none on a line the coupon does not cover', () => {
    fc.assert(
      fc.property(linesArb, contextArb, fc.option(discountArb, { nil: null }), (lines, context, discount) => {
        const totals = cartTotals(lines, context, discount);
        const partes = couponLineShares(totals, discount);
        expect(partes).toHaveLength(totals.linhas.length);
        expect(partes.reduce((s, p) => s + p, 0)).toBe(totals.desconto);
        totals.linhas.forEach((linha, i) => {
          expect(partes[i]).toBeGreaterThanOrEqual(0);
          expect(partes[i]).toBeLessThanOrEqual(linha.mercadorias);
          if (discount === null) expect(partes[i]).toBe(0);
          else if (discount.produtos !== null && discount.produtos.length > 0 && !discount.produtos.includes(linha.id))
            expect(partes[i]).toBe(0);
        });
      }),
      RUNS,
    );
  });

  it('shares a percentage line by line and an absolute value in proportion', () => {
    const preco = (centavos: number): LinePrice => ({
      preco: centavos,
      precoAtendente: null,
      atacado: null,
      minimoAtacado: null,
      multiplo: 1,
      progressivo: [],
      embalagem: null,
    });
    const lines: CartLineInput[] = [
      { id: 'p1', quantidade: 1000, preco: preco(1000), embalarParaPresente: false },
      { id: 'p2', quantidade: 2000, preco: preco(1000), embalarParaPresente: false },
      { id: 'p3', quantidade: 1000, preco: preco(999), embalarParaPresente: false },
    ];
    const ctx = { ignorarMultiplo: false };
    const pct: Discount = { tipo: '%', basisPoints: 1000, produtos: ['p1', 'p2'], naoUsarComPolitica: false };
    expect(couponLineShares(cartTotals(lines, ctx, pct), pct)).toEqual([100, 200, 0]);
    // R$ 10,00 over 1000 + 2000 + 999: 2,50 + 5,00 + 2,50 (the centavo left goes to the largest remainder).
    const abs: Discount = { tipo: '$', centavos: 1000, produtos: null, naoUsarComPolitica: false };
    expect(couponLineShares(cartTotals(lines, ctx, abs), abs)).toEqual([250, 500, 250]);
  });
});
