/**
 * Issue 34 item 1, as a crawler and a link preview see it (inject, no JavaScript): a product, a
 * category and a static page of both demo shops have their own title, description, canonical,
 * og tags with a raster picture that answers, and JSON-LD that parses with the properties of a
 * merchant listing (schema.org Product with an Offer: name, image, price, priceCurrency,
 * availability), none of it with a price at ConstruForte, which hides prices from visitors;
 * robots.txt and each shop's sitemap.xml parse, and every URL the sitemap lists answers 200.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_LOGIN_REQUIRED_TO_ENTER } from '#engine/rules/tags';
import { buildTestApp, openSeededTestDatabase, type TestDatabase } from '../testing/test-app';
import { headDoFornecedor } from './page-head';
import { imagemJpeg, resumo, seoDaLoja, seoDaPagina } from './page-seo';
import { arquivosDoSitemap, caminhosFechados, robotsTxt, urlset, urlsDoSitemap } from './sitemap';

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-config-->
    <!--app-state-->
  </body>
</html>
`;

let database: TestDatabase;
let root: string;
let app: FastifyInstance;
const window = new Window();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'storefront-seo-'));
  const staticDir = join(root, 'client');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  database = await openSeededTestDatabase();
  app = buildTestApp(database, { staticDir });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await window.happyDOM.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const HOST = 'localhost:3000';

async function get(url: string, host = HOST) {
  const u = new URL(url, `http://${host}`);
  return app.inject({ method: 'GET', url: `${u.pathname}${u.search}`, headers: { host: u.host } });
}

function parse(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

interface Head {
  title: string;
  meta: (key: string) => string | null;
  canonical: string | null;
  jsonLd: Record<string, unknown>[];
  html: string;
}

async function head(url: string, host = HOST): Promise<Head> {
  const response = await get(url, host);
  expect(response.statusCode, url).toBe(200);
  const doc = parse(response.body);
  const headHtml = response.body.slice(0, response.body.indexOf('</head>'));
  return {
    title: doc.querySelector('title')?.textContent ?? '',
    meta: (key) =>
      doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ??
      doc.querySelector(`meta[name="${key}"]`)?.getAttribute('content') ??
      null,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    ),
    html: headHtml,
  };
}

/** A sitemap's <loc>s, parsed as XML (a urlset or a sitemap index). */
function locs(xml: string): { kind: string; urls: string[] } {
  const doc = new window.DOMParser().parseFromString(xml, 'application/xml') as unknown as Document;
  const kind = doc.documentElement.tagName.toLowerCase();
  expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return { kind, urls: [...doc.getElementsByTagName('loc')].map((l) => (l.textContent ?? '').trim()) };
}

/** A raster picture that answers, at least 300 px wide (WhatsApp's minimum), of the type the head says. */
async function expectRasterImage(h: Head): Promise<void> {
  const url = h.meta('og:image');
  expect(url).toMatch(/^http:\/\/localhost:3000\/.+\.(jpg|png)(\?|$)/);
  const response = await get(url!);
  expect(response.statusCode, url!).toBe(200);
  expect(response.headers['content-type']).toBe(h.meta('og:image:type'));
  const info = await sharp(response.rawPayload).metadata();
  expect(['jpeg', 'png']).toContain(info.format);
  expect(info.width).toBeGreaterThanOrEqual(300);
  expect(info.height).toBeGreaterThanOrEqual(300);
  expect(String(info.width)).toBe(h.meta('og:image:width'));
}

