/**
 * Issue 26's check on the answer caches and prices:
 * - a cached anonymous answer (server/shared/public-cache.ts, in every encoding it is kept in)
 *   never carries a client's price: at a supplier that hides prices from logged-out visitors it has
 *   none, whatever logged-in calls came before it and whatever session cookie or Bearer the request
 *   carries; where prices are public it carries the products' list prices as the database has them;
 * - a client's price change reaches that client's next answer on another process within a second:
 *   two apps on one PostgreSQL database stand for two processes (each with its own caches and its
 *   own LISTEN connection); the change is written by a connection of its own (another process, an
 *   ERP, a tool), and the other app's answers are read until they show it.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonToken,
  buildTestApp,
  criarSessao,
  openSeededTestDatabase,
  startTestApp,
  type SessaoDeTeste,
  type TestApp,
  type TestDatabase,
} from '../../testing/test-app';
import { urlDoBancoDeTeste } from '../../testing/test-database';

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** The body of an answer, decoded from its Content-Encoding. */
function corpo(r: LightMyRequestResponse): Json {
  const codificacao = r.headers['content-encoding'];
  const bytes =
    codificacao === 'br'
      ? brotliDecompressSync(r.rawPayload)
      : codificacao === 'gzip'
        ? gunzipSync(r.rawPayload)
        : r.rawPayload;
  return JSON.parse(bytes.toString()) as Json;
}

/** Every price field of an answer (any depth): [path, value]. */
function precos(valor: Json, caminho = '$'): [string, Json][] {
  if (Array.isArray(valor)) return valor.flatMap((v, i) => precos(v, `${caminho}[${i}]`));
  if (valor === null || typeof valor !== 'object') return [];
  return Object.entries(valor).flatMap(([k, v]): [string, Json][] => {
    const aqui = `${caminho}.${k}`;
    if (/^(preco|preconf|precovendaatacado)/.test(k) && (v === null || typeof v === 'number')) return [[aqui, v]];
    if (k === 'descontoProgressivo' && v !== null && typeof v === 'object' && !Array.isArray(v))
      return Object.values(v).map((n): [string, Json] => [aqui, n]);
    return precos(v, aqui);
  });
}

const ENCODINGS = ['gzip, deflate, br, zstd', 'gzip', ''];

/** The public catalogue calls of a caller (`auth`: token, `cliente`: `~idcliente` where the path has it). */
function chamadas(idfornecedor: string, auth: string, idcliente: number, slug: string): string[] {
  return [
    `/api/v2/app/${auth}/listaprodutos/${idfornecedor}?page=1&limit=40`,
    `/api/v1/app/${auth}/listaprodutosf/${idfornecedor}?page=1&limit=40`,
    `/api/v2/app/${auth}/fornecedor/${idfornecedor}/produto/${slug}`,
    `/api/v2/app/${auth}~${idcliente}/customizacao/carrossel/list-for-page/${idfornecedor}?page=HOME&loadProdutos=true`,
    `/api/v2/app/${auth}/listacategoriasprodutos/${idfornecedor}`,
  ];
}

async function umSlug(t: Pick<TestApp, 'db'>, idfornecedor: string): Promise<string> {
  const row = await t.db
    .selectFrom('produtos')
    .select('slug')
    .where('idfornecedor', '=', idfornecedor)
    .where('ativo', '=', true)
    .where('produto_adicional_de', 'is', null)
    .where('preco_centavos', '>', 0)
    .orderBy('ordem')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.slug;
}

