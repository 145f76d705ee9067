import type { FastifyInstance } from 'fastify';
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

const largura = (svg: string) => /<svg[^>]*\bwidth="(\d+)"/.exec(svg)?.[1];

describe('product images', () => {
  it('serves the SVG with immutable caching under the current version', async () => {
    const response = await app.inject({ url: `/imagens/produtos/${database.aurora}/${produto.id}.svg?v=${produto.imagem_versao}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.startsWith('<svg') || response.body.startsWith('<?xml')).toBe(true);
    expect(largura(response.body)).toBe('600');
    const etag = response.headers.etag as string;
    const again = await app.inject({
      url: `/imagens/produtos/${database.aurora}/${produto.id}.svg?v=${produto.imagem_versao}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('honours the size suffix', async () => {
    for (const size of [150, 300, 600]) {
      const response = await app.inject({ url: `/imagens/produtos/${database.aurora}/${produto.id}-${size}.svg?v=${produto.imagem_versao}` });
      expect(response.statusCode).toBe(200);
      expect(largura(response.body)).toBe(String(size));
    }
  });

  it('caches briefly without the version (or under an old one)', async () => {
    const sem = await app.inject({ url: `/imagens/produtos/${database.aurora}/${produto.id}.svg` });
    expect(sem.statusCode).toBe(200);
    expect(sem.headers['cache-control']).toBe('public, max-age=300');
    const velha = await app.inject({ url: `/imagens/produtos/${database.aurora}/${produto.id}.svg?v=19990101` });
    expect(velha.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 404 in pt-BR for unknown products, sizes, suppliers and names', async () => {
    for (const url of [
      `/imagens/produtos/${database.aurora}/999999999.svg`,
      `/imagens/produtos/${database.aurora}/${produto.id}-200.svg`,
      `/imagens/produtos/${database.aurora}/${produto.id}.png`,
      `/imagens/produtos/${database.construforte}/${produto.id}.svg`,
      `/imagens/produtos/nao-uuid/${produto.id}.svg`,
      '/imagens/outra/coisa.svg',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
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
    }
    const fora = carrossel.banners[0]!.imagem.replace(/-\d+\.svg/, '-99.svg');
    expect((await app.inject({ url: fora })).statusCode).toBe(404);
  });
});
