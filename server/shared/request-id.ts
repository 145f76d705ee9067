/**
 * The request id: a client's `X-Request-Id` is kept only when it is short and plain (at most 128
 * characters of [A-Za-z0-9._-]); otherwise, or when absent, the server makes one. The id is logged
 * with every line of the request and sent back in `X-Request-Id`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
export const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export function generateRequestId(request: IncomingMessage): string {
  const recebido = request.headers[REQUEST_ID_HEADER];
  if (typeof recebido === 'string' && VALID_REQUEST_ID.test(recebido)) return recebido;
  return randomUUID();
}
