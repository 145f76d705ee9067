import { describe, expect, it } from 'vitest';
import { renderBannerSvg } from './banner-svg';
import { iniciais, renderLogoSvg } from './logo-svg';
import { escolherPictograma } from './pictograms';
import { nomeCurto, renderProdutoSvg } from './produto-svg';
import { escapeXml, quebrarLinhas } from './svg-text';

const TEMA = { cor_primaria: '#1f6b3a', cor_secundaria: '#0f3d22', cor_auxiliar: '#f28c28', cor_texto: '#ffffff' };
const ARROZ = {
  id: 10_001,
  nome: 'Arroz Agulhinha Tipo 1 Tio Aurélio 5 kg',
  marca: 'Tio Aurélio',
  unidade: 'UN',
  labelunidade: 'UN',
  categoria: { slug: 'graos-e-farinhas', nome: 'Grãos e Farinhas' },
};

/** Text nodes and attribute values never contain a raw '<' or a stray '&'. */
function bemFormado(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const texto = svg.replace(/<[^<>]*>/g, '');
  expect(texto).not.toMatch(/[<>]/);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const abertas = (svg.match(/<(svg|g|text|title|defs|linearGradient)\b/g) ?? []).length;
  const fechadas = (svg.match(/<\/(svg|g|text|title|defs|linearGradient)>/g) ?? []).length;
  expect(abertas).toBe(fechadas);
}

describe('escapeXml', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`<script>alert("x" & 'y')</script>\u0001`)).toBe('&lt;script&gt;alert(&quot;x&quot; &amp; &apos;y&apos;)&lt;/script&gt;');
  });
});

describe('quebrarLinhas', () => {
  it('wraps into at most n lines and marks the cut with an ellipsis', () => {
    const linhas = quebrarLinhas('Tinta Acrílica Fosca Branco Neve Cores do Brasil 18 L', 300, 40, 2);
    expect(linhas).toHaveLength(2);
    expect(linhas[1]?.endsWith('…')).toBe(true);
    expect(quebrarLinhas('Café', 300, 40, 2)).toEqual(['Café']);
  });
});

describe('renderProdutoSvg', () => {
  it('renders a square, deterministic image at 150, 300 and 600 px', () => {
    for (const size of [150, 300, 600] as const) {
      const svg = renderProdutoSvg(ARROZ, size);
      bemFormado(svg);
      expect(svg).toContain(`width="${size}" height="${size}" viewBox="0 0 600 600"`);
      expect(svg).toBe(renderProdutoSvg(ARROZ, size));
    }
  });

  it('shows the short name, the brand and the unit label', () => {
    const svg = renderProdutoSvg({ ...ARROZ, nome: 'Leite UHT Integral Aurora 1 L Caixa com 12', marca: 'Aurora', unidade: 'CX', labelunidade: 'CX c/ 12' }, 600);
    expect(svg).toContain('>CX c/ 12</text>');
    expect(svg).toContain('>Aurora</text>');
    expect(svg).toContain('<title id="p10001-t">Leite UHT Integral Aurora 1 L Caixa com 12 (CX c/ 12)</title>');
    expect(nomeCurto('Arroz Agulhinha Tipo 1 Tio Aurélio 5 kg', 'Tio Aurélio')).toBe('Arroz Agulhinha Tipo 1 5\u00a0kg');
    expect(quebrarLinhas(nomeCurto('Refrigerante Cola Estrela 350 ml', 'Estrela'), 500, 46, 2, true)).toEqual(['Refrigerante Cola', '350\u00a0ml']);
  });

  it('tints the background by category', () => {
    const fundo = (svg: string) => /<stop offset="0" stop-color="([^"]+)"/.exec(svg)?.[1];
    const a = renderProdutoSvg(ARROZ, 300);
    const b = renderProdutoSvg({ ...ARROZ, categoria: { slug: 'limpeza', nome: 'Limpeza' } }, 300);
    expect(fundo(a)).toBeDefined();
    expect(fundo(a)).not.toBe(fundo(b));
  });

  it('escapes hostile names', () => {
    const svg = renderProdutoSvg({ ...ARROZ, nome: '<img src=x onerror=alert(1)> & "Cia"', marca: '</text><script>', labelunidade: 'CX <12>' }, 600);
    bemFormado(svg);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&lt;img');
  });

  it('rejects a size outside 150, 300 and 600', () => {
    expect(() => renderProdutoSvg(ARROZ, 200 as 150)).toThrow('Tamanho de imagem inválido: 200');
  });

  it('picks a pictogram per family', () => {
    expect(escolherPictograma('cafe-e-chas', 'Café Solúvel')).toBe('xicara');
    expect(escolherPictograma('cimento-e-argamassa', 'Cimento CP II')).toBe('saco');
    expect(escolherPictograma('tintas', 'Tinta Acrílica')).toBe('lata-tinta');
    expect(escolherPictograma('hortifruti', 'Tomate Italiano')).toBe('maca');
    expect(escolherPictograma(null, 'Produto sem família')).toBe('caixa');
  });
});

describe('renderLogoSvg', () => {
  it('draws the initials and the name in the supplier colours', () => {
    const svg = renderLogoSvg({ nome: 'Distribuidora Aurora', tema: TEMA });
    bemFormado(svg);
    expect(iniciais('Distribuidora Aurora')).toBe('DA');
    expect(iniciais('ConstruForte Materiais')).toBe('CM');
    expect(svg).toContain('>DA</text>');
    expect(svg).toContain('fill="#1f6b3a"');
    expect(svg).toContain('fill="#f28c28"');
    expect(svg).toContain('>Distribuidora</text>');
    expect(svg).toContain('>Aurora</text>');
  });

  it('never writes a colour that is not #rrggbb', () => {
    const svg = renderLogoSvg({ nome: 'X & Y', tema: { ...TEMA, cor_primaria: 'red" onload="alert(1)' } });
    bemFormado(svg);
    expect(svg).not.toContain('onload');
    expect(svg).toContain('fill="#436bac"');
  });
});

describe('renderBannerSvg', () => {
  it('renders 1440×400 with the title and subtitle drawn in, deterministically', () => {
    const banner = { titulo: 'Ofertas da semana', subtitulo: 'Até 25% de desconto em mercearia e bebidas', tema: TEMA, indice: 1 };
    const svg = renderBannerSvg(banner);
    bemFormado(svg);
    expect(svg).toContain('width="1440" height="400"');
    expect(svg).toContain('>Ofertas da semana</text>');
    expect(svg).toContain('Até 25% de desconto');
    expect(svg).toBe(renderBannerSvg(banner));
    expect(renderBannerSvg({ ...banner, indice: 2 })).not.toBe(svg);
  });

  it('leaves the text area empty for an overlay when asked', () => {
    const svg = renderBannerSvg({ titulo: 'Título', subtitulo: null, tema: TEMA, comTexto: false });
    bemFormado(svg);
    expect(svg).not.toContain('</text>');
    expect(svg).toContain('<title');
  });
});
