/**
 * The publish notice between processes (document-channel.ts): over Redis pub/sub (two channels
 * objects standing for two processes; skipped when no Redis answers at REDIS_URL, default
 * redis://127.0.0.1:6379), and in-process on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../testing/redis';
import { openTestDatabase } from '../testing/test-database';
import type { OpenedDatabase } from '../db/connect';
import { DocumentChannel } from './document-channel';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisOk = await redisAnswers(REDIS_URL);
const log = { warn: () => undefined };
const ID = '0b6f5a52-8e1e-4c1e-9a57-3f1f1e0c9a11';

let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function ate(condicao: () => boolean, ms = 5_000): Promise<void> {
  const fim = Date.now() + ms;
  while (!condicao()) {
    if (Date.now() > fim) throw new Error('tempo esgotado');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('DocumentChannel', () => {
  it('in one process (PGlite): the publisher’s own listeners are told at once, and it is reliable', async () => {
    const canal = new DocumentChannel({
      db: database.db,
      kind: 'pglite',
      databaseUrl: undefined,
      redisUrl: undefined,
      log,
    });
    const ouvidos: string[] = [];
    canal.aoMudar((id) => ouvidos.push(id));
    await canal.iniciar();
    expect(canal.confiavel).toBe(true);
    await canal.avisar(ID);
    expect(ouvidos).toEqual([ID]);
    await canal.fechar();
    expect(canal.confiavel).toBe(false);
  });

  it.skipIf(!redisOk)(
    'over Redis: a notice published by one process reaches the other; garbage is ignored',
    async () => {
      const a = new DocumentChannel({
        db: database.db,
        kind: 'pglite',
        databaseUrl: undefined,
        redisUrl: REDIS_URL,
        log,
      });
      const b = new DocumentChannel({
        db: database.db,
        kind: 'pglite',
        databaseUrl: undefined,
        redisUrl: REDIS_URL,
        log,
      });
      const ouvidosB: string[] = [];
      b.aoMudar((id) => ouvidosB.push(id));
      try {
        await Promise.all([a.iniciar(), b.iniciar()]);
        await ate(() => a.confiavel && b.confiavel);
        ouvidosB.length = 0; // the '*' of the (re)subscription
        await a.depoisDoCommit(ID);
        await ate(() => ouvidosB.includes(ID));
        expect(b.recebidos).toBe(1);
        const { Redis } = await import('ioredis');
        const intruso = new Redis(REDIS_URL);
        await intruso.publish('documentos_loja', 'nao-e-um-uuid');
        intruso.disconnect();
        await a.depoisDoCommit(ID.toUpperCase());
        await ate(() => b.recebidos === 2);
        expect(ouvidosB.filter((id) => id !== ID)).toEqual([]);
      } finally {
        await Promise.all([a.fechar(), b.fechar()]);
      }
    },
  );
});
