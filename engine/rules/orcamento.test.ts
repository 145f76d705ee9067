// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { precificarOrcamento } from './orcamento';

const linha = fc.record({
  quantidade: fc.integer({ min: 1, max: 1_000_000 }),
  embalagem: fc.integer({ min: 0, max: 10_000 }),
  preco: fc.integer({ min: 1, max: 10_000_000 }),
});

describe('a quote priced in the desk', () => {
  it('adds up its lines, keeps the discount within the goods, and is never negative', () => {
    fc.assert(
      fc.property(
        fc.array(linha, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 100_000 }),
        (linhas, desconto, taxa) => {
          const r = precificarOrcamento(linhas, desconto, taxa);
          expect(r.mercadorias).toBe(r.linhas.reduce((s, l) => s + l.mercadorias, 0));
          expect(r.linhas.map((l) => l.total - l.mercadorias)).toEqual(linhas.map((l) => l.embalagem));
          expect(r.desconto).toBeLessThanOrEqual(r.mercadorias);
          expect(r.desconto).toBeLessThanOrEqual(desconto);
          expect(r.total).toBe(r.mercadorias + r.embalagem - r.desconto + taxa);
          expect(r.total).toBeGreaterThanOrEqual(r.embalagem + taxa);
        },
      ),
    );
  });

  it('prices by the thousandth, rounding half up to the centavo', () => {
    // 2.5 kg at R$ 10,01 = R$ 25,025 -> R$ 25,03; plus R$ 3,00 of wrapping and R$ 25,00 of delivery, less R$ 5,00
    const r = precificarOrcamento([{ quantidade: 2500, embalagem: 300, preco: 1001 }], 500, 2500);
    expect(r.linhas).toEqual([{ mercadorias: 2503, total: 2803 }]);
    expect(r.total).toBe(2503 + 300 - 500 + 2500);
  });
});
