/**
 * Everything outside /api that a browser asks for: the built storefront (assets with immutable
 * caching, index.html with the supplier's head written in), the provider's landing page, /health.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { normalizeDomain } from '../../engine/rules/domain';
import { classifyFirstSegment, decodeSegment, storefrontSegments } from '../../engine/rules/storefront-path';
import { appConfigScript, appStateScript, escreverIndexHtml, headDoFornecedor, headGenerico, storefrontConfigOf, type HeadContext } from './page-head';
import { IndexHtml } from './index-html';
import { LazyRouteAssets, lazyPageModule } from './lazy-route-assets';
import { inProcessFetch, sessaoDaPagina, SsrRenderer } from './ssr';
import { destinoDeHandover, LOGIN_TOKEN_SEGMENT, resgatarLoginToken } from './handover';
import { paginaDoProvedor } from './provider-home';

export const MENSAGEM_SEM_BUILD =
  'A loja ainda não foi construída: execute `npm run build` e recarregue esta página.';

function contexto(request: FastifyRequest): HeadContext {
  const origin = `${request.protocol}://${request.host}`;
  return { origin, url: `${origin}${request.url}` };
}

export async function webPlugin(app: FastifyInstance): Promise<void> {
  const staticDir = resolve(app.config.staticDir);
  const indexHtml = new IndexHtml(staticDir);
  const configScript = appConfigScript(app.config);
  const storefrontConfig = storefrontConfigOf(app.config);
  const renderer = SsrRenderer.besideStatic(staticDir);
  const lazyAssets = new LazyRouteAssets(staticDir);

  await app.register(fastifyStatic, {
    root: resolve(staticDir, 'assets'),
    prefix: '/assets/',
    maxAge: '365d',
    immutable: true,
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside each asset (scripts/build.ts): sent as they are.
    preCompressed: true,
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
   * The storefront page: the supplier's head, and (with the SSR build) the app rendered for this
   * request with its state block; the sf_token cookie is set when the visitor had none.
   */
  async function enviarSpa(request: FastifyRequest, reply: FastifyReply, head: string, renderizar = true): Promise<FastifyReply> {
    const template = await indexHtml.load();
    if (template === null) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(MENSAGEM_SEM_BUILD);
    }
    const entry = renderizar ? await renderer.load() : null;
    let pagina = { html: '', stateScript: '' };
    let extraHead = '';
    if (entry) {
      const { token, cookies, setCookies } = await sessaoDaPagina(
        request.headers.cookie ?? '',
        request.protocol === 'https',
        async (t) => (await app.sessaoService.chamador(t)).sessao !== null,
      );
      const origin = `${request.protocol}://${request.host}`;
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
        if (setCookies.length > 0) reply.header('set-cookie', setCookies);
        pagina = { html: rendered.html, stateScript: appStateScript(rendered.state) };
        const modulo = lazyPageModule(request.url);
        if (modulo) {
          const tags = await lazyAssets.tags(modulo);
          if (tags) extraHead = tags;
        }
      } catch (error) {
        // The browser still renders the page by itself: log and send the page without server HTML.
        request.log.error({ err: error }, 'ssr: a renderização no servidor falhou');
      }
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(escreverIndexHtml(extraHead ? template.replace(/<\/head>/i, () => `  ${extraHead}\n  </head>`) : template, head, configScript, pagina));
  }

  app.get('/*', async (request, reply) => {
    // The decoded segments after a leading /commerce (spec section 2).
    const partes = storefrontSegments(request.url).map(decodeSegment);
    const primeiro = partes[0];
    const tipo = primeiro === undefined ? undefined : classifyFirstSegment(primeiro);
    const ctx = contexto(request);
    const dominio = normalizeDomain(request.host);

    // A first segment the server answers itself: reaching the storefront route with one means "not found".
    if (tipo === 'server') return reply.callNotFound();

    // A file at the root of the build (favicon.ico, robots.txt, manifest.webmanifest, ...).
    if (partes.length === 1 && primeiro !== undefined && primeiro.includes('.')) {
      if (!primeiro.includes('/') && existsSync(resolve(staticDir, primeiro))) {
        return reply.sendFile(primeiro, staticDir, { maxAge: '1h', immutable: false });
      }
      return reply.callNotFound();
    }

    if (primeiro === undefined) {
      const resolvido = await app.fornecedorService.resolveFornecedor({ dominio });
      if (resolvido) return enviarSpa(request, reply, headDoFornecedor(resolvido.fornecedor, ctx));
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
      if (handover) return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(handover, 302);
    }
    return enviarSpa(request, reply, resolvido ? headDoFornecedor(resolvido.fornecedor, ctx) : headGenerico(ctx), resolvido !== null);
  });
}
