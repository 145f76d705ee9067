/**
 * Failed login attempts (wrong passwords per login): a login is refused with 429 once it has
 * `max` failures within `janelaMs` of the first, whoever sends the next attempt, so a password
 * cannot be guessed by spreading tries. Unlike the request rate limits, successes are not
 * counted (and a success clears the counter), so a person who logs in often is never locked out.
 * (Plain request limits per IP or per key are server/shared/keyed-rate-limit.ts, on @fastify/rate-limit.)
 * Counted in Redis when REDIS_URL is set (INCR + PEXPIRE: every process shares the count), in
 * memory otherwise (a bounded LRU). Redis down: attempts pass, as with the rate limits.
 */
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface AttemptCounter {
  /** Seconds until the counter expires when it has reached the limit; 0 when attempts are allowed. */
  bloqueadoPor(chave: string): Promise<number>;
  registrarFalha(chave: string): Promise<void>;
  limpar(chave: string): Promise<void>;
  fechar(): Promise<void>;
}

export interface AttemptCounterOptions {
  max: number;
  janelaMs: number;
  redisUrl?: string | undefined;
  /** Names the counter in Redis (several counters share one server). */
  nome: string;
  /** Logged when Redis fails (never with the key: it holds a login). */
  aoFalhar?: (motivo: string) => void;
}

export function createAttemptCounter(opcoes: AttemptCounterOptions): AttemptCounter {
  const { max, janelaMs } = opcoes;
  const PREFIXO = `storefront-tentativas:${opcoes.nome}:`;
  if (opcoes.redisUrl) {
    const redis = new Redis(opcoes.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => opcoes.aoFalhar?.(error.message));
    const seguro = async <T>(fn: () => Promise<T>, padrao: T): Promise<T> => {
      try {
        return await fn();
      } catch (error) {
        opcoes.aoFalhar?.((error as Error).message);
        return padrao;
      }
    };
    return {
      bloqueadoPor: (chave) =>
        seguro(async () => {
          const [n, ttl] = await Promise.all([redis.get(PREFIXO + chave), redis.pttl(PREFIXO + chave)]);
          return Number(n ?? 0) >= max ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
        }, 0),
      registrarFalha: (chave) =>
        seguro(async () => {
          const n = await redis.incr(PREFIXO + chave);
          if (n === 1) await redis.pexpire(PREFIXO + chave, janelaMs);
        }, undefined),
      limpar: (chave) => seguro(async () => void (await redis.del(PREFIXO + chave)), undefined),
      fechar: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  // At most 100,000 keys, counted as a size of 1 each rather than by `max`: lru-cache allocates
  // arrays of `max` slots up front (about 3 MB for 100,000, for each counter of the process).
  const memoria = new LRUCache<string, { n: number; expira: number }>({ maxSize: 100_000, sizeCalculation: () => 1 });
  const atual = (chave: string) => {
    const item = memoria.get(chave);
    if (item && item.expira <= Date.now()) {
      memoria.delete(chave);
      return undefined;
    }
    return item;
  };
  return {
    bloqueadoPor: async (chave) => {
      const item = atual(chave);
      return item && item.n >= max ? Math.max(1, Math.ceil((item.expira - Date.now()) / 1000)) : 0;
    },
    registrarFalha: async (chave) => {
      const item = atual(chave);
      if (item) item.n += 1;
      else memoria.set(chave, { n: 1, expira: Date.now() + janelaMs });
    },
    limpar: async (chave) => void memoria.delete(chave),
    fechar: async () => memoria.clear(),
  };
}
