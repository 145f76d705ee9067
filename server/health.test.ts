/**
 * /healthz (liveness) and /readyz (readiness: database, migrations, Redis when configured).
 * Redis is the local one at 127.0.0.1:6379 when it answers; the "unreachable" cases use a port
 * where nothing listens.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from './db/migrations';
import type { Database } from './db/schema';
import { redisAnswers } from './testing/redis';
import { buildTestApp, startTestApp, type TestApp } from './testing/test-app';

/** /readyz names the latest migration applied: the last of the list. */
const ULTIMA_MIGRACAO = Object.keys(migrations).at(-1);

const REDIS_LOCAL = 'redis://127.0.0.1:6379';
const REDIS_AUSENTE = 'redis://127.0.0.1:1';

const redisLocal = await redisAnswers(REDIS_LOCAL);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /healthz', () => {
  it('answers while the process runs, without touching the database', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers even when the database is unreachable', async () => {
    const morto = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://ninguem@127.0.0.1:1/nada' }) }),
    });
    const app = buildTestApp({ db: morto, kind: 'postgres' });
    try {
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await morto.destroy();
    }
  });
});

describe('GET /readyz', () => {
  it('is ready with the database migrated and no Redis configured', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, db: t.kind, migracoes: ULTIMA_MIGRACAO, redis: 'nao-configurado' });
  });

  it('answers 503 in pt-BR when the database is unreachable', async () => {
    const morto = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://ninguem@127.0.0.1:1/nada' }) }),
    });
    const app = buildTestApp({ db: morto, kind: 'postgres' });
    try {
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        mensagem: 'Servidor não está pronto: banco de dados inacessível',
        codigo: 'servidor.nao-pronto',
      });
    } finally {
      await app.close();
      await morto.destroy();
    }
  });

  it('answers 503 naming the pending migration', async () => {
    await t.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '0002-slugs-reservados-saude' as never)
      .execute();
    try {
      const response = await t.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        mensagem: 'Servidor não está pronto: migrações pendentes: 0002-slugs-reservados-saude',
        codigo: 'servidor.nao-pronto',
      });
    } finally {
      await t.db
        .insertInto('kysely_migration' as never)
        .values({ name: '0002-slugs-reservados-saude', timestamp: new Date().toISOString() } as never)
        .execute();
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 when REDIS_URL is configured and Redis does not answer', async () => {
    const app = buildTestApp(t, { redisUrl: REDIS_AUSENTE });
    try {
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        mensagem: 'Servidor não está pronto: Redis inacessível',
        codigo: 'servidor.nao-pronto',
      });
    } finally {
      await app.close();
    }
  });

  it.skipIf(!redisLocal)('is ready with Redis when REDIS_URL answers', async () => {
    const app = buildTestApp(t, { redisUrl: REDIS_LOCAL });
    try {
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ ok: true, redis: 'ok' });
    } finally {
      await app.close();
    }
  });
});

describe('/health stays as it was', () => {
  it('reports the database kind', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ ok: true, db: t.kind });
  });
});
