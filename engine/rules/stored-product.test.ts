// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toReais } from './money';
import { linePriceFromProduct, type PriceWireFields } from './pricing';
import { fromMilesimos } from './quantity';
import { quantityLimitsFromProduct, type QuantityFields } from './quantity-action';
import {
  linePriceFromStored,
  quantityLimitsFromStored,
  unavailableReason,
  type StoredPriceFields,
  type StoredQuantityFields,
} from './stored-product';

const RUNS = { numRuns: 500 };

const centavosArb = fc.integer({ min: 0, max: 5_000_000 });
const milesimosArb = fc.integer({ min: 1, max: 1_000_000 });

const storedPriceArb: fc.Arbitrary<StoredPriceFields> = fc.record({
  preco_centavos: centavosArb,
  precovendaatacado_centavos: fc.option(centavosArb, { nil: null }),
  minvendaatacado_milesimos: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  multiploincremento: fc.integer({ min: 1, max: 24 }),
  // One tier per threshold, as the wire's object (threshold → price) can carry.
  desconto_progressivo: fc.uniqueArray(fc.record({ quantidade_milesimos: milesimosArb, preco_centavos: centavosArb }), {
    maxLength: 4,
    selector: (faixa) => faixa.quantidade_milesimos,
  }),
  permite_embalagem: fc.boolean(),
  preco_embalagem_centavos: fc.option(centavosArb, { nil: null }),
});

/** The product's wire price fields, as the catalogue sends them (server/modules/catalogo's toProduto). */
function priceWire(p: StoredPriceFields, precoAtendente: number | null): PriceWireFields {
  const descontoProgressivo: Record<string, number> = {};
  for (const faixa of [...p.desconto_progressivo].sort((a, b) => a.quantidade_milesimos - b.quantidade_milesimos))
    descontoProgressivo[String(fromMilesimos(faixa.quantidade_milesimos))] = toReais(faixa.preco_centavos);
  const reais = (c: number | null) => (c === null ? null : toReais(c));
  return {
    preco: toReais(p.preco_centavos),
    precoatendente: reais(precoAtendente),
    precovendaatacado: reais(p.precovendaatacado_centavos),
    minvendaatacado: p.minvendaatacado_milesimos === null ? null : fromMilesimos(p.minvendaatacado_milesimos),
    multiploincremento: p.multiploincremento,
    permite_embalagem: p.permite_embalagem,
    preco_embalagem: reais(p.preco_embalagem_centavos),
    efeitospoliticas: { descontoProgressivo },
  };
}

const byThreshold = <T extends { aPartirDe: number }>(tiers: readonly T[]) =>
  [...tiers].sort((a, b) => a.aPartirDe - b.aPartirDe);

describe('linePriceFromStored', () => {
  it('reads a product as the browser reads its wire fields (linePriceFromProduct): both price alike', () => {
    fc.assert(
      fc.property(storedPriceArb, fc.option(centavosArb, { nil: null }), (produto, precoAtendente) => {
        const stored = linePriceFromStored(produto, precoAtendente);
        const wire = linePriceFromProduct(priceWire(produto, precoAtendente));
        expect(wire).not.toBeNull();
        expect({ ...stored, progressivo: byThreshold(stored.progressivo) }).toEqual({
          ...wire!,
          progressivo: byThreshold(wire!.progressivo),
        });
      }),
      RUNS,
    );
  });

  it('charges a wrap only when the product permits wrapping and the wrap has a price above 0', () => {
    fc.assert(
      fc.property(storedPriceArb, (produto) => {
        const { embalagem } = linePriceFromStored(produto, null);
        const cobra =
          produto.permite_embalagem &&
          produto.preco_embalagem_centavos !== null &&
          produto.preco_embalagem_centavos > 0;
        expect(embalagem).toBe(cobra ? produto.preco_embalagem_centavos : null);
      }),
      RUNS,
    );
  });

  it('keeps the attendant price as given and every tier of the product', () => {
    const p = linePriceFromStored(
      {
        preco_centavos: 1290,
        precovendaatacado_centavos: 1100,
        minvendaatacado_milesimos: 12_000,
        multiploincremento: 6,
        desconto_progressivo: [{ quantidade_milesimos: 24_000, preco_centavos: 990 }],
        permite_embalagem: true,
        preco_embalagem_centavos: 0,
      },
      1000,
    );
    expect(p).toEqual({
      preco: 1290,
      precoAtendente: 1000,
      atacado: 1100,
      minimoAtacado: 12_000,
      multiplo: 6,
      progressivo: [{ aPartirDe: 24_000, centavos: 990 }],
      embalagem: null,
    });
  });
});

