/**
 * `npm run dev` (scripts/dev.ts): the storefront's pages from Vite's dev server, which runs in
 * middleware mode inside this server's process, so pages are rendered on the server as in
 * production:
 * - Vite answers its own requests (the source modules, `/@vite/client`, `/@fs/…`, the public
 *   folder) before the storefront route; its HMR WebSocket listens on this server (scripts/dev.ts);
 * - the template is `src/index.html` as Vite transforms it (its client and React Refresh
 *   preamble), read again on every page, and the renderer is `src/entry-server.tsx` loaded with
 *   `ssrLoadModule` (Vite reloads what changed), rendering the same way as the build;
 * - Vite's React Refresh preamble is an inline script: the page's CSP (script-src 'self') gets its
 *   hash, so HMR works under the same policy as production;
 * - stylesheets are injected by Vite's client in dev, so the lazy pages need no head tags.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { ServerRenderEntry } from '#schemas/server-render';
import type { FontePaginas } from './ssr';

/** The SSR entry, relative to Vite's root (src/). */
export const DEV_SSR_ENTRY = '/entry-server.tsx';

/** 'sha256-…' of each inline script (no src attribute) of a page. */
export function hashesDeScriptsInline(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, atributos = '', corpo = ''] = match;
    if (/\bsrc\s*=/i.test(atributos) || /type\s*=\s*["']?application\/json/i.test(atributos) || corpo === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(corpo).digest('base64')}'`);
  }
  return hashes;
}

/** `policy` with `hashes` added to its script-src directive. */
export function cspComHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(
    /(^|;)\s*script-src\s+([^;]*)/i,
    (_todo, inicio: string, valores: string) => `${inicio}script-src ${valores.trim()} ${hashes.join(' ')}`,
  );
}

export async function paginasDoVite(app: FastifyInstance, vite: ViteDevServer): Promise<FontePaginas> {
  const indexPath = path.join(vite.config.root, 'index.html');
  return {
    async template(url) {
      // As the template of every page (not of `url`'s folder): `./main.tsx` becomes `/main.tsx`.
      return vite.transformIndexHtml('/index.html', await readFile(indexPath, 'utf8'), url);
    },
    async renderer() {
      try {
        return (await vite.ssrLoadModule(DEV_SSR_ENTRY)) as ServerRenderEntry;
      } catch (error) {
        // A syntax error being edited: the page goes without server HTML, Vite's overlay shows it.
        vite.ssrFixStacktrace(error as Error);
        app.log.error({ err: error }, 'ssr (dev): src/entry-server.tsx não carregou');
        return null;
      }
    },
    async lazyTags() {
      return '';
    },
    atender(request: FastifyRequest, reply: FastifyReply) {
      return new Promise<boolean>((resolve) => {
        const res = reply.raw;
        const respondido = (): void => resolve(true);
        res.once('finish', respondido);
        res.once('close', respondido);
        vite.middlewares(request.raw, res, () => {
          res.off('finish', respondido);
          res.off('close', respondido);
          resolve(false);
        });
      }).then((respondeu) => {
        if (respondeu) reply.hijack();
        return respondeu;
      });
    },
    ajustarResposta(reply, template) {
      const atual = reply.getHeader('content-security-policy') ?? reply.raw.getHeader('content-security-policy');
      if (typeof atual !== 'string') return;
      reply.header('content-security-policy', cspComHashes(atual, hashesDeScriptsInline(template)));
    },
  };
}
