/**
 * The head of a page type (issue 34 item 1), decided by the server before the page is streamed,
 * so a shared link and a crawler see the page, not the shop: the product page names the product
 * ('Produto | Loja', engine/rules/page-title), describes it, shows its picture as a JPEG (link
 * previews such as WhatsApp's show no WebP nor SVG), its price and availability (`product:` meta)
 * and schema.org `Product`/`Offer` and `BreadcrumbList` JSON-LD; a category and a static page
 * have their own title, description, picture and breadcrumb. Every page has a `canonical` on the
 * supplier's own domain when it has one. What a visitor may not see is never written: at a shop
 * that hides prices from visitors the head has no price, no offer; a shop that asks for a login
 * (`requires-supplier-to-access`) is `noindex` (server/web/page-head.ts).
 *
 * The page type comes from the one route table (schemas/page-types.ts) through the same matcher
 * as the page's status (server/web/pagina-status.ts).
 */
import type { FastifyInstance } from 'fastify';
import { pageTitle, searchTitle, shopTitle } from '#engine/rules/page-title';
import { pageTypeTitle } from '#engine/rules/page-type-title';
import { cleanSearch } from '#engine/rules/search';
import { pageTypeOf } from '#engine/rules/storefront-routes';
import { matchesPattern } from '#engine/rules/storefront-route-match';
import { hasStockControl, isOutOfStock } from '#engine/rules/stock';
import { TAG_HIDE_PRICES_WHEN_LOGGED_OUT, TAG_LOGIN_REQUIRED_TO_ENTER } from '#engine/rules/tags';
import { pageLink } from '#schemas/page-types';
import type { CategoriaWire } from '../modules/catalogo/catalogo-service';
import type { FornecedorRow } from '../modules/fornecedor';
import { toSeo } from '../modules/fornecedor';
import { dominioDoFornecedor } from '../modules/handover';
import type { Chamador } from '../modules/sessao';
import { plainText } from '../shared/plain-text';
import { CARTAO_ALTURA, CARTAO_LARGURA } from '../images/cartao';

/** The shop's default description (spec section 2). */
export const DESCRICAO_PADRAO = 'Confira nossas ofertas!';
/** A description's length in search results: longer ones are cut at a word. */
const DESCRICAO_MAXIMA = 160;
/** The size of the product picture a link preview gets (WhatsApp wants at least 300 px). */
export const LADO_IMAGEM_PRODUTO = 600;

export interface ImagemDoHead {
  url: string;
  tipo: 'image/jpeg' | 'image/png';
  largura: number;
  altura: number;
  alt: string;
}

/** What a page's head says (page-head.ts writes it). */
export interface SeoDaPagina {
  titulo: string;
  descricao: string;
  /** Absolute canonical URL (null: none, e.g. a page that is not indexed). */
  canonical: string | null;
  ogType: 'website' | 'product' | 'article';
  imagem: ImagemDoHead;
  /** `product:` meta (absent: not a product, or its price is hidden or missing). */
  produto?: { preco: number; disponivel: boolean };
  /** JSON-LD objects, each written as its own `application/ld+json` block. */
  jsonLd: Record<string, unknown>[];
  /** Kept out of search indexes (a shop behind a login). */
  noindex: boolean;
}

/** Where the links of a page point to. */
export interface UrlsDaLoja {
  /** scheme://host of this request. */
  origin: string;
  /** scheme://host of the shop's canonical pages: its own domain when it has one, else this host. */
  canonicalOrigin: string;
}

/** An anonymous visitor: what a crawler and a link preview are (hidden prices stay hidden). */
const VISITANTE: Chamador = { token: '', sessao: null, idcliente: 0 };

/**
 * The origins of a shop's links on a request: the canonical pages are on the shop's own domain when
 * it has one (this request's scheme and port when the request is on it, else https).
 */
export function urlsDaLoja(
  fornecedor: FornecedorRow,
  request: { protocol: string; host: string; hostname: string },
): UrlsDaLoja {
  const origin = `${request.protocol}://${request.host}`;
  const dominio = dominioDoFornecedor(fornecedor);
  if (!dominio) return { origin, canonicalOrigin: origin };
  return { origin, canonicalOrigin: request.hostname.toLowerCase() === dominio ? origin : `https://${dominio}` };
}

