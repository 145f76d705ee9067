// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyQuantityAction, quantityCap, type QuantityLimits } from './quantity-action';
import { listToCart, type ListProduct } from './shopping-list';

const limites = fc.record<QuantityLimits>({
  passo: fc.constantFrom(250, 500, 1000, 2000, 6000, 12000),
  minimo: fc.constantFrom(0, 500, 1000, 3000, 12000, 24000),
  maximoPorPedido: fc.option(fc.integer({ min: 1, max: 200 }).map((u) => u * 1000)),
  maximoDisponivel: fc.option(fc.integer({ min: 1, max: 500 }).map((u) => u * 500)),
  controleEstoque: fc.boolean(),
});

const produto = (l: QuantityLimits, indisponivel: ListProduct['indisponivel'] = null): ListProduct => ({
  nome: 'Produto',
  unidade: 'UN',
  limites: l,
  indisponivel,
});

describe('listToCart (a list sent to the cart)', () => {
  it('never produces a quantity that breaks the quantity rules: multiple, minimum, maximum per order, stock', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            limites,
            noCarrinho: fc.nat({ max: 50_000 }),
            naLista: fc.integer({ min: 1, max: 400_000 }),
            indisponivel: fc.constantFrom(null, null, null, 'carrinho.sem-estoque' as const),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (casos) => {
          const produtos = new Map<number, ListProduct>();
          const carrinho = new Map<number, number>();
          casos.forEach((c, i) => {
            produtos.set(i + 1, produto(c.limites, c.indisponivel));
            // What is in the cart already obeys the rules (the cart corrected it when it was added).
            const q = applyQuantityAction(0, 'INC', c.limites);
            if (c.noCarrinho > 0 && q > 0) carrinho.set(i + 1, q);
          });
          const lista = casos.map((c, i) => ({ idproduto: i + 1, quantidade: c.naLista }));
          const { quantidades } = listToCart(carrinho, lista, produtos);
          casos.forEach((c, i) => {
            const q = quantidades.get(i + 1);
            if (q === undefined || q === carrinho.get(i + 1)) return;
            const l = c.limites;
            expect(c.indisponivel).toBeNull();
            expect(q % l.passo).toBe(0);
            expect(q).toBeGreaterThanOrEqual(l.minimo);
            expect(q).toBeGreaterThan(0);
            const cap = quantityCap(l);
            if (cap !== null) expect(q).toBeLessThanOrEqual(cap);
            if (l.maximoPorPedido !== null) expect(q).toBeLessThanOrEqual(l.maximoPorPedido);
            if (l.controleEstoque && l.maximoDisponivel !== null) expect(q).toBeLessThanOrEqual(l.maximoDisponivel);
            // The cart's own SET keeps it as it is: the cart and the list agree.
            expect(applyQuantityAction(0, 'SET', l, q)).toBe(q);
          });
        },
      ),
    );
  });

  it('says each change in pt-BR: rounded to the multiple, capped, unavailable, no longer sold', () => {
    const l: QuantityLimits = {
      passo: 6000,
      minimo: 6000,
      maximoPorPedido: 24000,
      maximoDisponivel: null,
      controleEstoque: false,
    };
    const produtos = new Map<number, ListProduct>([
      [1, produto(l)],
      [2, produto(l)],
      [3, produto(l, 'carrinho.sem-estoque')],
    ]);
    const r = listToCart(
      new Map(),
      [
        { idproduto: 1, quantidade: 7000 },
        { idproduto: 2, quantidade: 100_000 },
        { idproduto: 3, quantidade: 6000 },
        { idproduto: 4, quantidade: 1000 },
      ],
      produtos,
    );
    expect([...r.quantidades]).toEqual([
      [1, 12000],
      [2, 24000],
    ]);
    expect(r.adicionados).toBe(2);
    expect(r.ajustes.map((a) => a.mensagem)).toEqual([
      'quantidade ajustada para 12 (múltiplo de 6)',
      'quantidade ajustada para 24 (máximo de 24 por pedido)',
      'indisponível no momento: ficou de fora',
      'produto não está mais à venda: ficou de fora',
    ]);
  });

  it('adds to a product already in the cart', () => {
    const l: QuantityLimits = {
      passo: 1000,
      minimo: 1000,
      maximoPorPedido: null,
      maximoDisponivel: null,
      controleEstoque: false,
    };
    const r = listToCart(new Map([[1, 2000]]), [{ idproduto: 1, quantidade: 3000 }], new Map([[1, produto(l)]]));
    expect(r.quantidades.get(1)).toBe(5000);
    expect(r.ajustes).toEqual([]);
  });
});
