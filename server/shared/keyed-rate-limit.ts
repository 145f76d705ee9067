/**
 * Stricter limits inside a handler, for keys only the handler knows (the login typed, after
 * normalisation), counted in the same store as the API limit (Redis when REDIS_URL is set, so
 * several processes share them). Built on @fastify/rate-limit's `createRateLimit`, as
 * `limitarTaxa` (server/plugins/rate-limit.ts) is on its `rateLimit`: an onRequest hook made by
 * `limitarTaxa` cannot be attached to the OpenAPI routes from a module, and once the global API
 * limit has run for a request the library skips any further `rateLimit` hook on it.
 * Over the limit: the pt-BR 429 body with Retry-After. Internal calls (server rendering) are not counted.
 */
import '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isInternalCall } from './internal-call';
import { tooManyRequests } from './http-error';

export interface KeyedRateLimit {
  /** Names the counter, e.g. 'recuperar-senha-login'. */
  nome: string;
  /** Requests allowed per window and key. */
  max: number;
  janelaMs: number;
}

/** Returns a check that counts one request for `chave` and throws the 429 HttpError over the limit. */
export function createKeyedRateLimit(
  app: FastifyInstance,
  limite: KeyedRateLimit,
): (request: FastifyRequest, reply: FastifyReply, chave: string) => Promise<void> {
  const chaves = new WeakMap<FastifyRequest, string>();
  const contar = app.createRateLimit({
    max: limite.max,
    timeWindow: limite.janelaMs,
    keyGenerator: (request) => `${limite.nome}:${chaves.get(request) ?? request.ip}`,
  });
  return async (request, reply, chave) => {
    if (isInternalCall(request)) return;
    chaves.set(request, chave);
    const resultado = await contar(request);
    if (!resultado.isAllowed && resultado.isExceeded) {
      reply.header('Retry-After', String(resultado.ttlInSeconds));
      throw tooManyRequests(resultado.ttlInSeconds);
    }
  };
}
