/**
 * Several servers behave as one: two real server processes (server/main.ts, each on its own
 * port, as behind any load balancer) on one PostgreSQL and one Redis. A session, a catalogue
 * change and a rate limit made through one are seen through the other.
 *
 * Needs DATABASE_URL (PostgreSQL) and Redis (REDIS_URL, default redis://127.0.0.1:6379); skipped
 * without them. The rate-limit part needs RATE_LIMIT_MAX / RATE_LIMIT_WINDOW_MS support in
 * server/config.ts (the @fastify/rate-limit plugin with its Redis store): it is skipped, and only
 * it, when server/config.ts does not read RATE_LIMIT_MAX.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, criarSessao } from './testing/test-app';
import {
  openPostgresTestDatabase,
  startServerProcess,
  type ServerProcess,
  type UrlTestDatabase,
} from './testing/server-process';
import { redisAnswers } from './testing/redis';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const RATE_LIMIT_MAX = 20;

/** server/config.ts reads RATE_LIMIT_MAX: the rate-limit plugin is in this branch. */

const redisOk = await redisAnswers(REDIS_URL);

/** GET through plain node:http, optionally from another loopback address (its own rate-limit key). */
function get(url: string, localAddress?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', localAddress, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A request with a JSON body and headers, through plain node:http. */
function send(
  url: string,
  method: string,
  corpo?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = corpo === undefined ? undefined : JSON.stringify(corpo);
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe.skipIf(!DATABASE_URL || !redisOk)('two server processes on one PostgreSQL and one Redis', () => {
  let database: UrlTestDatabase;
  let work: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let urlA: string;
  let urlB: string;
  let aurora: string;

  beforeAll(async () => {
    database = await openPostgresTestDatabase(DATABASE_URL as string);
    const row = await database.db
      .selectFrom('fornecedores')
      .select('idfornecedor')
      .where('slug', '=', 'aurora')
      .executeTakeFirstOrThrow();
    aurora = row.idfornecedor;
    work = mkdtempSync(join(tmpdir(), 'storefront-two-'));
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      STATIC_DIR: join(work, 'static'),
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      RATE_LIMIT_WINDOW_MS: '60000',
      // One signing key for both (as in production): a JWT issued by one is read by the other.
      JWT_SECRET: 'dois-processos-uma-chave-de-teste-0123456789',
    };
    a = startServerProcess(env);
    b = startServerProcess(env);
    [[urlA], [urlB]] = (await Promise.all([a.listening(1), b.listening(1)])) as [[string], [string]];
    expect(urlA).not.toBe(urlB);
  }, 240_000);

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    if (work) rmSync(work, { recursive: true, force: true });
    expect(codes).toEqual([0, 0]);
  }, 60_000);

  it('both are ready, with Redis', async () => {
    for (const url of [urlA, urlB]) {
      const response = await get(`${url}/readyz`);
      expect(response.status, response.body).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ ok: true, db: 'postgres', redis: 'ok' });
    }
  });

  it('a session is honoured by both, and its logout through one is seen through the other', async () => {
    const sessao = await criarSessao(database.db, { idfornecedor: aurora });
    const carrosseis = (url: string) =>
      get(
        `${url}/api/v2/app/${sessao.token}~${sessao.idcliente}/customizacao/carrossel/list-for-page/${aurora}?page=HOME`,
      );
    expect((await carrosseis(urlA)).status).toBe(200);
    expect((await carrosseis(urlB)).status).toBe(200);

    expect((await get(`${urlA}/api/v1/app/${sessao.token}/cliente/logout`)).status).toBe(200);
    // The process that logged out refuses at once; the other one as soon as its NOTIFY arrives
    // (sessions kept in memory, migration 0036): milliseconds, waited for here up to 2 s.
    expect((await carrosseis(urlA)).status).toBe(401);
    let depois = await carrosseis(urlB);
    for (let i = 0; i < 100 && depois.status === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      depois = await carrosseis(urlB);
    }
    expect(depois.status).toBe(401);
    expect(JSON.parse(depois.body)).toEqual({
      mensagem: 'Sessão expirada, efetue login novamente',
      codigo: 'sessao.expirada',
    });
  });

  it("a login's jwttoken is refused right after logout, through the other process too (issue 27, item 2)", async () => {
    const login = await send(`${urlA}/api/v1/app/${anonToken()}/usuario/autenticar`, 'POST', {
      cpf: 'maria@exemplo.com.br',
      senha: 'maria123',
      idfornecedor: aurora,
    });
    expect(login.status, login.body).toBe(200);
    const { token, jwttoken, idcliente } = JSON.parse(login.body) as {
      token: string;
      jwttoken: string;
      idcliente: number;
    };
    const termos = (url: string) =>
      send(`${url}/api/v4/client/${idcliente}/supplier/${aurora}/termos-uso`, 'GET', undefined, {
        authorization: `Bearer ${jwttoken}`,
      });
    expect((await termos(urlB)).status).toBe(200);
    expect((await termos(urlA)).status).toBe(200);

    expect((await get(`${urlA}/api/v1/app/${token}/cliente/logout`)).status).toBe(200);
    expect((await termos(urlA)).status).toBe(401);
    let depois = await termos(urlB);
    for (let i = 0; i < 100 && depois.status === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      depois = await termos(urlB);
    }
    expect(depois.status).toBe(401);
    expect(JSON.parse(depois.body)).toEqual({
      mensagem: 'Sessão expirada, efetue login novamente',
      codigo: 'sessao.expirada',
    });
  });

  it('a catalogue change in the database is served by both', async () => {
    const produto = await database.db
      .selectFrom('produtos')
      .select(['id', 'slug', 'nome'])
      .where('idfornecedor', '=', aurora)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const url = (base: string) =>
      `${base}/api/v2/app/${anonToken()}/fornecedor/${aurora}/produto/${produto.slug}?disableSimilares=true`;
    expect(JSON.parse((await get(url(urlA))).body).nome).toBe(produto.nome);

    const novo = `${produto.nome} (renomeado)`;
    await database.db.updateTable('produtos').set({ nome: novo }).where('id', '=', produto.id).execute();
    for (const base of [urlB, urlA]) {
      const response = await get(url(base));
      expect(response.status, response.body).toBe(200);
      expect(JSON.parse(response.body).nome).toBe(novo);
    }
  });

  it('a rate limit counted through one applies through the other (Redis store)', async () => {
    // From its own loopback address: a fresh per-IP counter, shared by both processes.
    const statuses: number[] = [];
    for (let i = 0; i < 2 * RATE_LIMIT_MAX; i++) {
      const base = i % 2 === 0 ? urlA : urlB;
      const response = await get(
        `${base}/api/v2/app/${anonToken()}~0/customizacao/carrossel/list-for-page/${aurora}?page=HOME`,
        '127.0.0.2',
      );
      statuses.push(response.status);
    }
    // One counter for both: exactly RATE_LIMIT_MAX answers, then 429 through either process.
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT_MAX);
    expect(statuses.slice(RATE_LIMIT_MAX).every((s) => s === 429)).toBe(true);
  });
});
