/**
 * Everything outside /api that a browser asks for: the built storefront (assets with immutable
 * caching, index.html with the supplier's head written in), the provider's landing page, /health.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { normalizarDominio } from '../modules/fornecedor/dominio';
import { appConfigScript, escreverIndexHtml, headDoFornecedor, headGenerico, type HeadContext } from './page-head';
import { IndexHtml } from './index-html';
import { paginaDoProvedor } from './provider-home';

/** First segments the server answers itself; reaching the storefront route with one means "not found". */
const SEGMENTOS_DO_SERVIDOR = new Set(['api', 'assets', 'imagens', 'static', 'health']);
/** Reserved first segments that are storefront pages without a supplier. */
const SEGMENTOS_SEM_FORNECEDOR = new Set(['erro', 'login', 'admin']);

export const MENSAGEM_SEM_BUILD =
  'A loja ainda não foi construída: execute `npm run build` e recarregue esta página.';

function segmentos(url: string): string[] {
  const path = url.split('?')[0] ?? '/';
  const parts = path.split('/').filter((p) => p !== '');
  const decoded = parts.map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return p;
    }
  });
  if (decoded[0]?.toLowerCase() === 'commerce') decoded.shift();
  return decoded;
}

function contexto(request: FastifyRequest): HeadContext {
  const origin = `${request.protocol}://${request.host}`;
  return { origin, url: `${origin}${request.url}` };
}

export async function webPlugin(app: FastifyInstance): Promise<void> {
  const staticDir = resolve(app.config.staticDir);
  const indexHtml = new IndexHtml(staticDir);
  const configScript = appConfigScript(app.config);

  await app.register(fastifyStatic, {
    root: resolve(staticDir, 'assets'),
    prefix: '/assets/',
    maxAge: '365d',
    immutable: true,
    index: false,
    wildcard: true,
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

  async function enviarSpa(reply: FastifyReply, head: string): Promise<FastifyReply> {
    const template = await indexHtml.load();
    if (template === null) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(MENSAGEM_SEM_BUILD);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(escreverIndexHtml(template, head, configScript));
  }

  app.get('/*', async (request, reply) => {
    const partes = segmentos(request.url);
    const primeiro = partes[0];
    const ctx = contexto(request);
    const dominio = normalizarDominio(request.host);

    if (primeiro !== undefined && SEGMENTOS_DO_SERVIDOR.has(primeiro.toLowerCase())) return reply.callNotFound();

    // A file at the root of the build (favicon.ico, robots.txt, manifest.webmanifest, ...).
    if (partes.length === 1 && primeiro !== undefined && primeiro.includes('.')) {
      if (!primeiro.includes('/') && existsSync(resolve(staticDir, primeiro))) {
        return reply.sendFile(primeiro, staticDir, { maxAge: '1h', immutable: false });
      }
      return reply.callNotFound();
    }

    if (primeiro === undefined) {
      const resolvido = await app.fornecedorService.resolveFornecedor({ dominio });
      if (resolvido) return enviarSpa(reply, headDoFornecedor(resolvido.fornecedor, ctx));
      if (app.config.providerHomeUrl !== '/') return reply.redirect(app.config.providerHomeUrl, 302);
      const fornecedores = await app.fornecedorService.todos();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(paginaDoProvedor(fornecedores));
    }

    if (SEGMENTOS_SEM_FORNECEDOR.has(primeiro.toLowerCase())) return enviarSpa(reply, headGenerico(ctx));

    const resolvido = await app.fornecedorService.resolveFornecedor({ caminho: primeiro, dominio });
    return enviarSpa(reply, resolvido ? headDoFornecedor(resolvido.fornecedor, ctx) : headGenerico(ctx));
  });
}
