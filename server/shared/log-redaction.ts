/**
 * Session tokens never reach a log line. The token is a path segment of most API calls
 * (`/api/v2/app/{auth}/…`, `/api/v2/app/{auth}~{id}/…`), so the request serializer of the logger
 * replaces it: the segment after `/app/` becomes `[token]` (keeping `~{id}`), and so does any
 * segment that looks like a server-issued token (`sf_…`) anywhere in the path; query values of
 * `auth`, `token`, `jwt`, `jwttoken`, `codigo`, `senha` and `api_key` become `[redigido]`. The
 * single-use code of a password-reset link (`/{slug}/redefinir-senha/{codigo}`) becomes `***`, and
 * so do the handover code and the e-mail of a login-token URL (`/{slug}/login-token/{code}/{email}`).
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED_TOKEN = '[token]';
const CODIGO_REDIGIDO = '***';
const CONSULTA_SENSIVEL = new Set(['auth', 'token', 'jwt', 'jwttoken', 'codigo', 'senha', 'api_key', 'apikey']);

function redigirSegmento(segmento: string, aposApp: boolean): string {
  if (aposApp) {
    const til = segmento.indexOf('~');
    return til >= 0 ? `${REDACTED_TOKEN}${segmento.slice(til)}` : REDACTED_TOKEN;
  }
  return /^sf_[A-Za-z0-9_-]{8,}/.test(segmento) ? REDACTED_TOKEN : segmento;
}

/** The URL with session tokens and sensitive query values replaced. */
export function redactRequestUrl(url: string): string {
  const q = url.indexOf('?');
  const caminho = q >= 0 ? url.slice(0, q) : url;
  const consulta = q >= 0 ? url.slice(q + 1) : undefined;
  const segmentos = caminho.split('/');
  const redigidos = segmentos.map((s, i) => {
    const anterior = i > 0 ? segmentos[i - 1] : undefined;
    if (anterior === 'redefinir-senha' && s !== '') return CODIGO_REDIGIDO;
    // login-token/{code}/{email}: both segments after it.
    if (
      s !== '' &&
      (anterior?.toLowerCase() === 'login-token' || (i > 1 && segmentos[i - 2]?.toLowerCase() === 'login-token'))
    )
      return CODIGO_REDIGIDO;
    return redigirSegmento(s, anterior === 'app' && s !== '');
  });
  let resultado = redigidos.join('/');
  if (consulta !== undefined) {
    const partes = consulta.split('&').map((par) => {
      const igual = par.indexOf('=');
      const nome = decodeURIComponentSeguro(igual >= 0 ? par.slice(0, igual) : par).toLowerCase();
      return CONSULTA_SENSIVEL.has(nome) && igual >= 0 ? `${par.slice(0, igual)}=[redigido]` : par;
    });
    resultado += `?${partes.join('&')}`;
  }
  return resultado;
}

function decodeURIComponentSeguro(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** pino's `req` serializer for Fastify: Fastify's usual fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactRequestUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
