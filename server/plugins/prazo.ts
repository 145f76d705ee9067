/**
 * The answer's deadline (issue 27, item 4): every request is answered, with its result or with
 * 503 and Retry-After (408 when the client's own body is late), within REQUEST_TIMEOUT_MS.
 *
 * Fastify's `handlerTimeout` is not used: it clears its timer on the request stream's 'close',
 * which Node emits as soon as a request body has been read, so a POST (an order) that then waited
 * on the database had no deadline at all and its socket was closed by the connection timeout
 * without an answer. Here the timer starts at `onRequest`, the earliest hook, is stopped when the
 * answer starts (`onSend`) or the connection closes, and fires before the promised timeout by
 * the margin of `handlerDeadline` (a busy event loop fires timers late). An operation may set a
 * longer deadline of its own (`x-fastify-config: { prazoMs }` in its OpenAPI document).
 *
 * The work of a request answered 503 goes on: an order committed after its deadline is the
 * order of its Idempotency-Key, which a retry with the same key answers (docs/server.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { handlerDeadline } from '../shared/deadline';

/** The code the error handler answers with 503 `servidor.tempo-esgotado` (or 408 for a late body). */
export const CODIGO_PRAZO = 'FST_ERR_HANDLER_TIMEOUT';

/** Beyond a route's own deadline, how long its connection may stay silent (its 503 is written first). */
const MARGEM_DO_SOCKET_MS = 5_000;

export interface PrazoOptions {
  requestTimeoutMs: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request's deadline passes. */
    prazoFinal: number;
  }
}

async function prazoPlugin(app: FastifyInstance, options: PrazoOptions): Promise<void> {
  const prazoPadraoMs = handlerDeadline(options.requestTimeoutMs);
  app.decorateRequest('prazoFinal', 0);
  const timers = new WeakMap<object, NodeJS.Timeout>();
  const parar = (request: object) => {
    const timer = timers.get(request);
    if (timer !== undefined) {
      clearTimeout(timer);
      timers.delete(request);
    }
  };
  app.addHook('onRequest', (request, reply, done) => {
    // A route whose work is long by nature (the ERP's batches of 10,000 lines) says its own
    // deadline in its document: `x-fastify-config: { prazoMs: … }` (docs/server.md).
    const daRota = (request.routeOptions.config as { prazoMs?: number } | undefined)?.prazoMs;
    const prazoMs = daRota === undefined ? prazoPadraoMs : handlerDeadline(daRota);
    // The connection's own inactivity timeout (REQUEST_TIMEOUT_MS + KEEP_ALIVE_TIMEOUT_MS) would
    // close a socket whose answer takes longer: for this request it is the route's deadline and
    // a margin (Node puts its own back for the next request on a kept-alive connection).
    const socket = request.raw.socket as { setTimeout?: (ms: number) => unknown } | null;
    if (daRota !== undefined && typeof socket?.setTimeout === 'function')
      socket.setTimeout(daRota + MARGEM_DO_SOCKET_MS);
    request.prazoFinal = performance.now() + prazoMs;
    const timer = setTimeout(() => {
      timers.delete(request);
      if (reply.sent) return;
      if (reply.raw.headersSent) {
        // A stream already under way: nothing else can be said on this connection.
        reply.raw.destroy();
        return;
      }
      const erro = Object.assign(new Error(`a requisição passou do prazo de ${prazoMs} ms`), {
        code: CODIGO_PRAZO,
        statusCode: 503,
      });
      reply.send(erro);
    }, prazoMs);
    timers.set(request, timer);
    reply.raw.once('close', () => parar(request));
    done();
  });
  // The answer starts: from here it is written, never replaced by the deadline's 503.
  app.addHook('onSend', (request, _reply, payload, done) => {
    parar(request);
    done(null, payload);
  });
}

export const prazo = fp(prazoPlugin, { name: 'prazo', fastify: '5.x' });
