import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openSeededTestDatabase, type TestDatabase } from '../testing/test-app';

const INDEX = `<!doctype html><html lang="pt-BR"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-config--><!--app-state-->${' '.repeat(2048)}</body></html>`;
const ASSET = `export const x = "${'a'.repeat(4000)}";\n`;

let database: TestDatabase;
let staticDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'storefront-compress-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), ASSET);
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js.gz'), gzipSync(ASSET));
  database = await openSeededTestDatabase();
  app = buildTestApp(database, { staticDir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends the pre-compressed brotli copy of a hashed asset, cached for a year as immutable', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET);
  });

  it('sends the gzip copy to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('compresses the storefront page, the API JSON and the SVG images per request (brotli preferred)', async () => {
    for (const url of [
      '/aurora',
      `/api/v2/app/anon-0123456789abcdef0123456789abcdef/configuracao/fornecedor?idfornecedor=${database.aurora}`,
      '/imagens/fornecedores/aurora/logo.svg',
    ]) {
      const response = await app.inject({
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br', host: 'localhost:3000' },
      });
      expect(response.statusCode, url).toBe(200);
      const body =
        response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload) : response.rawPayload;
      if (body.length >= 1024) expect(response.headers['content-encoding'], url).toBe('br');
      expect(body.length, url).toBeGreaterThan(0);
    }
  });

  it('leaves an answer uncompressed when the browser does not ask for it', async () => {
    const response = await app.inject({ url: '/aurora', headers: { host: 'localhost:3000' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<html lang="pt-BR">');
  });
});
