/**
 * Node's `clientError`: the HTTP parser refused the bytes (bad request line, header too large,
 * bad method) or the request did not arrive within `requestTimeout`/`headersTimeout`. No Fastify
 * request exists yet, so the answer is written on the socket: the pt-BR `{ mensagem, codigo }`
 * body, then the connection is closed. Logged at debug level with the code only.
 */
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorForStatus } from './http-error';

const STATUS_POR_CODIGO: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_URI_TOO_LONG: 414,
};

const TEXTO_STATUS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/** The raw HTTP answer for a client error, or null when nothing should be written. */
export function clientErrorResponse(code: string | undefined): string | null {
  if (code === 'ECONNRESET' || code === 'EPIPE') return null;
  const status = (code && STATUS_POR_CODIGO[code]) || 400;
  const body = JSON.stringify(errorForStatus(status));
  return [
    `HTTP/1.1 ${status} ${TEXTO_STATUS[status] ?? 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

export function createClientErrorHandler(log: () => FastifyBaseLogger) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    log().debug({ code: error.code }, 'conexão recusada pelo analisador HTTP');
    const resposta = clientErrorResponse(error.code);
    if (resposta !== null && socket.writable) {
      // Node does not write on a socket whose response already started (e.g. a timeout mid-answer).
      const emResposta =
        (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
      if (!emResposta) {
        socket.end(resposta);
        return;
      }
    }
    socket.destroy(error);
  };
}

/**
 * Fastify's `frameworkErrors`: errors of the router before any route runs (an address whose
 * percent-encoding is broken, FST_ERR_BAD_URL; an async constraint that failed). pt-BR body, 400.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'endereço recusado pelo roteador');
  const mensagem =
    error.code === 'FST_ERR_BAD_URL'
      ? 'Requisição inválida: o endereço não está codificado corretamente'
      : errorForStatus(400).mensagem;
  void reply.code(400).send({ mensagem, codigo: errorForStatus(400).codigo });
}