/** The shop's base path (its slug: the address the storefront shows, on its domain too). */
export const baseDaLoja = (fornecedor: FornecedorRow): string => `/${fornecedor.slug}`;

/** Text cut to `max` characters at a word, with '…'. */
export function resumo(texto: string, max = DESCRICAO_MAXIMA): string {
  const limpo = texto.replace(/\s+/g, ' ').trim();
  if (limpo.length <= max) return limpo;
  const corte = limpo.slice(0, max - 1);
  const espaco = corte.lastIndexOf(' ');
  return `${(espaco > max / 2 ? corte.slice(0, espaco) : corte).replace(/[\s,.;:–—-]+$/, '')}…`;
}

export const ocultaPrecos = (fornecedor: FornecedorRow): boolean =>
  fornecedor.tags.includes(TAG_HIDE_PRICES_WHEN_LOGGED_OUT);
export const exigeLogin = (fornecedor: FornecedorRow): boolean => fornecedor.tags.includes(TAG_LOGIN_REQUIRED_TO_ENTER);

/** The JPEG of a product picture (the image pipeline's raster sibling of the WebP, server/modules/imagens). */
export function imagemJpeg(webp: string, lado: number = LADO_IMAGEM_PRODUTO): string {
  return webp.replace(/(?:-(?:150|300|600))?\.webp(?=$|[?#])/, `-${lado}.jpg`);
}

/** The shop's card as a PNG (server/modules/imagens): its logo, which may be an SVG, on white. */
export function cartaoDaLoja(fornecedor: FornecedorRow, origin: string): ImagemDoHead {
  return {
    url: `${origin}/imagens/fornecedores/${encodeURIComponent(fornecedor.slug)}/cartao.png`,
    tipo: 'image/png',
    largura: CARTAO_LARGURA,
    altura: CARTAO_ALTURA,
    alt: fornecedor.nome,
  };
}

function breadcrumb(itens: { nome: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: itens.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.nome,
      item: item.url,
    })),
  };
}

/** The path from the top of the tree to the category with this slug (empty: none). */
export function caminhoDaCategoria(arvore: readonly CategoriaWire[], slug: string): CategoriaWire[] {
  for (const no of arvore) {
    if (no.slug === slug) return [no];
    const abaixo = caminhoDaCategoria(no.subcategorias, slug);
    if (abaixo.length > 0) return [no, ...abaixo];
  }
  return [];
}

/** The shop's own head (its home page and the pages without one of their own). */
export function seoDaLoja(fornecedor: FornecedorRow, urls: UrlsDaLoja, caminho: string | null): SeoDaPagina {
  const seo = toSeo(fornecedor.config?.seo, fornecedor.nome);
  return {
    titulo: shopTitle(seo),
    descricao: seo.description ?? DESCRICAO_PADRAO,
    canonical: caminho === null ? null : `${urls.canonicalOrigin}${baseDaLoja(fornecedor)}${caminho}`,
    ogType: 'website',
    imagem: imagemConfigurada(fornecedor, urls.origin) ?? cartaoDaLoja(fornecedor, urls.origin),
    jsonLd: [],
    noindex: exigeLogin(fornecedor),
  };
}

