import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  anonToken,
  buildTestApp,
  criarSessao,
  openSeededTestDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../../testing/test-app';
import { urlDoBancoDeTeste } from '../../testing/test-database';

type Lista = { produtos: { id: number; nome: string; preco: number | null }[]; quantidadeProdutos: number };

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers });
}

describe('public catalogue cache (anonymous callers)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const lista = (auth: string, fornecedor = t.aurora, qs = 'page=1') =>
    `/api/v2/app/${auth}/listaprodutos/${fornecedor}?${qs}`;

  it('serves a second anonymous visitor from the entry of the first, with ETag and a short Cache-Control', async () => {
    t.app.cachePublico.limpar();
    const primeiro = await get(t.app, lista(anonToken()));
    expect(primeiro.statusCode).toBe(200);
    expect(primeiro.headers['x-cache']).toBe('MISS');
    const segundo = await get(t.app, lista(anonToken()));
    expect(segundo.statusCode).toBe(200);
    expect(segundo.headers['x-cache']).toBe('HIT');
    expect(segundo.body).toBe(primeiro.body);
    expect(segundo.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(segundo.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(segundo.headers.etag).toBe(primeiro.headers.etag);
    expect(segundo.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);

    for (const url of [
      `/api/v2/app/${anonToken()}/listacategoriasprodutos/${t.aurora}`,
      `/api/v2/app/${anonToken()}~0/customizacao/carrossel/list-for-page/${t.aurora}?loadProdutos=true`,
    ]) {
      expect((await get(t.app, url)).headers['x-cache']).toBe('MISS');
      const outra = url.replace(/anon-[0-9a-f]{32}/, anonToken());
      const hit = await get(t.app, outra);
      expect(hit.statusCode).toBe(200);
      expect(hit.headers['x-cache']).toBe('HIT');
    }
    // Another query, or another white-label header, is another entry.
    expect((await get(t.app, lista(anonToken(), t.aurora, 'page=2'))).headers['x-cache']).toBe('MISS');
    expect((await get(t.app, lista(anonToken()), { 'x-idfornecedor': `["${t.aurora}"]` })).headers['x-cache']).toBe(
      'MISS',
    );
  });

  it('answers 304 to If-None-Match with the current ETag', async () => {
    const primeiro = await get(t.app, lista(anonToken(), t.aurora, 'limit=7'));
    const etag = primeiro.headers.etag as string;
    const revalidado = await get(t.app, lista(anonToken(), t.aurora, 'limit=7'), { 'if-none-match': etag });
    expect(revalidado.statusCode).toBe(304);
    expect(revalidado.body).toBe('');
    expect(revalidado.headers.etag).toBe(etag);
    const outro = await get(t.app, lista(anonToken(), t.aurora, 'limit=7'), { 'if-none-match': '"outro"' });
    expect(outro.statusCode).toBe(200);
  });

  it('drops the entries of a supplier when its catalogue changes', async () => {
    const url = lista(anonToken(), t.aurora, 'limit=3');
    const antes = (await get(t.app, url)).json() as Lista;
    expect((await get(t.app, url)).headers['x-cache']).toBe('HIT');
    const alvo = antes.produtos[0]!;
    await t.db
      .updateTable('produtos')
      .set({ nome: `${alvo.nome} (alterado)` })
      .where('id', '=', alvo.id)
      .execute();
    const depois = await get(t.app, url);
    expect(depois.headers['x-cache']).toBe('MISS');
    expect((depois.json() as Lista).produtos[0]!.nome).toBe(`${alvo.nome} (alterado)`);
    // Another supplier's entries are not touched.
    const outra = lista(anonToken(), t.construforte, 'limit=3');
    await get(t.app, outra);
    await t.db
      .updateTable('produtos')
      .set({ vendidos: sql`vendidos + 1` })
      .where('id', '=', alvo.id)
      .execute();
    expect((await get(t.app, outra)).headers['x-cache']).toBe('HIT');
  });

  it('never serves a session caller from an anonymous entry, nor stores its answer', async () => {
    const anonimo = lista(anonToken(), t.construforte, 'limit=10');
    await get(t.app, anonimo);
    const cacheado = await get(t.app, anonimo);
    expect(cacheado.headers['x-cache']).toBe('HIT');
    expect((cacheado.json() as Lista).produtos.every((p) => p.preco === null)).toBe(true);

    const sessao = await criarSessao(t.db, { idfornecedor: t.construforte });
    const tamanho = t.app.cachePublico.tamanho;
    for (let i = 0; i < 2; i++) {
      const logado = await get(t.app, lista(sessao.token, t.construforte, 'limit=10'));
      expect(logado.statusCode).toBe(200);
      expect(logado.headers['x-cache']).toBeUndefined();
      expect(logado.headers.etag).toBeUndefined();
      expect(logado.headers['cache-control']).toBe('private, no-store');
      expect((logado.json() as Lista).produtos.every((p) => typeof p.preco === 'number')).toBe(true);
    }
    const carrosseis = await get(
      t.app,
      `/api/v2/app/${sessao.token}~${sessao.idcliente}/customizacao/carrossel/list-for-page/${t.construforte}?loadProdutos=true`,
    );
    expect(carrosseis.statusCode).toBe(200);
    expect(carrosseis.headers['x-cache']).toBeUndefined();
    expect(t.app.cachePublico.tamanho).toBe(tamanho);
    // An anonymous token with a client id is not anonymous (and gets 401, never a cached answer).
    const comCliente = await get(
      t.app,
      `/api/v2/app/${anonToken()}~5/customizacao/carrossel/list-for-page/${t.construforte}`,
    );
    expect(comCliente.statusCode).toBe(401);
    expect((await get(t.app, anonimo)).headers['x-cache']).toBe('HIT');
  });

  it("builds each caller's carousels from rows kept per catalogue version: prices as that caller may see them, a change seen at once", async () => {
    type Carrosseis = { tipo: string; produtos: { id: number; nome: string; preco: number | null }[] }[];
    const sessao = await criarSessao(t.db, { idfornecedor: t.construforte });
    const url = (auth: string) =>
      `/api/v2/app/${auth}/customizacao/carrossel/list-for-page/${t.construforte}?page=HOME&loadProdutos=true`;
    const produtos = (r: { json(): unknown }) => (r.json() as Carrosseis).flatMap((c) => c.produtos);
    const logado = produtos(await get(t.app, url(`${sessao.token}~${sessao.idcliente}`)));
    expect(logado.length).toBeGreaterThan(0);
    expect(logado.every((p) => typeof p.preco === 'number')).toBe(true);
    // The same rows for an anonymous visitor (its own entry of the public cache): Construforte hides prices from them.
    t.app.cachePublico.limpar();
    const anonimo = produtos(await get(t.app, url(`${anonToken()}~0`)));
    expect(anonimo.map((p) => p.id)).toEqual(logado.map((p) => p.id));
    expect(anonimo.every((p) => p.preco === null)).toBe(true);

    const alvo = logado[0]!;
    await t.db
      .updateTable('produtos')
      .set({ nome: `${alvo.nome} (alterado)` })
      .where('id', '=', alvo.id)
      .execute();
    try {
      const depois = produtos(await get(t.app, url(`${sessao.token}~${sessao.idcliente}`)));
      expect(depois.find((p) => p.id === alvo.id)?.nome).toBe(`${alvo.nome} (alterado)`);
      await t.db.updateTable('produtos').set({ ativo: false }).where('id', '=', alvo.id).execute();
      const semEle = produtos(await get(t.app, url(`${sessao.token}~${sessao.idcliente}`)));
      expect(semEle.some((p) => p.id === alvo.id)).toBe(false);
    } finally {
      await t.db.updateTable('produtos').set({ nome: alvo.nome, ativo: true }).where('id', '=', alvo.id).execute();
    }
  });

  it('keeps errors out of the cache', async () => {
    const url = `/api/v2/app/${anonToken()}/fornecedor/${t.aurora}/produto/nao-existe-mesmo`;
    expect((await get(t.app, url)).statusCode).toBe(404);
    const again = await get(t.app, url);
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});

/** What a browser sends with its API calls (Chrome over HTTPS). */
const NAVEGADOR = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'application/json, text/plain, */*',
  'accept-language': 'pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('public catalogue cache: answers kept compressed (brotli, gzip, as is)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const lista = (qs = 'page=1&limit=40') => `/api/v2/app/${anonToken()}/listaprodutos/${t.aurora}?${qs}`;

  it('answers each encoding from the copy made when the entry was stored: brotli to a browser, gzip, or the JSON', async () => {
    t.app.cachePublico.limpar();
    const antes = t.app.cachePublico.compressoes;
    const miss = await get(t.app, lista(), NAVEGADOR);
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(miss.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(miss.rawPayload).toString();
    expect((JSON.parse(json) as Lista).produtos.length).toBe(40);
    // brotli and gzip, once, when the entry was stored.
    expect(t.app.cachePublico.compressoes).toBe(antes + 2);

    for (let i = 0; i < 3; i++) {
      const hit = await get(t.app, lista(), NAVEGADOR);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['content-encoding']).toBe('br');
      expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
      expect(String(hit.headers.vary).toLowerCase().split(/,\s*/)).toEqual(['accept-encoding', 'x-idfornecedor']);
      expect(hit.headers.etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
      expect(hit.headers.etag).toBe(miss.headers.etag);
      // Decompressed once, it is the JSON: not compressed a second time by the compression plugin.
      expect(brotliDecompressSync(hit.rawPayload).toString()).toBe(json);
      expect(hit.rawPayload.length).toBeLessThan(json.length / 3);
    }
    expect(t.app.cachePublico.compressoes).toBe(antes + 2);

    const gz = await get(t.app, lista(), { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['x-cache']).toBe('HIT');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toMatch(/-gz"$/);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(json);
    // Brotli refused by its q: gzip; neither acceptable, or no Accept-Encoding: the JSON as it is.
    expect((await get(t.app, lista(), { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    const semCompressao: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of semCompressao) {
      const plano = await get(t.app, lista(), headers);
      expect(plano.headers['x-cache']).toBe('HIT');
      expect(plano.headers['content-encoding']).toBeUndefined();
      expect(plano.body).toBe(json);
      expect(plano.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(plano.headers.etag).not.toMatch(/-(br|gz)"$/);
    }
    expect(t.app.cachePublico.compressoes).toBe(antes + 2);
  });

  it("answers 304 to any of the entry's ETags (the same JSON in another encoding), with the ETag the browser holds", async () => {
    const br = await get(t.app, lista('page=1&limit=30'), NAVEGADOR);
    const plano = await get(t.app, lista('page=1&limit=30'));
    for (const etag of [br.headers.etag as string, plano.headers.etag as string, `W/${br.headers.etag as string}`]) {
      const r = await get(t.app, lista('page=1&limit=30'), { ...NAVEGADOR, 'if-none-match': etag });
      expect(r.statusCode).toBe(304);
      expect(r.rawPayload.length).toBe(0);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers.etag).toBe(etag.replace(/^W\//, ''));
    }
    const outro = await get(t.app, lista('page=1&limit=30'), { ...NAVEGADOR, 'if-none-match': '"outro-br"' });
    expect(outro.statusCode).toBe(200);
  });

  it('keeps a small answer as it is (below the compression threshold) and counts every copy in the memory bound', async () => {
    t.app.cachePublico.limpar();
    expect(t.app.cachePublico.bytes).toBe(0);
    const pequena = await get(t.app, lista('page=1&limit=1&sk=zzzz-nada-assim'), NAVEGADOR);
    expect(pequena.statusCode).toBe(200);
    expect(pequena.rawPayload.length).toBeLessThan(1024);
    expect(pequena.headers['content-encoding']).toBeUndefined();

    t.app.cachePublico.limpar();
    const br = await get(t.app, lista('page=1&limit=40'), NAVEGADOR);
    const gz = await get(t.app, lista('page=1&limit=40'), { 'accept-encoding': 'gzip' });
    const plano = await get(t.app, lista('page=1&limit=40'));
    const copias = br.rawPayload.length + gz.rawPayload.length + plano.rawPayload.length;
    expect(t.app.cachePublico.tamanho).toBe(1);
    expect(t.app.cachePublico.bytes).toBeGreaterThanOrEqual(copias);
    expect(t.app.cachePublico.bytes).toBeLessThan(copias + 1024);
  });
});

describe('public catalogue cache turned off (CACHE_MAX_ENTRIES=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ cache: { maxEntries: 0, ttlS: 60 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('computes every answer', async () => {
    const url = `/api/v2/app/${anonToken()}/listaprodutos/${t.aurora}`;
    for (let i = 0; i < 2; i++) {
      const r = await get(t.app, url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['x-cache']).toBeUndefined();
    }
    expect(t.app.cachePublico.ativo).toBe(false);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'public catalogue cache across processes (PostgreSQL LISTEN/NOTIFY)',
  () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let urlDoBanco: string;

    beforeAll(async () => {
      database = await openSeededTestDatabase();
      urlDoBanco = await urlDoBancoDeTeste(database.db, process.env.DATABASE_URL as string);
      app = buildTestApp(database, { databaseUrl: urlDoBanco });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('drops an entry when another connection (another process) writes, told by NOTIFY', async () => {
      expect(app.cachePublico.versoes.modo).toBe('notify');
      const url = `/api/v2/app/${anonToken()}/listaprodutos/${database.aurora}?limit=2`;
      const antes = (await get(app, url)).json() as Lista;
      expect((await get(app, url)).headers['x-cache']).toBe('HIT');

      const outro = new pg.Client({ connectionString: urlDoBanco });
      await outro.connect();
      const notificacoes = app.cachePublico.versoes.notificacoes;
      try {
        await outro.query('UPDATE produtos SET nome = nome || $1 WHERE id = $2', [
          ' (outro processo)',
          antes.produtos[0]!.id,
        ]);
      } finally {
        await outro.end();
      }
      for (let i = 0; i < 100 && app.cachePublico.versoes.notificacoes === notificacoes; i++) await esperar(20);
      expect(app.cachePublico.versoes.notificacoes).toBeGreaterThan(notificacoes);
      const depois = await get(app, url);
      expect(depois.headers['x-cache']).toBe('MISS');
      expect((depois.json() as Lista).produtos[0]!.nome).toBe(`${antes.produtos[0]!.nome} (outro processo)`);
      expect((await get(app, url)).headers['x-cache']).toBe('HIT');
    });
  },
);
