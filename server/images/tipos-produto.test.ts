import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { icone } from './icones';
import { desenharProduto, ProdutoImagens } from './produto-imagem';
import { ICONES_USADOS, normalizar, tipoDoProduto, TIPOS } from './tipos-produto';

const tipo = (nome: string, categoriaSlug?: string, segmentos?: string[]) =>
  tipoDoProduto({ nome, categoriaSlug, segmentos }).id;

describe('the kind rule table', () => {
  it('reads the kind from the product name', () => {
    expect(tipo('Café Torrado e Moído Tradicional 500 g')).toBe('cafe');
    expect(tipo('Arroz Agulhinha Tipo 1 Tio Aurélio 5 kg')).toBe('arroz');
    expect(tipo('Feijão Carioca Tipo 1')).toBe('feijao');
    expect(tipo('Óleo de Soja 900 ml')).toBe('oleo');
    expect(tipo('Açúcar Refinado 1 kg')).toBe('acucar');
    expect(tipo('Refrigerante Cola 2 L')).toBe('refrigerante');
    expect(tipo('Água Mineral sem Gás')).toBe('agua');
    expect(tipo('Suco Integral de Uva')).toBe('suco');
    expect(tipo('Leite UHT Integral')).toBe('leite');
    expect(tipo('Queijo Muçarela em Peça')).toBe('queijo');
    expect(tipo('Banana Prata')).toBe('banana');
    expect(tipo('Cenoura')).toBe('cenoura');
    expect(tipo('Pão Francês')).toBe('baguete');
    expect(tipo('Detergente Líquido Neutro')).toBe('detergente');
    expect(tipo('Cimento CP II-E-32 50 kg')).toBe('cimento');
    expect(tipo('Tinta Acrílica Fosca Branco Neve 18 L')).toBe('tinta');
    expect(tipo('Porcelanato Polido 60x60 cm Branco')).toBe('piso');
    expect(tipo('Martelo de Unha 27 mm')).toBe('martelo');
    expect(tipo('Tubo PVC Soldável 25 mm')).toBe('cano');
    expect(tipo('Tijolo Cerâmico 8 Furos')).toBe('tijolo');
  });

  it('takes the rule matching earliest in the name (the noun comes first)', () => {
    expect(tipo('Chocolate ao Leite')).toBe('chocolate');
    expect(tipo('Tijolo Ecológico Solo-Cimento')).toBe('tijolo');
    expect(tipo('Argamassa Polimérica para Blocos')).toBe('cimento');
    expect(tipo('Atum Ralado em Óleo')).toBe('peixe');
    expect(tipo('Manteiga com Sal')).toBe('manteiga');
    expect(tipo('Biscoito Água e Sal')).toBe('biscoito');
    expect(tipo('Tinta Acrílica Fosca Verde Água')).toBe('tinta');
    expect(tipo('Água Sanitária')).toBe('limpeza');
    expect(tipo('Luva de Borracha')).toBe('luvas');
    expect(tipo('Luva Soldável 25 mm')).toBe('cano');
  });

  it('falls back to the category slug, then the supplier segment, then a parcel', () => {
    expect(tipo('Sortido da Casa', 'laticinios')).toBe('leite');
    expect(tipo('Preparo de Cor Personalizada', 'tintas')).toBe('tinta');
    expect(tipo('Portão Basculante Sob Medida', 'sob-medida', ['Materiais de Construção'])).toBe('construcao');
    expect(tipo('Produto Especial', 'diversos', ['Alimentos e Bebidas'])).toBe('mercado');
    expect(tipo('Produto Especial')).toBe('pacote');
    expect(tipoDoProduto({ nome: 'Seleção do Chef', tipo_produto: 'CONJUNTO' }).id).toBe('kit');
  });

  it('normalises case and accents', () => {
    expect(normalizar('Feijão AÇÚCAR Pão')).toBe('feijao acucar pao');
  });

  it('only names icons that the package ships', () => {
    for (const nome of ICONES_USADOS) expect(icone(nome).body.length, nome).toBeGreaterThan(0);
    expect(Object.keys(TIPOS).length).toBeGreaterThan(40);
  });
});

describe('the product picture', () => {
  const cafe = { id: 7, nome: 'Café Torrado e Moído Tradicional Serra Azul 500 g', categoriaSlug: 'cafe-e-chas' };

  it('is deterministic, square at the asked size, and has no text', () => {
    const svg = desenharProduto(cafe, 300);
    expect(svg).toBe(desenharProduto(cafe, 300));
    expect(svg).toContain('width="300" height="300"');
    expect(svg).not.toMatch(/<text|<title|Serra Azul|Café/);
    expect(() => desenharProduto(cafe, 200 as 150)).toThrow('Tamanho de imagem inválido: 200');
  });

  it('gives two products of one kind different packaging shades', () => {
    const fundo = (svg: string) => /<stop offset="0" stop-color="([^"]+)"/.exec(svg)?.[1];
    const outro = desenharProduto({ ...cafe, id: 8, nome: 'Café Torrado e Moído Extraforte' }, 300);
    expect(fundo(desenharProduto(cafe, 300))).not.toBe(fundo(outro));
  });

  it('encodes WebP at the asked size and encodes each picture once', async () => {
    const imagens = new ProdutoImagens();
    for (const size of [150, 300, 600] as const) {
      const buffer = await imagens.imagem(cafe, size).webp();
      const meta = await sharp(buffer).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([size, size]);
    }
    const a = imagens.imagem(cafe, 300);
    await Promise.all([a.webp(), a.webp()]);
    expect(imagens.codificacoes).toBe(3);
    expect(a.etag).toBe(imagens.imagem(cafe, 300).etag);
    expect(a.etag).not.toBe(imagens.imagem(cafe, 150).etag);
  });
});