/** The supplier's configured og:image when it is a raster picture (an SVG shows in no link preview). */
function imagemConfigurada(fornecedor: FornecedorRow, origin: string): ImagemDoHead | null {
  const url = toSeo(fornecedor.config?.seo, fornecedor.nome).og_image;
  if (!url) return null;
  const semConsulta = url.replace(/[?#].*$/, '').toLowerCase();
  const tipo = /\.jpe?g$/.test(semConsulta) ? 'image/jpeg' : semConsulta.endsWith('.png') ? 'image/png' : null;
  if (!tipo) return null;
  const absoluta = /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
  // Its size is not known: a link preview reads it from the picture.
  return { url: absoluta, tipo, largura: 0, altura: 0, alt: fornecedor.nome };
}

/**
 * The head of the page at `partes` (the path's segments after the supplier's; `query`, its query
 * string): its page type's (product, category, static page), the shop's on the home page; on the
 * others the shop's head, without canonical (cart, account, search… are not for search engines),
 * under the page's own title (issue 35 item 7: 'Carrinho | Loja', 'Resultados para “arroz” | Loja',
 * as the page's frame writes it in the browser).
 */
export async function seoDaPagina(
  app: FastifyInstance,
  fornecedor: FornecedorRow,
  partes: readonly string[],
  urls: UrlsDaLoja,
  query = '',
): Promise<SeoDaPagina> {
  const tipo = pageTypeOf((pattern) => matchesPattern(pattern, partes));
  const slug = partes[1] ?? '';
  const seoDaLojaComTitulo = (nome: string): SeoDaPagina => ({
    ...seoDaLoja(fornecedor, urls, null),
    titulo: pageTitle(nome, toSeo(fornecedor.config?.seo, fornecedor.nome)),
  });
  try {
    if (tipo === 'home') return seoDaLoja(fornecedor, urls, '');
    if (tipo === 'produto')
      return (await seoDoProduto(app, fornecedor, slug, urls)) ?? seoDaLoja(fornecedor, urls, null);
    if (tipo === 'categoria')
      return (await seoDaCategoria(app, fornecedor, slug, urls)) ?? seoDaLoja(fornecedor, urls, null);
    if (tipo === 'pagina')
      return (await seoDaPaginaEstatica(app, fornecedor, slug, urls)) ?? seoDaLoja(fornecedor, urls, null);
    if (tipo === 'busca')
      return seoDaLojaComTitulo(searchTitle(cleanSearch(new URLSearchParams(query).get('q') ?? '')));
    if (tipo) return seoDaLojaComTitulo(pageTypeTitle(tipo, slug));
  } catch (error) {
    app.log.warn({ err: error }, 'head: não foi possível ler os dados da página; vai o head da loja');
  }
  return seoDaLoja(fornecedor, urls, null);
}

async function seoDoProduto(
  app: FastifyInstance,
  fornecedor: FornecedorRow,
  slug: string,
  urls: UrlsDaLoja,
): Promise<SeoDaPagina | null> {
  if (!(await app.catalogoService.produtoExiste(fornecedor.idfornecedor, slug))) return null;
  const produto = await app.catalogoService.produto(VISITANTE, fornecedor.idfornecedor, slug, {
    disableSimilares: true,
  });
  const seo = toSeo(fornecedor.config?.seo, fornecedor.nome);
  const base = `${urls.canonicalOrigin}${baseDaLoja(fornecedor)}`;
  const canonical = pageLink(base, 'produto', produto.slug);
  const nome = produto.nome;
  const descricaoProduto = resumo(plainText(produto.descricao ?? ''));
  const descricao = descricaoProduto || resumo(`${nome} na ${seo.title}. ${seo.description ?? DESCRICAO_PADRAO}`);
  const imagem: ImagemDoHead = {
    url: `${urls.origin}${imagemJpeg(produto.imagem)}`,
    tipo: 'image/jpeg',
    largura: LADO_IMAGEM_PRODUTO,
    altura: LADO_IMAGEM_PRODUTO,
    alt: nome,
  };
  const disponivel = !isOutOfStock(produto.maximo_disponivel, hasStockControl(fornecedor.tags));
  // A price the visitor sees (null when hidden, or 'Preço sob consulta').
  const preco =
    !ocultaPrecos(fornecedor) && typeof produto.preco === 'number' && produto.preco > 0 ? produto.preco : null;

  const arvore = await app.catalogoService.arvoreDeCategorias(fornecedor.idfornecedor);
  const categorias = produto.categoria ? caminhoDaCategoria(arvore, produto.categoria.slug) : [];
  const jsonLdProduto: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: nome,
    description: descricao,
    image: [imagem.url, `${urls.origin}${produto.imagem}`],
    sku: String(produto.id),
    url: canonical,
    ...(produto.marca ? { brand: { '@type': 'Brand', name: produto.marca } } : {}),
    ...(categorias.length > 0 ? { category: categorias.map((c) => c.nome).join(' > ') } : {}),
  };
  if (preco !== null) {
    const faixas = Object.entries(produto.efeitospoliticas?.descontoProgressivo ?? {})
      .map(([quantidade, valor]) => ({ quantidade: Number(quantidade), valor }))
      .filter((f) => Number.isFinite(f.quantidade) && f.quantidade > 0 && f.valor > 0);
    const unidade = produto.labelunidade || produto.unidade || undefined;
    jsonLdProduto.offers = {
      '@type': 'Offer',
      url: canonical,
      price: preco.toFixed(2),
      priceCurrency: 'BRL',
      availability: disponivel ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: fornecedor.nome },
      // The progressive discount: from each quantity on, the unit price.
      ...(faixas.length > 0
        ? {
            priceSpecification: [
              { '@type': 'UnitPriceSpecification', price: preco.toFixed(2), priceCurrency: 'BRL' },
              ...faixas.map((f) => ({
                '@type': 'UnitPriceSpecification',
                price: f.valor.toFixed(2),
                priceCurrency: 'BRL',
                eligibleQuantity: {
                  '@type': 'QuantitativeValue',
                  minValue: f.quantidade,
                  ...(unidade ? { unitText: unidade } : {}),
                },
              })),
            ],
          }
        : {}),
    };
  }
  return {
    titulo: pageTitle(nome, seo),
    descricao,
    canonical,
    ogType: 'product',
    imagem,
    ...(preco !== null ? { produto: { preco, disponivel } } : {}),
    jsonLd: [
      jsonLdProduto,
      breadcrumb([
        { nome: 'Início', url: base },
        ...categorias.map((c) => ({ nome: c.nome, url: pageLink(base, 'categoria', c.slug) })),
        { nome, url: canonical },
      ]),
    ],
    noindex: exigeLogin(fornecedor),
  };
}

