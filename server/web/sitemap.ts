/**
 * `/robots.txt` and a shop's `sitemap.xml` (issue 34 item 1), made from the one route table
 * (schemas/page-types.ts): the sitemap lists the pages of the page types a search engine may
 * index (`INDEXABLE_PAGE_TYPES`: the home page, the categories, the products, the static pages),
 * robots.txt keeps crawlers off the others (cart, orders, account, login, search…) and off the API.
 *
 * A shop's sitemap answers on its own domain (`/sitemap.xml`) and under its slug
 * (`/{slug}/sitemap.xml`), with the URLs of the host it was asked on. Past 50,000 URLs (the
 * protocol's limit per file) `sitemap.xml` is a sitemap index of `sitemap-1.xml`, `sitemap-2.xml`…
 * A shop that asks for a login (`requires-supplier-to-access`) lists nothing and robots.txt keeps
 * crawlers out of it. Nothing here carries a price.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeDomain } from '#engine/rules/domain';
import { PAGE_TYPE_NAMES, PAGE_TYPES, pageLink, SYSTEM_ROUTES, type PageTypeName } from '#schemas/page-types';
import type { CategoriaWire } from '../modules/catalogo/catalogo-service';
import type { FornecedorRow } from '../modules/fornecedor';
import { escapeHtml } from '../shared/html';
import { exigeLogin } from './page-seo';

/** The page types whose pages are listed in the sitemap; the others are kept out by robots.txt. */
export const INDEXABLE_PAGE_TYPES: readonly PageTypeName[] = ['home', 'categoria', 'produto', 'pagina'];

/** `sitemap.xml`, `sitemap-2.xml`. */
export const SITEMAP_ARQUIVO = /^sitemap(?:-([1-9][0-9]{0,5}))?\.xml$/i;

/** The sitemap protocol's limit of URLs per file. */
export const URLS_POR_SITEMAP = 50_000;

/** Products read per query while a sitemap is written. */
const LOTE_PRODUTOS = 1_000;

const CACHE = 'public, max-age=3600';

/**
 * The path prefixes robots.txt keeps crawlers from, under a shop: the fixed start of every route
 * pattern of the page types that are not indexed, and of the system routes ('painel', 'erro').
 */
export function caminhosFechados(): string[] {
  const patterns = [
    ...PAGE_TYPE_NAMES.filter((name) => !INDEXABLE_PAGE_TYPES.includes(name)).flatMap((name) => PAGE_TYPES[name].paths),
    ...Object.values(SYSTEM_ROUTES),
  ];
  const prefixos = new Set<string>();
  for (const pattern of patterns) {
    const fixos: string[] = [];
    for (const segmento of pattern.split('/')) {
      if (segmento === '' || segmento.startsWith(':') || segmento === '*') break;
      fixos.push(segmento);
    }
    if (fixos.length > 0) prefixos.add(fixos.join('/'));
  }
  // 'minha-conta' covers 'minha-conta/usuarios': the shortest prefix only.
  return [...prefixos].filter((p) => ![...prefixos].some((q) => q !== p && p.startsWith(`${q}/`))).sort();
}

/** The Disallow lines of a prefix: the page itself, its query and its sub-pages (`raiz`: '/' or '/*'). */
const fechar = (raiz: string, prefixo: string): string[] =>
  [`${prefixo}$`, `${prefixo}?`, `${prefixo}/`].map((p) => `Disallow: ${raiz}${p}`);

/** robots.txt on a shop's own domain (`fornecedor`), or on the platform's host (every shop). */
export function robotsTxt(origin: string, fornecedor: FornecedorRow | null, todos: readonly FornecedorRow[]): string {
  const linhas = ['User-agent: *'];
  if (fornecedor && exigeLogin(fornecedor)) {
    linhas.push('Disallow: /');
    return `${linhas.join('\n')}\n`;
  }
  linhas.push('Disallow: /api/');
  const fechados = caminhosFechados();
  // A shop's pages are under its slug (what the storefront shows) and, on its own domain, at the root.
  for (const prefixo of fechados) linhas.push(...fechar('/*/', prefixo));
  if (fornecedor) for (const prefixo of fechados) linhas.push(...fechar('/', prefixo));
  else for (const loja of todos.filter(exigeLogin)) linhas.push(`Disallow: /${loja.slug}/`, `Disallow: /${loja.slug}$`);
  linhas.push('');
  const lojas = fornecedor ? [] : todos.filter((loja) => !exigeLogin(loja));
  if (fornecedor) linhas.push(`Sitemap: ${origin}/sitemap.xml`);
  for (const loja of lojas) linhas.push(`Sitemap: ${origin}/${encodeURIComponent(loja.slug)}/sitemap.xml`);
  return `${linhas.join('\n')}\n`;
}

