/**
 * The streamed page (server/web/web-plugin.ts) against a stand-in renderer written where the
 * build puts the real one (`<STATIC_DIR>/../server/entry-server.js`): the head reaches the browser
 * while the render still waits, compressed or not; the app's HTML and the state block follow in
 * their places; a render that fails before writing leaves a page the browser renders by itself.
 * (The real renderer's HTML is checked by tests/browser/server-rendering.test.ts.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openSeededTestDatabase, type TestDatabase } from '../testing/test-app';
import { SSR_ENTRY_FILE } from './ssr';

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
    <script type="module" src="/assets/app-abc123.js"></script>
  </body>
</html>
`;

/**
 * Waits for the test to open `globalThis.__liberarRender` (per URL), then streams the app in two
 * React-like flushes; '/falha' fails before writing anything.
 */
const RENDERER = `
import { Writable } from 'node:stream';
const portoes = (globalThis.__portoes ??= new Map());
export async function render(request) {
  if (request.url.includes('falha')) throw new Error('falhou de propósito');
  await new Promise((resolve) => portoes.set(request.url, resolve));
  return {
    state: { version: 1, responses: [], token: request.token },
    redirect: null,
    status: 200,
    abort() {},
    async pipe(destination) {
      destination.write('<main><h1>Olá do servidor</h1>');
      await new Promise((resolve) => setTimeout(resolve, 5));
      destination.write('<p>' + 'produto '.repeat(400) + '</p></main>');
    },
  };
}
`;

type Portoes = Map<string, () => void>;
const portoes = (): Portoes => (globalThis as unknown as { __portoes: Portoes }).__portoes;

let database: TestDatabase;
let root: string;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'storefront-stream-'));
  const staticDir = join(root, 'client');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  mkdirSync(join(root, 'server'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(root, 'server', SSR_ENTRY_FILE), RENDERER);
  database = await openSeededTestDatabase();
  app = buildTestApp(database, { staticDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

async function esperarPortao(url: string): Promise<() => void> {
  for (let i = 0; i < 500; i++) {
    const abrir = portoes()?.get(url);
    if (abrir) return abrir;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the render of ${url} never started`);
}

describe('the streamed storefront page', () => {
  for (const encoding of ['identity', 'br', 'gzip']) {
    it(`sends the head before the render ends, then the app and its state block (${encoding})`, async () => {
      const url = `/aurora?enc=${encoding}`;
      const response = await fetch(`${baseUrl}${url}`, { headers: { 'accept-encoding': encoding } });
      // The headers and the head arrived while the render is still waiting.
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
      expect(response.headers.get('set-cookie')).toMatch(
        /^sf_token=anon-[0-9a-f]{32}; Path=\/; Max-Age=31536000; SameSite=Lax$/,
      );
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let recebido = '';
      while (!recebido.includes('<div id="root">')) {
        const { value, done } = await reader.read();
        if (done) break;
        recebido += value;
      }
      expect(recebido).toMatch(/<title>[^<]+<\/title>/);
      expect(recebido).toContain('</head>');
      expect(recebido).not.toContain('Olá do servidor');

      (await esperarPortao(url))();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        recebido += value;
      }
      const token = /sf_token=(anon-[0-9a-f]{32})/.exec(response.headers.get('set-cookie') ?? '')?.[1];
      expect(recebido).toContain(
        `<div id="root"><main><h1>Olá do servidor</h1><p>${'produto '.repeat(400)}</p></main></div>`,
      );
      expect(recebido).toContain(
        `<script type="application/json" id="storefront-state">{"version":1,"responses":[],"token":"${token}"}</script>`,
      );
      expect(recebido.indexOf('id="storefront-config"')).toBeGreaterThan(recebido.indexOf('</main></div>'));
      expect(recebido.trimEnd().endsWith('</html>')).toBe(true);
      expect(recebido).not.toContain('<!--app-');
    });
  }

  it('a render that fails sends the page without server HTML nor state block (the browser renders it)', async () => {
    const response = await fetch(`${baseUrl}/aurora/busca?q=falha`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('storefront-state');
    expect(html).toContain('id="storefront-config"');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('pages the server does not render go whole, without a cookie (a supplierless page; no supplier at the address: 404 and the list of stores)', async () => {
    const response = await fetch(`${baseUrl}/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('storefront-state');
    const semLoja = await fetch(`${baseUrl}/nao-existe-essa-loja`);
    expect(semLoja.status).toBe(404);
    expect(semLoja.headers.get('set-cookie')).toBeNull();
    expect(await semLoja.text()).toContain('Loja não encontrada');
  });
});
