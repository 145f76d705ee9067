/**
 * The supplier's page head, written by the server into index.html so that link previews and
 * crawlers see it without running JavaScript (spec section 2: title, 'title | subtitle',
 * description defaulting to 'Confira nossas ofertas!', keywords, og tags, robots noarchive); a page
 * type's own head (product, category, static page) is made in ./page-seo.ts.
 */
import { resolveTema } from '#schemas/theme';
import { STOREFRONT_CONFIG_ELEMENT_ID, type StorefrontConfig } from '#schemas/storefront-config';
import type { ServerConfig } from '../config';
import type { FornecedorRow } from '../modules/fornecedor';
import { toSeo } from '../modules/fornecedor';
import { escapeHtml, jsonForScript } from '../shared/html';
import { shopTitle } from '#engine/rules/page-title';
import { DESCRICAO_PADRAO, seoDaLoja, type SeoDaPagina } from './page-seo';

export { DESCRICAO_PADRAO };
export const TITULO_PADRAO = 'Loja virtual';

export interface HeadContext {
  /** Absolute URL of the page (og:url). */
  url: string;
  /** scheme://host of the request, to make relative image URLs absolute. */
  origin: string;
  /** MAP_TILE_URL for the address map (read by its lazy chunk, not by the first view); '' or absent: no map. */
  mapTileUrl?: string;
  /** The supplier's GA4 measurement on this host (server/modules/analytics), or absent: the page does not measure. */
  ga4?: { id: string; script: string } | null;
}

/** The meta element the analytics model reads the measurement from (JSON `{ id, script }`), only on a measuring page. */
export const GA4_META = 'sf-ga4';

/** The meta element the address map reads its tile URL from. */
export const MAP_TILES_META = 'sf-map-tiles';

export function tituloDaPagina(title: string, subtitle: string | null): string {
  return shopTitle({ title, subtitle });
}

const meta = (attr: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/**
 * The head of a supplier's storefront page: the page's own (`pagina`: a product, a category, a
 * static page, the home page, server/web/page-seo.ts) or the shop's.
 */
export function headDoFornecedor(fornecedor: FornecedorRow, ctx: HeadContext, pagina?: SeoDaPagina): string {
  const seo = toSeo(fornecedor.config?.seo, fornecedor.nome);
  const tema = resolveTema(fornecedor.config?.tema);
  const doHead = pagina ?? seoDaLoja(fornecedor, { origin: ctx.origin, canonicalOrigin: ctx.origin }, null);
  const { titulo, descricao, imagem } = doHead;
  const tags = [`<title>${escapeHtml(titulo)}</title>`, meta('name', 'description', descricao)];
  if (seo.keywords) tags.push(meta('name', 'keywords', seo.keywords));
  if (doHead.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(doHead.canonical)}">`);
  tags.push(
    meta('name', 'robots', doHead.noindex ? 'noindex, nofollow, noarchive' : 'noarchive'),
    meta('name', 'theme-color', tema.cor_primaria),
    meta('property', 'og:type', doHead.ogType),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:site_name', fornecedor.nome),
    meta('property', 'og:title', titulo),
    meta('property', 'og:description', descricao),
    meta('property', 'og:image', imagem.url),
    meta('property', 'og:image:type', imagem.tipo),
  );
  if (imagem.largura > 0) {
    tags.push(
      meta('property', 'og:image:width', String(imagem.largura)),
      meta('property', 'og:image:height', String(imagem.altura)),
    );
  }
  tags.push(
    meta('property', 'og:image:alt', imagem.alt),
    meta('property', 'og:url', doHead.canonical ?? ctx.url),
    meta('name', 'twitter:card', doHead.ogType === 'product' ? 'summary_large_image' : 'summary'),
  );
  if (doHead.produto) {
    tags.push(
      meta('property', 'product:price:amount', doHead.produto.preco.toFixed(2)),
      meta('property', 'product:price:currency', 'BRL'),
      meta('property', 'product:availability', doHead.produto.disponivel ? 'in stock' : 'out of stock'),
    );
  }
  for (const dados of doHead.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(dados)}</script>`);
  if (ctx.mapTileUrl) tags.push(meta('name', MAP_TILES_META, ctx.mapTileUrl));
  if (ctx.ga4) tags.push(meta('name', GA4_META, JSON.stringify(ctx.ga4)));
  return tags.join('\n    ');
}

/** The head when no supplier answers the address: generic, and kept out of search indexes. */
export function headGenerico(ctx: HeadContext): string {
  return [
    `<title>${escapeHtml(TITULO_PADRAO)}</title>`,
    meta('name', 'description', DESCRICAO_PADRAO),
    meta('name', 'robots', 'noindex, noarchive'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', TITULO_PADRAO),
    meta('property', 'og:description', DESCRICAO_PADRAO),
    meta('property', 'og:url', ctx.url),
  ].join('\n    ');
}

/** The storefront's runtime configuration, from the server's. */
export function storefrontConfigOf(
  config: Pick<ServerConfig, 'publicApiBaseUrl' | 'providerHomeUrl'>,
): StorefrontConfig {
  return { apiBaseUrl: config.publicApiBaseUrl, providerHomeUrl: config.providerHomeUrl, imageBaseUrl: '' };
}

/** The first view's state for hydration (src/app/api-replay.ts): a JSON data block, never executable. */
export function appStateScript(state: unknown): string {
  return `<script type="application/json" id="storefront-state">${jsonForScript(state)}</script>`;
}

/** The storefront's runtime configuration (`<!--app-config-->`), read in the browser with parseStorefrontConfig (schemas/storefront-config.ts). */
export function appConfigScript(config: Pick<ServerConfig, 'publicApiBaseUrl' | 'providerHomeUrl'>): string {
  const value = storefrontConfigOf(config);
  return `<script type="application/json" id="${STOREFRONT_CONFIG_ELEMENT_ID}">${jsonForScript(value)}</script>`;
}

/** index.html with the head and config written in, and `<html lang="pt-BR">`. */
export function escreverIndexHtml(
  template: string,
  head: string,
  configScript: string,
  app: { html: string; stateScript: string } = { html: '', stateScript: '' },
): string {
  let html = template;
  // The server-rendered app (or nothing) and its state block (or nothing): markers of src/index.html.
  html = html.replace('<!--app-html-->', () => app.html).replace('<!--app-state-->', () => app.stateScript);
  html = html.includes('<!--app-head-->')
    ? html.replace('<!--app-head-->', () => head)
    : html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  html = html.includes('<!--app-config-->')
    ? html.replace('<!--app-config-->', () => configScript)
    : html.replace(/<\/head>/i, () => `  ${configScript}\n  </head>`);
  if (/<html\b[^>]*\blang=/i.test(html)) {
    html = html.replace(/(<html\b[^>]*\blang=)(["'])[^"']*\2/i, '$1"pt-BR"');
  } else {
    html = html.replace(/<html\b/i, '<html lang="pt-BR"');
  }
  return html;
}
