/**
 * Everything outside /api that a browser asks for: the built storefront (assets with immutable
 * caching, index.html with the supplier's head written in), the provider's landing page, /health.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from 'node:http';
import type { ViteDevServer } from 'vite';
import { sql } from 'kysely';
import { normalizeDomain } from '#engine/rules/domain';
import { classifyFirstSegment, decodeSegment, storefrontSegments } from '#engine/rules/storefront-path';
import {
  appConfigScript,
  appStateScript,
  escreverIndexHtml,
  headDoFornecedor,
  headGenerico,
  storefrontConfigOf,
  type HeadContext,
} from './page-head';
import { lazyPageModules } from './lazy-route-assets';
import { seoDaLoja, seoDaPagina, urlsDaLoja, type SeoDaPagina } from './page-seo';
import { responderRobots, responderSitemap, SITEMAP_ARQUIVO } from './sitemap';
import { origensDaMedicao } from '../modules/analytics';
import type { FornecedorRow } from '../modules/fornecedor';
import { cspComOrigens } from '../plugins/security-headers';
import { isAnonymousToken } from '#engine/rules/session-token';
import {
  APP_HTML,
  APP_STATE,
  inProcessFetch,
  paginaEmPartes,
  paginasDoBuild,
  sessaoDaPagina,
  type FontePaginas,
} from './ssr';
import { paginasDoVite } from './vite-dev';
import { destinoDeHandover, LOGIN_TOKEN_SEGMENT, resgatarLoginToken } from './handover';
import { statusDaPagina } from './pagina-status';
import { destinoDoLoginObrigatorio } from './login-gate';
import { paginaDoProvedor } from './provider-home';

export const MENSAGEM_SEM_BUILD = 'A loja ainda não foi construída: execute `npm run build` e recarregue esta página.';

/**
 * Waits (a few event-loop turns, at most PRIMEIRO_ENVIO_MS) until the page's first bytes are on
 * the socket. The render that follows runs the page's API calls in process, mostly without
 * yielding to the event loop; the compressor works on libuv's thread pool and needs a loop turn
 * to hand back the compressed head, which would otherwise leave only with the rest of the page.
 */