function breadcrumbOf(h: Head): { name: string; item: string; position: number }[] {
  const list = h.jsonLd.find((j) => j['@type'] === 'BreadcrumbList');
  expect(list?.['@context']).toBe('https://schema.org');
  const items = list?.itemListElement as { name: string; item: string; position: number }[];
  items.forEach((item, i) => {
    expect(item.position).toBe(i + 1);
    expect(item.name).not.toBe('');
    expect(item.item).toMatch(/^https?:\/\//);
  });
  return items;
}

const SHOPS = [
  { slug: 'aurora', loja: 'Distribuidora Aurora', canonicalOrigin: 'https://aurora.localhost', precos: true },
  {
    slug: 'construforte',
    loja: 'ConstruForte Materiais',
    canonicalOrigin: 'https://construforte.localhost',
    precos: false,
  },
] as const;

describe.each(SHOPS)('the pages of $slug as a crawler sees them', (shop) => {
  let sitemap: string[] = [];
  beforeAll(async () => {
    const response = await get(`/${shop.slug}/sitemap.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { kind, urls } = locs(response.body);
    expect(kind).toBe('urlset');
    sitemap = urls;
  });

  it('lists the home page, categories, products and static pages in its sitemap, each answering 200', async () => {
    const base = `http://localhost:3000/${shop.slug}`;
    expect(sitemap[0]).toBe(base);
    for (const kind of ['categoria', 'produto', 'pagina']) {
      expect(sitemap.some((u) => u.startsWith(`${base}/${kind}/`))).toBe(true);
    }
    expect(new Set(sitemap).size).toBe(sitemap.length);
    for (const url of sitemap) {
      expect(url === base || url.startsWith(`${base}/`), url).toBe(true);
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
    }
  }, 120_000);

  it('gives a product page its own head: title, description, canonical, og:type product, a raster og:image, JSON-LD', async () => {
    const url = sitemap.find((u) => u.includes('/produto/'))!;
    const h = await head(url);
    const product = h.jsonLd.find((j) => j['@type'] === 'Product')!;
    const nome = product.name as string;
    expect(nome).not.toBe('');
    expect(h.title).toBe(`${nome} | ${shop.loja}`);
    expect(h.meta('og:title')).toBe(h.title);
    expect(h.meta('description')).not.toBe('');
    expect(h.meta('description')!.length).toBeLessThanOrEqual(160);
    expect(h.meta('og:description')).toBe(h.meta('description'));
    expect(h.canonical).toBe(`${shop.canonicalOrigin}${new URL(url).pathname}`);
    expect(h.meta('og:url')).toBe(h.canonical);
    expect(h.meta('og:type')).toBe('product');
    expect(h.meta('robots')).toBe('noarchive');
    await expectRasterImage(h);
    expect(product['@context']).toBe('https://schema.org');
    expect(product.image).toContain(h.meta('og:image'));
    expect(product.url).toBe(h.canonical);
    const crumbs = breadcrumbOf(h);
    expect(crumbs[0]!.name).toBe('Início');
    expect(crumbs.at(-1)).toMatchObject({ name: nome, item: h.canonical });
    expect(crumbs.length).toBeGreaterThanOrEqual(3);
    if (shop.precos) {
      // Google's merchant listing: name, image, offers with price and priceCurrency (availability recommended).
      const offer = product.offers as Record<string, unknown>;
      expect(offer['@type']).toBe('Offer');
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.priceCurrency).toBe('BRL');
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
      expect(h.meta('product:price:amount')).toBe(offer.price);
      expect(h.meta('product:price:currency')).toBe('BRL');
      expect(h.meta('product:availability')).toMatch(/^(in stock|out of stock)$/);
    } else {
      // Prices hidden from visitors: no offer, no price anywhere in the head.
      expect(product.offers).toBeUndefined();
      expect(h.meta('product:price:amount')).toBeNull();
      expect(h.html).not.toMatch(/price|R\$/i);
    }
  });

  it('gives a category page its own title, description, canonical, picture and breadcrumb', async () => {
    const url = sitemap.find((u) => u.includes('/categoria/'))!;
    const h = await head(url);
    const crumbs = breadcrumbOf(h);
    const categoria = crumbs.at(-1)!;
    expect(h.title).toBe(`${categoria.name} | ${shop.loja}`);
    expect(h.meta('description')).toContain(categoria.name);
    expect(h.canonical).toBe(`${shop.canonicalOrigin}${new URL(url).pathname}`);
    expect(categoria.item).toBe(h.canonical);
    expect(h.meta('og:type')).toBe('website');
    await expectRasterImage(h);
    if (!shop.precos) expect(h.html).not.toMatch(/price|R\$/i);
  });

  it('names the search, the cart, the account pages and an order in the title, with no canonical (issue 35 item 7)', async () => {
    const titulos: [string, string][] = [
      [`/${shop.slug}/busca?q=arroz%20%26%20feij%C3%A3o`, 'Resultados para “arroz feijão”'],
      [`/${shop.slug}/busca`, 'Busca'],
      [`/${shop.slug}/carrinho`, 'Carrinho'],
      [`/${shop.slug}/minha-conta`, 'Minha conta'],
      [`/${shop.slug}/minha-conta/enderecos`, 'Meus endereços'],
      [`/${shop.slug}/pedidos`, 'Pedidos'],
      [`/${shop.slug}/pedidos/100001`, 'Pedido 100001'],
      [`/${shop.slug}/pedido-rapido`, 'Pedido rápido'],
    ];
    for (const [url, nome] of titulos) {
      const h = await head(url);
      expect(h.title, url).toBe(`${nome} | ${shop.loja}`);
      expect(h.canonical, url).toBeNull();
    }
  });

  it('gives a static page its own title, description and canonical', async () => {
    const url = sitemap.find((u) => u.includes('/pagina/'))!;
    const h = await head(url);
    const crumbs = breadcrumbOf(h);
    expect(h.title).toBe(`${crumbs.at(-1)!.name} | ${shop.loja}`);
    expect(h.meta('description')).not.toBe('');
    expect(h.canonical).toBe(`${shop.canonicalOrigin}${new URL(url).pathname}`);
    expect(h.meta('og:type')).toBe('article');
    await expectRasterImage(h);
  });
});

describe('robots.txt', () => {
  it('on the platform: parses, keeps crawlers off the API and the private pages, names every shop sitemap that answers', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const linhas = response.body.split('\n').filter((l) => l.trim() !== '');
    for (const linha of linhas) expect(linha).toMatch(/^(User-agent|Disallow|Allow|Sitemap): \S+$/);
    expect(linhas[0]).toBe('User-agent: *');
    expect(linhas).toContain('Disallow: /api/');
    expect(linhas).toContain('Disallow: /*/carrinho$');
    expect(linhas).toContain('Disallow: /*/minha-conta/');
    expect(linhas.some((l) => /Disallow: \/\*\/produto/.test(l))).toBe(false);
    const sitemaps = linhas.filter((l) => l.startsWith('Sitemap: ')).map((l) => l.slice('Sitemap: '.length));
    expect(sitemaps).toContain('http://localhost:3000/aurora/sitemap.xml');
    expect(sitemaps).toContain('http://localhost:3000/construforte/sitemap.xml');
    for (const url of sitemaps) expect((await get(url)).statusCode, url).toBe(200);
  });

  it("on a shop's own domain: its pages at the root too, and its sitemap on that domain", async () => {
    const response = await get('/robots.txt', 'aurora.localhost:3000');
    const linhas = response.body.split('\n');
    expect(linhas).toContain('Disallow: /carrinho$');
    expect(linhas).toContain('Sitemap: http://aurora.localhost:3000/sitemap.xml');
    const sitemap = await get('/sitemap.xml', 'aurora.localhost:3000');
    expect(sitemap.statusCode).toBe(200);
    const { urls } = locs(sitemap.body);
    expect(urls[0]).toBe('http://aurora.localhost:3000/aurora');
    const produto = urls.find((u) => u.includes('/produto/'))!;
    expect((await get(produto)).statusCode).toBe(200);
    // On its own domain the canonical keeps this host (and its port).
    expect((await head(produto, 'aurora.localhost:3000')).canonical).toBe(produto);
  });

  it('closes a shop that asks for a login: Disallow all, noindex, an empty sitemap', () => {
    const fechada = { slug: 'fechada', tags: [TAG_LOGIN_REQUIRED_TO_ENTER] } as never;
    expect(robotsTxt('http://x', fechada, [])).toBe('User-agent: *\nDisallow: /\n');
    const plataforma = robotsTxt('http://x', null, [fechada]);
    expect(plataforma).toContain('Disallow: /fechada/');
    expect(plataforma).not.toContain('Sitemap: http://x/fechada/sitemap.xml');
  });
});

