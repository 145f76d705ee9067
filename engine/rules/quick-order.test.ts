// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkQuickOrderLine, parseQuantidade, parseQuickOrder, type QuickOrderProduct } from './quick-order';
import { quantityCap, type QuantityLimits } from './quantity-action';

const caixa6: QuickOrderProduct = {
  unidade: 'CX',
  limites: { passo: 6000, minimo: 6000, maximoPorPedido: 120_000, maximoDisponivel: null, controleEstoque: false },
};
const kg: QuickOrderProduct = {
  unidade: 'KG',
  limites: { passo: 500, minimo: 500, maximoPorPedido: null, maximoDisponivel: 3000, controleEstoque: true },
};

describe('quick order: reading what was pasted', () => {
  it('reads spaces, tabs, semicolons, CSV commas, an "x", decimal commas and thousands points; skips a header and blank lines', () => {
    const { linhas, invalidas } = parseQuickOrder(
      'código;quantidade\n7891000 12\n\n7892000\t1,5\n7893000;3\n7894000,2\n7895000 x 4\n7896000 1.000\nsó-um-campo\n',
    );
    expect(linhas.map((l) => [l.linha, l.codigo, l.quantidade])).toEqual([
      [2, '7891000', 12_000],
      [4, '7892000', 1500],
      [5, '7893000', 3000],
      [6, '7894000', 2000],
      [7, '7895000', 4000],
      [8, '7896000', 1_000_000],
    ]);
    expect(invalidas).toEqual([{ linha: 9, texto: 'só-um-campo' }]);
  });

  it('leaves an unreadable quantity as null with its text', () => {
    const { linhas } = parseQuickOrder('ABC doze');
    expect(linhas).toEqual([{ linha: 1, codigo: 'ABC', quantidade: null, quantidadeTexto: 'doze' }]);
    expect(parseQuantidade('-1')).toBeNull();
    expect(parseQuantidade('1,2345')).toBeNull();
    expect(parseQuantidade('2,250')).toBe(2250);
  });

  it('property: any code and quantity written as "code quantity" reads back', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/),
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.constantFrom(' ', '\t', ';', ' x '),
        (codigo, milesimos, sep) => {
          const texto = `${codigo}${sep}${(milesimos / 1000).toFixed(3).replace('.', ',')}`;
          const { linhas } = parseQuickOrder(texto);
          expect(linhas).toHaveLength(1);
          expect(linhas[0]).toMatchObject({ codigo, quantidade: milesimos });
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('quick order: each line against the quantity rules', () => {
  const linha = (quantidade: number | null) => ({
    linha: 1,
    codigo: 'X',
    quantidade,
    quantidadeTexto: String(quantidade),
  });

  it("says 'código não encontrado' for an unknown code, and why a quantity changed", () => {
    expect(checkQuickOrderLine(linha(1000), null)).toEqual({ ok: false, erro: 'código não encontrado' });
    expect(checkQuickOrderLine(linha(4000), caixa6)).toEqual({
      ok: true,
      quantidade: 6000,
      aviso: 'quantidade ajustada para 6 (múltiplo de 6)',
    });
    expect(checkQuickOrderLine(linha(7000), caixa6)).toEqual({
      ok: true,
      quantidade: 12_000,
      aviso: 'quantidade ajustada para 12 (múltiplo de 6)',
    });
    expect(checkQuickOrderLine(linha(500_000), caixa6)).toEqual({
      ok: true,
      quantidade: 120_000,
      aviso: 'quantidade ajustada para 120 (máximo de 120 por pedido)',
    });
    expect(checkQuickOrderLine(linha(12_000), caixa6)).toEqual({ ok: true, quantidade: 12_000, aviso: null });
    expect(checkQuickOrderLine(linha(10_000), kg)).toEqual({
      ok: true,
      quantidade: 3000,
      aviso: 'quantidade ajustada para 3,00 (estoque disponível: 3,00)',
    });
    expect(checkQuickOrderLine(linha(0), kg)).toEqual({ ok: false, erro: 'a quantidade deve ser maior que zero' });
    expect(checkQuickOrderLine(linha(null), kg)).toMatchObject({ ok: false });
  });

  it('property: an accepted quantity is on the step grid, at least the minimum, within the caps; a change always says so', () => {
    const limites: fc.Arbitrary<QuantityLimits> = fc.record({
      passo: fc.constantFrom(250, 500, 1000, 6000, 12_000),
      minimo: fc.integer({ min: 0, max: 30_000 }),
      maximoPorPedido: fc.option(fc.integer({ min: 1, max: 300_000 }), { nil: null }),
      maximoDisponivel: fc.option(fc.integer({ min: 1, max: 300_000 }), { nil: null }),
      controleEstoque: fc.boolean(),
    });
    fc.assert(
      fc.property(
        limites,
        fc.constantFrom('UN', 'CX', 'KG'),
        fc.integer({ min: 1, max: 500_000 }),
        (lim, unidade, q) => {
          const r = checkQuickOrderLine(linha(q), { limites: lim, unidade });
          const cap = quantityCap(lim);
          if (!r.ok) {
            expect(cap !== null && Math.floor(cap / lim.passo) === 0).toBe(true);
            return;
          }
          expect(r.quantidade % lim.passo).toBe(0);
          if (cap !== null) expect(r.quantidade).toBeLessThanOrEqual(cap);
          if (cap === null || Math.ceil(lim.minimo / lim.passo) * lim.passo <= cap)
            expect(r.quantidade).toBeGreaterThanOrEqual(lim.minimo);
          expect(r.aviso === null).toBe(r.quantidade === q);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
