import { describe, expect, it } from 'vitest';
import { produtosDoBanner, renderBannerSvg } from './banner-svg';
import { desenharProduto, ProdutoImagens } from './produto-imagem';
import { render3d } from './renders';
import sharp from 'sharp';
import { iniciais, renderLogoSvg } from './logo-svg';
import { escapeXml, quebrarLinhas } from './svg-text';

const TEMA = { cor_primaria: '#1f6b3a', cor_secundaria: '#0f3d22', cor_auxiliar: '#f28c28', cor_texto: '#ffffff' };
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
    expect(escapeXml(`<script>alert("x" & 'y')</script>\u0001`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot; &amp; &apos;y&apos;)&lt;/script&gt;',
    );
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
  it('renders 1440×400 artwork with no words in it (the storefront sets them as HTML), deterministically', () => {
    const banner = {
      titulo: 'Ofertas da semana',
      subtitulo: 'Até 25% de desconto em mercearia e bebidas',
      tema: TEMA,
      indice: 1,
    };
    const svg = renderBannerSvg(banner);
    bemFormado(svg);
    expect(svg).toContain('width="1440" height="400"');
    expect(svg).not.toContain('<text');
    // Named for an SVG viewer; the storefront shows it as decoration (alt="").
    expect(svg).toContain('<title id="');
    expect(svg).toBe(renderBannerSvg(banner));
    expect(renderBannerSvg({ ...banner, indice: 2 })).not.toBe(svg);
  });
});

describe('the 3D renders (issue 35, item 9)', () => {
  it("finds a kind's 3D WebP by its flat icon name, and none for our own drawings or a ZWJ sequence", async () => {
    const cafe = render3d('hot-beverage');
    expect(cafe).toBeDefined();
    const meta = await sharp(cafe!).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 256, 256, true]);
    expect(render3d('rescue-workers-helmet')).toBeDefined(); // its file is named with -fe0f
    expect(render3d('proprio-saco')).toBeUndefined();
    expect(render3d('lime')).toBeUndefined();
  });

  it('lays the render over the packaging colour; a kind without one keeps the flat icon in the SVG', async () => {
    const cafe = { id: 1, nome: 'Café Torrado e Moído 500 g' };
    expect(desenharProduto(cafe, 300, false)).not.toContain('<svg x=');
    expect(desenharProduto(cafe, 300)).toContain('<svg x=');
    const imagens = new ProdutoImagens();
    const comRender = await imagens.imagem(cafe, 300).webp();
    const { data, info } = await sharp(comRender).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 300]);
    // The centre of the picture is the cup (a dark coffee), not the light background.
    const centro = (150 * 300 + 130) * info.channels;
    expect(data[centro]! + data[centro + 1]! + data[centro + 2]!).toBeLessThan(3 * 160);
    // Cement is our own sack: drawn flat, so its picture is the SVG's.
    const cimento = imagens.imagem({ id: 2, nome: 'Cimento CP II 50 kg' }, 150);
    expect((await sharp(await cimento.webp()).metadata()).width).toBe(150);
  });

  it("a banner shows three products of the supplier's segment, varying with its position", () => {
    const mercado = produtosDoBanner(['Alimentos e Bebidas'], 1);
    expect(mercado).toHaveLength(3);
    expect(produtosDoBanner(['Alimentos e Bebidas'], 2)[0]!.equals(mercado[0]!)).toBe(false);
    expect(produtosDoBanner(['Materiais de Construção'], 1)[0]!.equals(mercado[0]!)).toBe(false);
    const svg = renderBannerSvg({ titulo: 'Ofertas', tema: TEMA, indice: 1, produtos: mercado });
    bemFormado(svg);
    expect(svg.match(/<image [^>]*href="data:image\/webp;base64,/g)).toHaveLength(3);
  });
});
