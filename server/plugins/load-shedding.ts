/**
 * Load shedding for the API, answered at once with 503 (pt-BR body, Retry-After: 1) instead of
 * letting every answer queue until all are late:
 * - at most MAX_IN_FLIGHT API requests are processed at once (requests waiting on the database
 *   pool count); a request leaves the count when its answer is sent or its connection closes;
 * - while the event loop lags more than MAX_EVENT_LOOP_DELAY_MS (the process is CPU-bound, e.g.
 *   the embedded PGlite database answering a flood of searches, so requests wait in the socket
 *   queue before Node even reads them), new API requests are shed too: each costs a fraction of a
 *   millisecond, so the queue drains and the health check and the pages keep answering. Only a
 *   burst is shed (more than RAJADA_MINIMA API requests since the loop last breathed): a lone
 *   request after a pause is served.
 * Pages, assets, images and the health route are never shed.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERRORS_BY_STATUS } from '../shared/http-error';
import { PREFIXO_API } from './rate-limit';
import { isInternalCall } from '../shared/internal-call';

declare module 'fastify' {
  interface FastifyInstance {
    /** API requests being processed now (load shedding). */
    requisicoesEmAndamento: () => number;
  }
}

export interface LoadSheddingOptions {
  maxInFlight: number;
  /** 0 turns the event-loop check off. */
  maxEventLoopDelayMs: number;
}

/** A timer beats this often; a request that finds the last beat older than the limit may shed. */
const BATIDA_MS = 20;
/**
 * ...but only within a burst: more than this many API requests started since the last beat. A
 * lone request after a long pause (start-up, a slow query, a GC) is served; a flood is shed.
 */
export const RAJADA_MINIMA = 16;

async function loadSheddingPlugin(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  let emAndamento = 0;
  // The lag is read when each request arrives (not sampled): while the loop is busy with a burst
  // of requests, no beat happens, so the rest of that burst is shed at once.
  let batida = performance.now();
  let desdeABatida = 0;
  const atrasado = (): boolean =>
    options.maxEventLoopDelayMs > 0 &&
    desdeABatida > RAJADA_MINIMA &&
    performance.now() - batida - BATIDA_MS > options.maxEventLoopDelayMs;
  if (options.maxEventLoopDelayMs > 0) {
    const timer = setInterval(() => {
      batida = performance.now();
      desdeABatida = 0;
    }, BATIDA_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.decorate('requisicoesEmAndamento', () => emAndamento);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(PREFIXO_API) || isInternalCall(request)) return;
    desdeABatida += 1;
    if (emAndamento >= options.maxInFlight || atrasado()) {
      request.log.warn({ emAndamento }, 'API sobrecarregada: requisição recusada com 503');
      return reply.code(503).header('retry-after', '1').header('cache-control', 'no-store').send(ERRORS_BY_STATUS[503]);
    }
    emAndamento += 1;
    let contada = true;
    const sair = () => {
      if (contada) {
        contada = false;
        emAndamento -= 1;
      }
    };
    reply.raw.once('finish', sair);
    reply.raw.once('close', sair);
    return undefined;
  });
}

export const loadShedding = fp(loadSheddingPlugin, { name: 'load-shedding', fastify: '5.x' });
