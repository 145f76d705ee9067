/**
 * Rate limits with @fastify/rate-limit, counted in Redis when REDIS_URL is set (shared by every
 * process), in memory otherwise:
 * - the API (`/api/…`): RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW_MS per client IP (the IP
 *   Fastify reports, i.e. X-Forwarded-For only under TRUST_PROXY); RATE_LIMIT_MAX=0 turns it off;
 * - the building block for stricter limits (login, registration, recovery):
 *     `app.register` this plugin once, then (server/shared/limite-taxa.ts)
 *     `limitarTaxa(app, { nome: 'login', max: 5, janelaMs: 15 * 60_000 })`
 *   returns an onRequest hook for a route, counted apart from the API limit (its own `nome`);
 *   an operation of the OpenAPI documents may also say
 *     `x-fastify-config: { rateLimit: { max: 5, timeWindow: 900000 } }`
 *   (fastify-openapi-glue passes it on as the route's config, which @fastify/rate-limit reads).
 * Over the limit: 429 with the pt-BR `{ mensagem, codigo }` body and Retry-After; the storefront's
 * API client sends the visitor to `/{slug}/erro/too-many-request`.
 * Redis down: requests pass (skipOnError) and a warning is logged, so the store never takes the
 * API down with it.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config';
import { tooManyRequests } from '../shared/http-error';
import { isInternalCall } from '../shared/internal-call';

export const PREFIXO_API = '/api/';

async function rateLimitPlugin(app: FastifyInstance, options: { config: ServerConfig }): Promise<void> {
  const { config } = options;
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      connectTimeout: 500,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    redis.on('error', (error: Error) =>
      app.log.warn({ motivo: error.message }, 'limite de requisições: Redis indisponível'),
    );
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  const ligado = config.rateLimitMax > 0;
  await app.register(fastifyRateLimit, {
    global: ligado,
    max: ligado ? config.rateLimitMax : 1,
    timeWindow: config.rateLimitWindowMs,
    ...(redis ? { redis, nameSpace: 'storefront-rl:' } : {}),
    skipOnError: true,
    // The global limit counts a client's API calls only: not pages, assets and images, nor the
    // server renderer's in-process calls (server/shared/internal-call.ts).
    allowList: (request) => !request.url.startsWith(PREFIXO_API) || isInternalCall(request),
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
}

export const rateLimit = fp(rateLimitPlugin, { name: 'rate-limit', fastify: '5.x' });