export async function responderRobots(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const origin = `${request.protocol}://${request.host}`;
  const resolvido = await app.fornecedorService.resolveFornecedor({ dominio: normalizeDomain(request.host) });
  const todos = resolvido ? [] : await app.fornecedorService.todos();
  return reply
    .type('text/plain; charset=utf-8')
    .header('cache-control', CACHE)
    .send(robotsTxt(origin, resolvido?.fornecedor ?? null, todos));
}

/** How a sitemap of `total` URLs is split: the number of files (1 when it fits in one). */
export function arquivosDoSitemap(total: number, porArquivo = URLS_POR_SITEMAP): number {
  return Math.max(1, Math.ceil(total / porArquivo));
}

function slugsDasCategorias(nos: readonly CategoriaWire[]): string[] {
  return nos.flatMap((no) => [no.slug, ...slugsDasCategorias(no.subcategorias)]);
}

/**
 * The shop's URLs from `inicio` to `inicio + quantidade` (exclusive), in the sitemap's order: the
 * home page, the categories, the static pages, then the products (read in batches); and how many there are.
 */
export async function urlsDoSitemap(
  app: FastifyInstance,
  fornecedor: FornecedorRow,
  base: string,
  inicio: number,
  quantidade: number,
): Promise<{ urls: string[]; total: number }> {
  if (exigeLogin(fornecedor)) return { urls: [], total: 0 };
  const { idfornecedor } = fornecedor;
  const [arvore, paginas] = await Promise.all([
    app.catalogoService.arvoreDeCategorias(idfornecedor),
    app.paginasEstaticasService.lista(idfornecedor),
  ]);
  const fixas = [
    base,
    ...slugsDasCategorias(arvore).map((slug) => pageLink(base, 'categoria', slug)),
    ...paginas.paginas.map((p) => pageLink(base, 'pagina', p.slug)),
  ];
  const urls = fixas.slice(inicio, inicio + quantidade);
  let offset = Math.max(0, inicio - fixas.length);
  let totalProdutos: number | null = null;
  while (urls.length < quantidade && (totalProdutos === null || offset < totalProdutos)) {
    const lote = Math.min(LOTE_PRODUTOS, quantidade - urls.length);
    const { slugs, total } = await app.catalogoService.slugsDosProdutos(idfornecedor, lote, offset);
    totalProdutos = total;
    if (slugs.length === 0) break;
    urls.push(...slugs.map((slug) => pageLink(base, 'produto', slug)));
    offset += slugs.length;
  }
  totalProdutos ??= (await app.catalogoService.slugsDosProdutos(idfornecedor, 1, 0)).total;
  return { urls, total: fixas.length + totalProdutos };
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlset(urls: readonly string[]): string {
  const itens = urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>`);
  return `${XML}\n<urlset xmlns="${NS}">\n${itens.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(sitemaps: readonly string[]): string {
  const itens = sitemaps.map((url) => `<sitemap><loc>${escapeHtml(url)}</loc></sitemap>`);
  return `${XML}\n<sitemapindex xmlns="${NS}">\n${itens.join('\n')}\n</sitemapindex>\n`;
}

/**
 * `arquivo` ('sitemap.xml' or 'sitemap-N.xml') of the shop, on the host asked. The pages are
 * listed under the shop's slug (the address the storefront shows, on its own domain too).
 */
export async function responderSitemap(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  fornecedor: FornecedorRow,
  arquivo: string,
  porArquivo = URLS_POR_SITEMAP,
): Promise<FastifyReply> {
  const numero = SITEMAP_ARQUIVO.exec(arquivo)?.[1];
  const origin = `${request.protocol}://${request.host}`;
  const base = `${origin}/${encodeURIComponent(fornecedor.slug)}`;
  // Where the sitemap files of this host are: under the slug, or at the root of the shop's domain.
  const pasta = request.url.split('?')[0]!.replace(/\/[^/]*$/, '');
  const enviar = (xml: string): FastifyReply =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(xml);
  const n = numero === undefined ? 0 : Number(numero);
  const primeira = await urlsDoSitemap(app, fornecedor, base, n === 0 ? 0 : (n - 1) * porArquivo, porArquivo);
  const arquivos = arquivosDoSitemap(primeira.total, porArquivo);
  if (n === 0 && arquivos > 1) {
    const lista = Array.from({ length: arquivos }, (_, i) => `${origin}${pasta}/sitemap-${i + 1}.xml`);
    return enviar(sitemapIndex(lista));
  }
  if (n > arquivos) {
    reply.callNotFound();
    return reply;
  }
  return enviar(urlset(primeira.urls));
}
