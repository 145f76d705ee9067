/**
 * Probes for orchestrators and load balancers:
 * - `GET /healthz` (liveness): the process answers; touches nothing else. `{ ok: true }`.
 * - `GET /readyz` (readiness): the database answers, every migration has run, and Redis answers
 *   when `REDIS_URL` is configured. 200 `{ ok: true, db, migracoes, redis }`; otherwise 503 with
 *   the one error shape `{ mensagem, codigo: 'servidor.nao-pronto' }`, naming what failed.
 * Each check gives up after READY_CHECK_TIMEOUT_MS, so a hung dependency answers 503, not a hang.
 * (`/health`, in server/web, stays as it was.)
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { createMigrator } from '../db/migrate';
import type { ErrorBody } from '../shared/http-error';

export const READY_CHECK_TIMEOUT_MS = 2000;
export const CODIGO_NAO_PRONTO = 'servidor.nao-pronto';

class Falha extends Error {}

function comPrazo<T>(promise: Promise<T>, oQue: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const prazo = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Falha(`${oQue} não respondeu em ${READY_CHECK_TIMEOUT_MS / 1000} s`)),
      READY_CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, prazo]).finally(() => clearTimeout(timer));
}

export interface ReadyBody {
  ok: true;
  db: string;
  /** The latest migration applied. */
  migracoes: string;
  /** 'ok', or 'nao-configurado' when REDIS_URL is not set. */
  redis: 'ok' | 'nao-configurado';
}

async function healthPlugin(app: FastifyInstance): Promise<void> {
  // A client of its own for the probe: it never queues commands while disconnected (a probe must
  // fail fast) and reconnects in the background.
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: READY_CHECK_TIMEOUT_MS,
        retryStrategy: (tentativas) => Math.min(tentativas * 200, 2000),
      })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.debug({ err: error }, 'readyz: Redis indisponível'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }

  const verificarBanco = async (): Promise<string> => {
    try {
      await comPrazo(sql`select 1`.execute(app.db), 'o banco de dados');
    } catch (error) {
      throw error instanceof Falha ? error : new Falha('banco de dados inacessível');
    }
    let info;
    try {
      info = await comPrazo(createMigrator(app.db).getMigrations(), 'o banco de dados');
    } catch (error) {
      throw error instanceof Falha ? error : new Falha('não foi possível ler as migrações aplicadas');
    }
    const pendentes = info.filter((m) => m.executedAt === undefined).map((m) => m.name);
    if (pendentes.length > 0) throw new Falha(`migrações pendentes: ${pendentes.join(', ')}`);
    return info.at(-1)?.name ?? '';
  };

  const verificarRedis = async (): Promise<'ok' | 'nao-configurado'> => {
    if (!redis) return 'nao-configurado';
    try {
      if (redis.status === 'wait' || redis.status === 'end') await comPrazo(redis.connect(), 'o Redis');
      const resposta = await comPrazo(redis.ping(), 'o Redis');
      if (resposta !== 'PONG') throw new Falha(`Redis respondeu ${JSON.stringify(resposta)} ao PING`);
      return 'ok';
    } catch (error) {
      throw error instanceof Falha ? error : new Falha('Redis inacessível');
    }
  };

  app.get('/healthz', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ ok: true });
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const [banco, cache] = await Promise.allSettled([verificarBanco(), verificarRedis()]);
    if (banco.status === 'fulfilled' && cache.status === 'fulfilled') {
      const body: ReadyBody = { ok: true, db: app.dbKind, migracoes: banco.value, redis: cache.value };
      return reply.send(body);
    }
    const motivos = [banco, cache]
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => (r.reason instanceof Error ? r.reason.message : String(r.reason)));
    request.log.warn({ motivos }, 'readyz: servidor não está pronto');
    const body: ErrorBody = { mensagem: `Servidor não está pronto: ${motivos.join('; ')}`, codigo: CODIGO_NAO_PRONTO };
    return reply.code(503).send(body);
  });
}

export const health = fp(healthPlugin, { name: 'health', fastify: '5.x', dependencies: ['core'] });
