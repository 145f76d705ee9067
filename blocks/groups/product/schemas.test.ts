// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { progressiveTiers } from '../../product-buy-box/tiers';
import { produtoDefaultNodes, produtoHeadNodes, produtoTailNodes } from './defaults';
import { productBlockFields } from './fields';
import { productBlockSchemas } from './schemas';
import type { LayoutNodeInput } from '#schemas/layout';

const flat = (nodes: readonly LayoutNodeInput[]): LayoutNodeInput[] =>
  nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe("the product group's blocks", () => {
  it('are the seven of the issue, each placed on the product page only', () => {
    expect(Object.keys(productBlockSchemas).sort()).toEqual(
      [
        'availability-alert',
        'product-buy-box',
        'product-description',
        'product-gallery',
        'product-services',
        'shipping-quote',
        'similar-products',
      ].sort(),
    );
    for (const schema of Object.values(productBlockSchemas)) expect(schema.pages).toEqual(['produto']);
  });

  it('accept {} with defaults that reproduce the page as it was', () => {
    const props = (type: keyof typeof productBlockSchemas) => productBlockSchemas[type].props.parse({});
    expect(props('product-gallery')).toEqual({ ajuste: 'inteira', moldura: true });
    expect(props('product-buy-box')).toEqual({
      mostrarMarca: true,
      mostrarFaixas: true,
      tituloFaixas: 'Desconto progressivo',
      mostrarItensConjunto: true,
      tituloItensConjunto: 'Itens do conjunto',
      mostrarMensagem: true,
      posicaoBlocos: 'apos-quantidade',
    });
    expect(props('product-description')).toEqual({ titulo: 'Descrição' });
    expect(props('availability-alert')).toEqual({
      titulo: 'Produto indisponível no momento',
      oferecerAviso: true,
      texto: 'Deixe o seu pedido de aviso: enviaremos um e-mail assim que o produto voltar ao estoque.',
    });
    expect(props('shipping-quote')).toEqual({ titulo: 'Calcular frete' });
    expect(props('similar-products')).toEqual({ titulo: 'Produtos similares', quantidade: 8 });
    expect(props('product-services')).toEqual({
      titulo: 'Serviços adicionais',
      texto: 'Cada serviço entra no carrinho como um item à parte.',
    });
  });

  it('refuse what a supplier cannot set', () => {
    expect(productBlockSchemas['similar-products'].props.safeParse({ quantidade: 9 }).success).toBe(false);
    expect(productBlockSchemas['similar-products'].props.safeParse({ quantidade: 0 }).success).toBe(false);
    expect(productBlockSchemas['shipping-quote'].props.safeParse({ titulo: '' }).success).toBe(false);
    expect(productBlockSchemas['product-buy-box'].props.safeParse({ posicaoBlocos: 'topo' }).success).toBe(false);
    expect(productBlockSchemas['product-gallery'].props.safeParse({ zoom: true }).success).toBe(false);
  });

  it('have a pt-BR field for every prop', () => {
    for (const [type, schema] of Object.entries(productBlockSchemas)) {
      const fields = productBlockFields[type as keyof typeof productBlockFields];
      expect(Object.keys(fields).sort(), type).toEqual(Object.keys(schema.props.def.shape).sort());
      for (const field of Object.values(fields)) expect(field.label.length, type).toBeGreaterThan(0);
    }
  });

  it('only the buy box holds other blocks (the alert and the shipping quote stay where the page had them)', () => {
    const withChildren = Object.entries(productBlockSchemas).filter(([, s]) => s.acceptsChildren);
    expect(withChildren.map(([type]) => type)).toEqual(['product-buy-box']);
  });
});

describe('the default produto layout', () => {
  it("is the head the v3 → v4 migration puts before the supplier's own blocks, and no tail", () => {
    expect(produtoTailNodes).toEqual([]);
    expect(produtoDefaultNodes).toEqual([...produtoHeadNodes, ...produtoTailNodes]);
    expect(produtoHeadNodes.map((n) => n.type)).toEqual([
      'product-gallery',
      'product-buy-box',
      'product-services',
      'product-description',
      'similar-products',
    ]);
    const caixa = produtoHeadNodes.find((n) => n.type === 'product-buy-box');
    expect(caixa?.children?.map((n) => n.type)).toEqual(['availability-alert', 'shipping-quote']);
  });

  it("is written as an admin would: the group's blocks, props left to their defaults, ids unique and 'padrao-'", () => {
    const nodes = flat(produtoDefaultNodes);
    const ids = nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const node of nodes) {
      expect(node.id).toMatch(/^padrao-produto-/);
      expect(node.props).toEqual({});
      expect(Object.keys(productBlockSchemas)).toContain(node.type);
    }
  });
});

describe('progressiveTiers', () => {
  it('lists the thresholds by quantity, in centavos, leaving out a key that is not a number', () => {
    expect(progressiveTiers({ '10': 9, '5': 9.5, x: 1 })).toEqual([
      { quantidade: 5, preco: 950 },
      { quantidade: 10, preco: 900 },
    ]);
    expect(progressiveTiers({})).toEqual([]);
  });
});
