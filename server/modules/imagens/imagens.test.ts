import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openSeededTestDatabase, type TestDatabase } from '../../testing/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let produto: { id: number; imagem_versao: string };

beforeAll(async () => {
  database = await openSeededTestDatabase();
  app = buildTestApp(database);
  await app.ready();
  produto = await database.db
    .selectFrom('produtos')
    .select(['id', 'imagem_versao'])
    .where('idfornecedor', '=', database.aurora)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The product's picture address; `v` null leaves the version out. */
const url = (sufixo: string, v: string | null = produto.imagem_versao) =>
  `/imagens/produtos/${database.aurora}/${produto.id}${sufixo}${v === null ? '' : `?v=${v}`}`;

describe('product images', () => {
  it('serves a WebP with immutable caching under the current version, and a 304 for its ETag', async () => {
    const response = await app.inject({ url: url('.webp'), headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    // Already compressed: sent as is.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await app.inject({ url: url('.webp'), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('honours the size suffix (150, 300, 600)', async () => {
    for (const size of [150, 300, 600]) {
      const response = await app.inject({ url: url(`-${size}.webp`) });
      expect(response.statusCode).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height], String(size)).toEqual([size, size]);
    }
  });

  it('serves the same picture as a JPEG for link previews, at each size, with an ETag of its own (issue 34)', async () => {
    for (const size of [300, 600]) {
      const response = await app.inject({ url: url(`-${size}.jpg`) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], String(size)).toEqual(['jpeg', size, size]);
      const webp = await app.inject({ url: url(`-${size}.webp`) });
      expect(response.headers.etag).not.toBe(webp.headers.etag);
    }
  });

  it('caches briefly without the version (or under an old one)', async () => {
    const sem = await app.inject({ url: url('.webp', null) });
    expect(sem.statusCode).toBe(200);
    expect(sem.headers['cache-control']).toBe('public, max-age=300');
    const velha = await app.inject({ url: url('.webp', '19990101') });
    expect(velha.headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends the old .svg address to the .webp one, query kept', async () => {
    const response = await app.inject({ url: url('-300.svg') });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${produto.id}-300.webp?v=${produto.imagem_versao}`);
    const destino = new URL(response.headers.location as string, `http://x${url('-300.svg')}`);
    const seguida = await app.inject({ url: `${destino.pathname}${destino.search}` });
    expect(seguida.statusCode).toBe(200);
    expect(seguida.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 in pt-BR for unknown products, sizes, suppliers and names', async () => {
    for (const endereco of [
      `/imagens/produtos/${database.aurora}/999999999.webp`,
      `/imagens/produtos/${database.aurora}/999999999.svg`,
      `/imagens/produtos/${database.aurora}/${produto.id}-200.webp`,
      `/imagens/produtos/${database.aurora}/${produto.id}.png`,
      `/imagens/produtos/${database.construforte}/${produto.id}.webp`,
      `/imagens/produtos/nao-uuid/${produto.id}.webp`,
      '/imagens/outra/coisa.webp',
    ]) {
      const response = await app.inject({ url: endereco });
      expect(response.statusCode, endereco).toBe(404);
      expect(response.json()).toEqual({ mensagem: 'Imagem não encontrada', codigo: 'imagem.nao-encontrada' });
    }
  });
});

describe('logos and banners', () => {
  it('serves each supplier logo and 404 for an unknown slug', async () => {
    const a = await app.inject({ url: '/imagens/fornecedores/aurora/logo.svg' });
    const c = await app.inject({ url: '/imagens/fornecedores/construforte/logo.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(a.body).not.toBe(c.body);
    expect((await app.inject({ url: '/imagens/fornecedores/nao-existe/logo.svg' })).statusCode).toBe(404);
  });

  it("serves the shop's card for link previews: its logo on a 1200 × 630 PNG; 404 for an unknown slug (issue 34)", async () => {
    const cartao = await app.inject({ url: '/imagens/fornecedores/aurora/cartao.png' });
    expect(cartao.statusCode).toBe(200);
    expect(cartao.headers['content-type']).toBe('image/png');
    expect(cartao.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    const etag = cartao.headers.etag as string;
    const deNovo = await app.inject({
      url: '/imagens/fornecedores/aurora/cartao.png',
      headers: { 'if-none-match': etag },
    });
    expect(deNovo.statusCode).toBe(304);
    expect((await app.inject({ url: '/imagens/fornecedores/nao-existe/cartao.png' })).statusCode).toBe(404);
  });

  it('serves the banners the carousels point at', async () => {
    const carrossel = await database.db
      .selectFrom('carrosseis')
      .select(['banners'])
      .where('idfornecedor', '=', database.aurora)
      .where('tipo', '=', 'BANNER')
      .executeTakeFirstOrThrow();
    expect(carrossel.banners.length).toBeGreaterThan(0);
    for (const banner of carrossel.banners) {
      const response = await app.inject({ url: banner.imagem });
      expect(response.statusCode, banner.imagem).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      // The words are HTML over the artwork (blocks/carousel), never drawn into it (issue 11).
      expect(response.body, banner.imagem).not.toContain('<text');
      expect(response.body).not.toContain(`>${banner.titulo}<`);
      // Three of Aurora's products stand on it as 3D renders, which its CSP lets the SVG draw (issue 35).
      expect(response.body.match(/<image [^>]*href="data:image\/webp;base64,/g), banner.imagem).toHaveLength(3);
      expect(response.headers['content-security-policy']).toContain('img-src data:');
    }
    const fora = carrossel.banners[0]!.imagem.replace(/-\d+\.svg/, '-99.svg');
    expect((await app.inject({ url: fora })).statusCode).toBe(404);
  });
});