async function seoDaCategoria(
  app: FastifyInstance,
  fornecedor: FornecedorRow,
  slug: string,
  urls: UrlsDaLoja,
): Promise<SeoDaPagina | null> {
  const arvore = await app.catalogoService.arvoreDeCategorias(fornecedor.idfornecedor);
  const caminho = caminhoDaCategoria(arvore, slug);
  const categoria = caminho.at(-1);
  if (!categoria) return null;
  const seo = toSeo(fornecedor.config?.seo, fornecedor.nome);
  const base = `${urls.canonicalOrigin}${baseDaLoja(fornecedor)}`;
  const canonical = pageLink(base, 'categoria', categoria.slug);
  const subcategorias = categoria.subcategorias.map((c) => c.nome);
  const descricao = resumo(
    `${categoria.nome} na ${seo.title}${subcategorias.length > 0 ? `: ${subcategorias.join(', ')}` : ''}. ${seo.description ?? DESCRICAO_PADRAO}`,
  );
  // The category's first product's picture, else the shop's card.
  const primeiro = (
    await app.catalogoService.listaProdutos(VISITANTE, fornecedor.idfornecedor, {
      categ: categoria.idcategoria,
      limit: 1,
    })
  ).produtos[0];
  const imagem: ImagemDoHead = primeiro
    ? {
        url: `${urls.origin}${imagemJpeg(primeiro.imagem)}`,
        tipo: 'image/jpeg',
        largura: LADO_IMAGEM_PRODUTO,
        altura: LADO_IMAGEM_PRODUTO,
        alt: categoria.nome,
      }
    : cartaoDaLoja(fornecedor, urls.origin);
  return {
    titulo: pageTitle(categoria.nome, seo),
    descricao,
    canonical,
    ogType: 'website',
    imagem,
    jsonLd: [
      breadcrumb([
        { nome: 'Início', url: base },
        ...caminho.map((c) => ({ nome: c.nome, url: pageLink(base, 'categoria', c.slug) })),
      ]),
    ],
    noindex: exigeLogin(fornecedor),
  };
}

async function seoDaPaginaEstatica(
  app: FastifyInstance,
  fornecedor: FornecedorRow,
  slug: string,
  urls: UrlsDaLoja,
): Promise<SeoDaPagina | null> {
  const pagina = await app.paginasEstaticasService.porSlug(fornecedor.idfornecedor, slug).catch(() => null);
  if (!pagina) return null;
  const seo = toSeo(fornecedor.config?.seo, fornecedor.nome);
  const base = `${urls.canonicalOrigin}${baseDaLoja(fornecedor)}`;
  const canonical = pageLink(base, 'pagina', pagina.slug);
  const titulo = plainText(pagina.titulo);
  return {
    titulo: pageTitle(titulo, seo),
    descricao: resumo(plainText(pagina.conteudo)) || resumo(`${titulo} na ${seo.title}.`),
    canonical,
    ogType: 'article',
    imagem: imagemConfigurada(fornecedor, urls.origin) ?? cartaoDaLoja(fornecedor, urls.origin),
    jsonLd: [
      breadcrumb([
        { nome: 'Início', url: base },
        { nome: titulo, url: canonical },
      ]),
    ],
    noindex: exigeLogin(fornecedor),
  };
}