const PRIMEIRO_ENVIO_MS = 20;
async function cabecaEnviada(reply: FastifyReply): Promise<void> {
  const limite = performance.now() + PRIMEIRO_ENVIO_MS;
  while (!reply.raw.headersSent && !reply.raw.destroyed && performance.now() < limite) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function contexto(request: FastifyRequest, mapTileUrl: string): HeadContext {
  const origin = `${request.protocol}://${request.host}`;
  return { origin, url: `${origin}${request.url}`, mapTileUrl };
}

export interface WebPluginOptions {
  /**
   * `npm run dev` (scripts/dev.ts): makes Vite's dev server in middleware mode, its HMR WebSocket on
   * this server's HTTP server (server/web/vite-dev.ts). Vite's own requests
   * (modules, HMR) are answered by it; pages are rendered by `src/entry-server.tsx` loaded with
   * `ssrLoadModule` into `src/index.html` as Vite transforms it.
   */
  vite?: (server: Server) => Promise<ViteDevServer>;
}

export async function webPlugin(app: FastifyInstance, options: WebPluginOptions = {}): Promise<void> {
  /**
   * The supplier's head; on a page that measures with GA4 (docs/analytics.md) it names the
   * measurement for the lazy analytics model, and this answer's CSP allows the tag manager.
   */
  function headMedido(
    request: FastifyRequest,
    reply: FastifyReply,
    fornecedor: FornecedorRow,
    ctx: HeadContext,
    pagina?: SeoDaPagina,
  ): string {
    const ga4 = app.analyticsService.medicao(fornecedor, request.host);
    if (ga4) reply.header('content-security-policy', cspComOrigens(app.config, origensDaMedicao(ga4.script)));
    return headDoFornecedor(fornecedor, { ...ctx, ga4 }, pagina);
  }
  const staticDir = resolve(app.config.staticDir);
  const vite = options.vite ? await options.vite(app.server) : undefined;
  if (vite) app.addHook('onClose', async () => vite.close());
  const paginas: FontePaginas = vite ? await paginasDoVite(app, vite) : paginasDoBuild(staticDir);
  const configScript = appConfigScript(app.config);
  const storefrontConfig = storefrontConfigOf(app.config);

  await app.register(fastifyStatic, {
    root: resolve(staticDir, 'assets'),
    prefix: '/assets/',
    maxAge: '365d',
    immutable: true,
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside each asset (scripts/build.ts): sent as they are.
    preCompressed: true,
    // Source maps are for reading an error report (the build moves them to dist/sourcemaps), never
    // served: an older build's left in assets/ answer 404 too (issue 34 item 6).
    allowedPath: (pathName) => !/\.map$/i.test(pathName),
  });

  app.get('/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { ok: true, db: app.dbKind };
    } catch (error) {
      app.log.error({ err: error }, 'health: banco de dados indisponível');
      return reply.code(503).send({ ok: false, db: app.dbKind });
    }
  });

  /**
   * The storefront page, streamed: the head goes out at once (the supplier's head, the lazy
   * page's stylesheet and preloads), so the browser fetches the page's CSS and JS while the server
   * loads the page's data; then (with the SSR build) the app as React streams it into #root, its
   * state block and the rest of the page. The sf_token cookie is set when the visitor had none.
   */
  async function enviarSpa(
    request: FastifyRequest,
    reply: FastifyReply,
    head: string,
    renderizar = true,
    status = 200,
    /** The path's segments after the supplier's (none on its own domain): which lazy page it renders. */
    pagina: readonly string[] = [],
  ): Promise<FastifyReply> {
    const template = await paginas.template(request.url);
    if (template === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(MENSAGEM_SEM_BUILD);
    }
    const entry = renderizar ? await paginas.renderer() : null;
    const modulos = entry ? lazyPageModules(pagina) : [];
    const extraHead = modulos.length > 0 ? await paginas.lazyTags(modulos) : '';
    const documento = paginaEmPartes(
      escreverIndexHtml(
        extraHead ? template.replace(/<\/head>/i, () => `  ${extraHead}\n  </head>`) : template,
        head,
        configScript,
        {
          html: APP_HTML,
          stateScript: APP_STATE,
        },
      ),
    );
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (paginas.ajustarResposta) paginas.ajustarResposta(reply, template);
    if (!entry || documento.semApp) return reply.send(documento.html(''));

    const { token, cookies, setCookies } = await sessaoDaPagina(
      request.headers.cookie ?? '',
      request.protocol === 'https',
      async (t) => (await app.sessaoService.chamador(t)).sessao !== null,
    );
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    // A logged-in visitor's page carries their name, cart and orders (in the HTML and its recorded
    // answers): no cache but the browser's own may keep it.
    if (!isAnonymousToken(token)) reply.header('cache-control', 'private, no-store');
    const corpo = new PassThrough();
    // A visitor who leaves mid-page destroys the stream (Fastify does): later writes are dropped.
    corpo.on('error', () => {});
    const escrever = (texto: string): void => {
      if (!corpo.destroyed) corpo.write(texto);
    };
    escrever(documento.antes);
    void reply.send(corpo);
    await cabecaEnviada(reply);

    const origin = `${request.protocol}://${request.host}`;
    let depois = documento.depois('');
    try {
      const rendered = await entry.render({
        url: request.url,
        origin,
        hostname: request.hostname,
        cookies,
        token,
        config: storefrontConfig,
        fetch: inProcessFetch(app, request.headers),
      });
      if (corpo.destroyed) {
        rendered.abort();
      } else {
        const parar = (): void => rendered.abort(new Error('o visitante fechou a conexão'));
        corpo.once('close', parar);
        await rendered.pipe(corpo);
        corpo.off('close', parar);
        depois = documento.depois(appStateScript(rendered.state));
      }
    } catch (error) {
      // Nothing of the app was written: the browser renders the page by itself (no state block).
      request.log.error({ err: error }, 'ssr: a renderização no servidor falhou');
    }
    if (!corpo.destroyed) corpo.end(depois);
    return reply;
  }

  app.get('/*', async (request, reply) => {
    // The decoded segments after a leading /commerce (spec section 2).
    const partes = storefrontSegments(request.url).map(decodeSegment);
    const primeiro = partes[0];
    const tipo = primeiro === undefined ? undefined : classifyFirstSegment(primeiro);
    const ctx = contexto(request, app.config.mapTileUrl);
    const dominio = normalizeDomain(request.host);

    // A first segment the server answers itself: reaching the storefront route with one means "not found".
    if (tipo === 'server') return reply.callNotFound();

    // Dev: Vite's modules, client and public files.
    if (paginas.atender && (await paginas.atender(request, reply))) return reply;

    // robots.txt, and a shop's sitemap on its own domain (./sitemap.ts).
    if (partes.length === 1 && primeiro?.toLowerCase() === 'robots.txt') return responderRobots(app, request, reply);
    if (partes.length === 1 && primeiro !== undefined && SITEMAP_ARQUIVO.test(primeiro)) {
      const resolvido = await app.fornecedorService.resolveFornecedor({ dominio });
      if (resolvido) return responderSitemap(app, request, reply, resolvido.fornecedor, primeiro);
      return reply.callNotFound();
    }

    // A file at the root of the build (favicon.ico, manifest.webmanifest, ...).
    if (partes.length === 1 && primeiro !== undefined && primeiro.includes('.')) {
      if (!primeiro.includes('/') && !/\.map$/i.test(primeiro) && existsSync(resolve(staticDir, primeiro))) {
        return reply.sendFile(primeiro, staticDir, { maxAge: '1h', immutable: false });
      }
      return reply.callNotFound();
    }

    if (primeiro === undefined) {
      const resolvido = await app.fornecedorService.resolveFornecedor({ dominio });
      if (resolvido) {
        const inicio = seoDaLoja(resolvido.fornecedor, urlsDaLoja(resolvido.fornecedor, request), '');
        return enviarSpa(request, reply, headMedido(request, reply, resolvido.fornecedor, ctx, inicio));
      }
      if (app.config.providerHomeUrl !== '/') return reply.redirect(app.config.providerHomeUrl, 302);
      const fornecedores = await app.fornecedorService.todos();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(paginaDoProvedor(fornecedores));
    }

    if (tipo === 'supplierless-page') return enviarSpa(request, reply, headGenerico(ctx), false);

    const resolvido = await app.fornecedorService.resolveFornecedor({ caminho: primeiro, dominio });
    // Spec section 4, steps 5 and 6: the login-token handover (server/web/handover.ts).
    if (resolvido && partes[1]?.toLowerCase() === LOGIN_TOKEN_SEGMENT) {
      return resgatarLoginToken(app, request, reply, resolvido.fornecedor, partes);
    }
    if (resolvido) {
      const handover = await destinoDeHandover(app, request, resolvido).catch((error: unknown) => {
        request.log.error({ err: error }, 'handover: não foi possível levar a sessão ao domínio do fornecedor');
        return null;
      });
      if (handover)
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(handover, 302);
    }
    if (!resolvido) {
      // Spec section 4, step 3: no supplier leads to the provider's home; on a platform host that
      // is this server's own list of stores, which says what was not found (and answers 404).
      if (app.config.providerHomeUrl !== '/') return reply.redirect(app.config.providerHomeUrl, 302);
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(paginaDoProvedor(await app.fornecedorService.todos(), { lojaNaoEncontrada: primeiro }));
    }
    // The path after the supplier's segment; on its own domain the supplier may have none (white label).
    const { idfornecedor, slug } = resolvido.fornecedor;
    const nomeiaFornecedor = [idfornecedor.toLowerCase(), slug.toLowerCase()].includes(primeiro.toLowerCase());
    // The shop's sitemap under its slug (./sitemap.ts).
    if (nomeiaFornecedor && partes.length === 2 && SITEMAP_ARQUIVO.test(partes[1] ?? '')) {
      return responderSitemap(app, request, reply, resolvido.fornecedor, partes[1] ?? '');
    }
    // The login gate (tag requires-supplier-to-access): a visitor goes to the login first.
    const pagina = nomeiaFornecedor ? partes.slice(1) : partes;
    const login = await destinoDoLoginObrigatorio(
      app,
      request,
      resolvido.fornecedor,
      nomeiaFornecedor ? `/${primeiro}` : '',
      pagina,
    );
    if (login) return reply.header('cache-control', 'no-store').redirect(login, 302);
    const status = await statusDaPagina(app, idfornecedor, pagina).catch((error: unknown) => {
      request.log.error({ err: error }, 'página: não foi possível conferir se a página existe');
      return 200;
    });
    // The page type's own head (title, description, canonical, og tags, JSON-LD: ./page-seo.ts).
    const urls = urlsDaLoja(resolvido.fornecedor, request);
    const seoPagina =
      status === 200
        ? await seoDaPagina(app, resolvido.fornecedor, pagina, urls, request.url.split('?')[1] ?? '')
        : seoDaLoja(resolvido.fornecedor, urls, null);
    return enviarSpa(
      request,
      reply,
      headMedido(request, reply, resolvido.fornecedor, ctx, seoPagina),
      true,
      status,
      pagina,
    );
  });
}