describe('a cached anonymous answer never carries a client’s price', () => {
  let t: TestApp;
  let cliente: SessaoDeTeste;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('at a supplier that hides prices from visitors: none, in every encoding, after logged-in calls, with a session cookie or Bearer', async () => {
    cliente = await criarSessao(t.db, { idfornecedor: t.construforte });
    const slug = await umSlug(t, t.construforte);
    t.app.cachePublico.limpar();
    const logadas = chamadas(t.construforte, cliente.token, cliente.idcliente, slug);
    const anonimas = chamadas(t.construforte, anonToken(), 0, slug);
    // The client's answers first (they warm what is shared per catalogue version), then the visitor's.
    for (const url of logadas) {
      const r = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(r.statusCode, url).toBe(200);
      if (!url.includes('listacategoriasprodutos'))
        expect(
          precos(corpo(r)).some(([, v]) => typeof v === 'number' && v > 0),
          url,
        ).toBe(true);
    }
    let vistas = 0;
    for (const [i, url] of anonimas.entries()) {
      for (const encoding of ENCODINGS) {
        for (const extra of [
          {},
          { cookie: `sf_token=${cliente.token}` },
          { authorization: `Bearer ${cliente.token}` },
        ]) {
          const r = await t.app.inject({ url, headers: { 'accept-encoding': encoding, ...extra } });
          expect(r.statusCode, url).toBe(200);
          expect(r.headers['cache-control'], url).toMatch(/^public/);
          for (const [caminho, valor] of precos(corpo(r))) {
            vistas++;
            expect(valor, `${url} ${caminho}`).toBeNull();
          }
          // A logged-in call between two anonymous ones changes nothing in the entry.
          await t.app.inject({ url: logadas[i]!, headers: { 'accept-encoding': encoding } });
        }
      }
    }
    expect(vistas).toBeGreaterThan(100);
    expect(t.app.cachePublico.acertos).toBeGreaterThan(0);
  });

  it('where prices are public: the products’ list prices as the database has them, never a client’s answer', async () => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    const slug = await umSlug(t, t.aurora);
    t.app.cachePublico.limpar();
    const lista = await t.db
      .selectFrom('produtos')
      .select(['id', 'preco_centavos'])
      .where('idfornecedor', '=', t.aurora)
      .execute();
    const listaDe = new Map(lista.map((p) => [p.id, p.preco_centavos]));
    const logadas = chamadas(t.aurora, sessao.token, sessao.idcliente, slug);
    for (const [i, url] of chamadas(t.aurora, anonToken(), 0, slug).entries()) {
      await t.app.inject({ url: logadas[i]!, headers: { 'accept-encoding': 'br' } });
      for (const encoding of ENCODINGS) {
        const r = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
        const produtos: { id: number; preco: number | null }[] = [];
        const juntar = (v: Json): void => {
          if (Array.isArray(v)) v.forEach(juntar);
          else if (v !== null && typeof v === 'object') {
            if (typeof v.id === 'number' && 'preco' in v && 'preconf' in v)
              produtos.push({ id: v.id, preco: v.preco as number | null });
            Object.values(v).forEach(juntar);
          }
        };
        juntar(corpo(r));
        for (const p of produtos) {
          const centavos = listaDe.get(p.id);
          expect(p.preco, `${url} produto ${p.id}`).toBe(
            centavos === null || centavos === undefined ? null : centavos / 100,
          );
        }
      }
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'a client’s price change reaches that client’s next answer on another process within a second (PostgreSQL)',
  () => {
    let database: TestDatabase;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let urlDoBanco: string;

    /** Runs one statement on a connection of its own (another process, an ERP, a tool). */
    async function outraConexao(texto: string, valores: unknown[]): Promise<void> {
      const outro = new pg.Client({ connectionString: urlDoBanco });
      await outro.connect();
      try {
        await outro.query(texto, valores);
      } finally {
        await outro.end();
      }
    }

    /** Milliseconds from `mudar()`'s commit until `visto()` holds on every call (polled every 10 ms, 2 s at most). */
    async function ate(mudar: () => Promise<void>, visto: () => Promise<boolean>): Promise<number> {
      await mudar();
      const inicio = performance.now();
      while (performance.now() - inicio < 2_000) {
        if (await visto()) return performance.now() - inicio;
        await esperar(10);
      }
      return Number.POSITIVE_INFINITY;
    }

    beforeAll(async () => {
      database = await openSeededTestDatabase();
      urlDoBanco = await urlDoBancoDeTeste(database.db, process.env.DATABASE_URL as string);
      a = buildTestApp(database, { databaseUrl: urlDoBanco });
      b = buildTestApp(database, { databaseUrl: urlDoBanco });
      await Promise.all([a.ready(), b.ready()]);
      expect(a.cachePublico.versoes.modo).toBe('notify');
      expect(a.sessaoService.cache?.ativo).toBe(true);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database?.close();
    });

    it('a product’s new price: the client’s list and product page on the other process, and its visitors’ cached list there', async () => {
      const sessao = await criarSessao(database.db, { idfornecedor: database.aurora });
      const alvo = await database.db
        .selectFrom('produtos')
        .select(['id', 'slug', 'preco_centavos'])
        .where('idfornecedor', '=', database.aurora)
        .where('ativo', '=', true)
        .where('produto_adicional_de', 'is', null)
        .where('preco_centavos', '>', 0)
        .orderBy('ordem')
        .limit(1)
        .executeTakeFirstOrThrow();
      const urls = [
        `/api/v2/app/${sessao.token}/listaprodutos/${database.aurora}?page=1&limit=20`,
        `/api/v2/app/${sessao.token}/fornecedor/${database.aurora}/produto/${alvo.slug}`,
        `/api/v2/app/${anonToken()}/listaprodutos/${database.aurora}?page=1&limit=20`,
      ];
      const precoEm = async (app: FastifyInstance, url: string): Promise<number | null | undefined> => {
        const r = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
        const j = corpo(r) as { produtos?: { id: number; preco: number | null }[]; id?: number; preco?: number | null };
        if (j.produtos) return j.produtos.find((p) => p.id === alvo.id)?.preco;
        return j.preco;
      };
      // Both processes answer (and keep what they keep) before the change.
      for (const app of [a, b]) for (const url of urls) expect(await precoEm(app, url)).toBe(alvo.preco_centavos / 100);
      expect((await a.inject({ url: urls[2]!, headers: { 'accept-encoding': 'br' } })).headers['x-cache']).toBe('HIT');

      const novo = alvo.preco_centavos + 137;
      try {
        const ms = await ate(
          () => outraConexao('UPDATE produtos SET preco_centavos = $1 WHERE id = $2', [novo, alvo.id]),
          async () => (await Promise.all(urls.map((u) => precoEm(a, u)))).every((p) => p === novo / 100),
        );
        expect(ms).toBeLessThan(1_000);
      } finally {
        await outraConexao('UPDATE produtos SET preco_centavos = $1 WHERE id = $2', [alvo.preco_centavos, alvo.id]);
      }
    });

    it('a client’s approval withdrawn and given back: its prices hidden, then shown, on the other process', async () => {
      const sessao = await criarSessao(database.db, { idfornecedor: database.construforte });
      const url = `/api/v2/app/${sessao.token}/listaprodutos/${database.construforte}?page=1&limit=20`;
      const comPreco = async (app: FastifyInstance) => {
        const r = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(r.statusCode).toBe(200);
        expect(r.headers['cache-control']).toBe('private, no-store');
        return precos(corpo(r)).some(([, v]) => typeof v === 'number' && v > 0);
      };
      // The session is read and kept by both processes.
      expect(await comPreco(a)).toBe(true);
      expect(await comPreco(b)).toBe(true);
      const aprovar = (aprovado: boolean) => () =>
        outraConexao('UPDATE cadastros_cliente SET cadastro_aprovado = $1 WHERE idcliente = $2 AND idfornecedor = $3', [
          aprovado,
          sessao.idcliente,
          database.construforte,
        ]);
      const escondido = await ate(aprovar(false), async () => !(await comPreco(a)));
      expect(escondido).toBeLessThan(1_000);
      const mostrado = await ate(aprovar(true), async () => comPreco(a));
      expect(mostrado).toBeLessThan(1_000);
    });
  },
);
