/**
 * In-process calls: the server renderer (server/web/ssr.ts) calls the server's own API through
 * `app.inject` while it renders a page. Those calls are part of one page request, which is what a
 * client asked for; they are not a client's API calls, so the per-IP rate limit and the load
 * shedding of /api do not count them (every render would otherwise count against 127.0.0.1).
 * They are marked with a header carrying a secret made at start, so a client cannot pass for one.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const INTERNAL_CALL_HEADER = 'x-sf-chamada-interna';
const SEGREDO = randomUUID();

/** The header that marks a call as in-process (add it to `app.inject` headers only). */
export function internalCallHeaders(): Record<string, string> {
  return { [INTERNAL_CALL_HEADER]: SEGREDO };
}

/** True for a request the server made to itself with `internalCallHeaders()`. */
export function isInternalCall(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_CALL_HEADER] === SEGREDO;
}
