/**
 * Stricter per-operation rate limits (login, registration, recovery), counted apart from the
 * global API limit by @fastify/rate-limit (Redis when REDIS_URL is set, so several processes share
 * them). Requires the rate-limit plugin (server/plugins/rate-limit.ts) to be registered first; it
 * is, before every module. Over the limit the hook throws the pt-BR 429 (with Retry-After).
 * A module calls the returned hook at the start of its handler: `await limite(request, reply)`.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';

export interface LimiteDeTaxa {
  /** Names the counter (its own bucket), e.g. 'login'. */
  nome: string;
  /** Requests allowed per window. */
  max: number;
  janelaMs: number;
  /** What is counted; the client IP by default (e.g. the login name plus the IP). */
  chave?: (request: FastifyRequest) => string;
}

/** An onRequest hook enforcing `limite`; register the rate-limit plugin first. */
export function limitarTaxa(app: FastifyInstance, limite: LimiteDeTaxa): onRequestHookHandler {
  return app.rateLimit({
    max: limite.max,
    timeWindow: limite.janelaMs,
    groupId: limite.nome,
    keyGenerator: (request) => `${limite.nome}:${limite.chave ? limite.chave(request) : request.ip}`,
  });
}