const storedQuantityArb: fc.Arbitrary<StoredQuantityFields> = fc.record({
  granularidade_milesimos: milesimosArb,
  min_por_pedido_milesimos: fc.option(milesimosArb, { nil: null }),
  maxporpedido_milesimos: fc.option(milesimosArb, { nil: null }),
  maximo_disponivel_milesimos: fc.option(fc.integer({ min: -1000, max: 1_000_000 }), { nil: null }),
});

function quantityWire(p: StoredQuantityFields): QuantityFields {
  const decimal = (m: number | null) => (m === null ? null : fromMilesimos(m));
  return {
    granularidade: fromMilesimos(p.granularidade_milesimos),
    min_por_pedido: decimal(p.min_por_pedido_milesimos),
    maxporpedido: decimal(p.maxporpedido_milesimos),
    maximo_disponivel: decimal(p.maximo_disponivel_milesimos),
  };
}

describe('quantityLimitsFromStored', () => {
  it('reads a product as the browser reads its wire fields (quantityLimitsFromProduct)', () => {
    fc.assert(
      fc.property(storedQuantityArb, fc.boolean(), (produto, controle) => {
        expect(quantityLimitsFromStored(produto, controle)).toEqual(
          quantityLimitsFromProduct(quantityWire(produto), controle),
        );
      }),
      RUNS,
    );
  });

  it('never caps by a stock of 0 or less, and the minimum is one unit unless the product says otherwise', () => {
    fc.assert(
      fc.property(storedQuantityArb, fc.boolean(), (produto, controle) => {
        const limites = quantityLimitsFromStored(produto, controle);
        expect(limites.maximoDisponivel === null || limites.maximoDisponivel > 0).toBe(true);
        expect(limites.minimo).toBe(produto.min_por_pedido_milesimos ?? 1000);
        expect(limites.controleEstoque).toBe(controle);
      }),
      RUNS,
    );
  });
});

describe('unavailableReason', () => {
  const produtoArb = fc.record({
    preco_centavos: fc.integer({ min: -100, max: 5_000_000 }),
    maximo_disponivel_milesimos: fc.option(fc.integer({ min: -1000, max: 1_000_000 }), { nil: null }),
  });

  it('refuses a product without a price unless an attendant priced it, whatever its stock', () => {
    fc.assert(
      fc.property(produtoArb, fc.boolean(), fc.boolean(), (produto, controle, doAtendente) => {
        const motivo = unavailableReason(produto, controle, doAtendente);
        if (produto.preco_centavos <= 0 && !doAtendente) expect(motivo).toBe('carrinho.sem-preco');
        else expect(motivo).not.toBe('carrinho.sem-preco');
      }),
      RUNS,
    );
  });

  it('refuses a priced product for stock only under stock control, at a stock of 0 or less', () => {
    fc.assert(
      fc.property(produtoArb, fc.boolean(), fc.boolean(), (produto, controle, doAtendente) => {
        fc.pre(produto.preco_centavos > 0 || doAtendente);
        const esgotado =
          controle && produto.maximo_disponivel_milesimos !== null && produto.maximo_disponivel_milesimos <= 0;
        expect(unavailableReason(produto, controle, doAtendente)).toBe(esgotado ? 'carrinho.sem-estoque' : null);
      }),
      RUNS,
    );
  });

  it('names the missing price before the missing stock', () => {
    expect(unavailableReason({ preco_centavos: 0, maximo_disponivel_milesimos: 0 }, true, false)).toBe(
      'carrinho.sem-preco',
    );
    expect(unavailableReason({ preco_centavos: 0, maximo_disponivel_milesimos: 0 }, true, true)).toBe(
      'carrinho.sem-estoque',
    );
    expect(unavailableReason({ preco_centavos: 1, maximo_disponivel_milesimos: null }, true, false)).toBeNull();
  });
});