describe('a shop that asks for a login', () => {
  it('is noindex on every page, and lists nothing in its sitemap', async () => {
    const aurora = await app.fornecedorService.porId('aurora');
    const fechada = { ...aurora, tags: [...aurora.tags, TAG_LOGIN_REQUIRED_TO_ENTER] };
    const urls = { origin: 'http://localhost:3000', canonicalOrigin: 'https://aurora.localhost' };
    const ctx = { origin: urls.origin, url: `${urls.origin}/aurora` };
    const produto = await seoDaPagina(app, fechada, ['produto', 'arroz-branco-tipo-1-camil'], urls);
    for (const pagina of [seoDaLoja(fechada, urls, ''), produto]) {
      const h = parse(`<html><head>${headDoFornecedor(fechada, ctx, pagina)}</head></html>`);
      expect(h.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow, noarchive');
    }
    expect(await urlsDoSitemap(app, fechada, 'http://localhost:3000/aurora', 0, 100)).toEqual({
      urls: [],
      total: 0,
    });
  });
});

describe('the pure parts', () => {
  it('splits a sitemap past 50,000 URLs into files of a sitemap index', () => {
    expect(arquivosDoSitemap(0)).toBe(1);
    expect(arquivosDoSitemap(50_000)).toBe(1);
    expect(arquivosDoSitemap(50_001)).toBe(2);
    expect(arquivosDoSitemap(120_000)).toBe(3);
  });

  it('keeps the indexed page types open and the others closed (from the route table)', () => {
    const fechados = caminhosFechados();
    expect(fechados).toEqual(
      expect.arrayContaining(['carrinho', 'pedidos', 'minha-conta', 'login', 'busca', 'painel']),
    );
    expect(fechados).not.toContain('produto');
    expect(fechados).not.toContain('categoria');
    expect(fechados).not.toContain('pagina');
    expect(fechados).not.toContain('minha-conta/usuarios');
  });

  it('escapes the URLs of a urlset, cuts a description at a word, names the JPEG of a picture', () => {
    expect(urlset(['http://x/a?b=1&c=2'])).toContain('<loc>http://x/a?b=1&amp;c=2</loc>');
    expect(resumo('palavra '.repeat(40)).length).toBeLessThanOrEqual(160);
    expect(resumo('palavra '.repeat(40))).toMatch(/palavra…$/);
    expect(imagemJpeg('/imagens/produtos/x/12.webp?v=1')).toBe('/imagens/produtos/x/12-600.jpg?v=1');
    expect(imagemJpeg('/imagens/produtos/x/12-300.webp')).toBe('/imagens/produtos/x/12-600.jpg');
  });
});
