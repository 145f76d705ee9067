import { describe, expect, it } from 'vitest';
import { buildCatalogo, parseVariacao } from './catalogue-builder';
import { catalogosDemo, especificacaoAurora, especificacaoConstruforte } from './catalogos';
import { slugify } from './slug';

describe('parseVariacao', () => {
  it('reads units, labels and prices', () => {
    expect(parseVariacao('500 g=4.79')).toMatchObject({
      unidade: 'UN',
      labelunidade: 'UN',
      sufixo: '500 g',
      precoCentavos: 479,
    });
    expect(parseVariacao('CX 12|1 L=62.90')).toMatchObject({
      unidade: 'CX',
      labelunidade: 'CX c/ 12',
      sufixo: '1 L Caixa com 12',
      itensPorEmbalagem: 12,
    });
    expect(parseVariacao('FD 6|2 L=49.90')).toMatchObject({
      unidade: 'CX',
      labelunidade: 'FD c/ 6',
      sufixo: '2 L Fardo com 6',
    });
    expect(parseVariacao('CX 2,3 m²|60x60 cm=149.90')).toMatchObject({
      unidade: 'CX',
      labelunidade: 'CX c/ 2,3 m²',
      sufixo: '60x60 cm Caixa com 2,3 m²',
      itensPorEmbalagem: 1,
    });
    expect(parseVariacao('KG=39.90')).toMatchObject({ unidade: 'KG', labelunidade: 'KG', precoCentavos: 3990 });
    expect(parseVariacao('@SC 50 kg|50 kg=38.90')).toMatchObject({
      unidade: 'UN',
      labelunidade: 'SC 50 kg',
      sufixo: '50 kg',
    });
  });

  it('rejects a variation without a valid price', () => {
    expect(() => parseVariacao('500 g')).toThrow('Variação sem preço');
    expect(() => parseVariacao('500 g=abc')).toThrow('Preço inválido');
    expect(() => parseVariacao('XX 3|500 g=1.00')).toThrow('rótulo desconhecido');
  });
});

describe('slugify', () => {
  it('drops accents and symbols', () => {
    expect(slugify('Café Torrado e Moído 500 g')).toBe('cafe-torrado-e-moido-500-g');
    expect(slugify('Álcool Líquido 70%')).toBe('alcool-liquido-70-pct');
    expect(slugify('Kit Alvenaria 10 m²')).toBe('kit-alvenaria-10-m2');
  });
});

describe('demo catalogues', () => {
  const { aurora, construforte } = catalogosDemo();

  it('are the same on every build (seeded PRNG, fixed dates)', () => {
    expect(buildCatalogo(especificacaoAurora())).toEqual(aurora);
    expect(buildCatalogo(especificacaoConstruforte())).toEqual(construforte);
    expect(JSON.stringify(buildCatalogo(especificacaoAurora()))).toBe(JSON.stringify(aurora));
  });

  it('have unique slugs, unique ids and valid references', () => {
    for (const c of [aurora, construforte]) {
      expect(new Set(c.produtos.map((p) => p.slug)).size).toBe(c.produtos.length);
      expect(new Set(c.produtos.map((p) => p.id)).size).toBe(c.produtos.length);
      const categorias = new Set(c.categorias.map((x) => x.idcategoria));
      const ids = new Set(c.produtos.map((p) => p.id));
      for (const p of c.produtos) {
        expect(categorias.has(p.idcategoria)).toBe(true);
        expect(p.nome).not.toMatch(/[|@=]/);
        expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        // Only the made-to-order products ('sob-encomenda') have no price in the list (spec section 5's price rule).
        if (p.tags.includes('sob-encomenda')) expect(p.preco_centavos).toBe(0);
        else expect(p.preco_centavos).toBeGreaterThan(0);
        if (p.preco_original_centavos !== null) expect(p.preco_original_centavos).toBeGreaterThan(p.preco_centavos);
        if (p.produto_adicional_de !== null) expect(ids.has(p.produto_adicional_de)).toBe(true);
        if (p.min_por_pedido_milesimos !== null && p.maxporpedido_milesimos !== null) {
          expect(p.min_por_pedido_milesimos).toBeLessThanOrEqual(p.maxporpedido_milesimos);
        }
      }
    }
    expect(aurora.produtos.filter((p) => p.preco_centavos === 0).map((p) => p.nome)).toEqual([
      'Cesta Corporativa Personalizada Aurora',
    ]);
    expect(construforte.produtos.filter((p) => p.preco_centavos === 0)).toHaveLength(2);
    const idsAurora = new Set(aurora.produtos.map((p) => p.id));
    expect(construforte.produtos.some((p) => idsAurora.has(p.id))).toBe(false);
  });

  it('give construforte its own units (sacks, cans, rolls) and KG in 0,5 kg steps', () => {
    const labels = new Set(construforte.produtos.map((p) => p.labelunidade));
    for (const l of ['SC 50 kg', 'SC 20 kg', 'Lata 18 L', 'Rolo 100 m', 'KG', 'UN']) expect(labels.has(l)).toBe(true);
    expect(construforte.produtos.some((p) => p.unidade === 'CX')).toBe(true);
    for (const p of construforte.produtos.filter((x) => x.unidade === 'KG'))
      expect(p.granularidade_milesimos).toBe(500);
  });
});
