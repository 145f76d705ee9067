/**
 * What the request log may print of an address: the single-use code of a password-reset link
 * (`/{slug}/redefinir-senha/{codigo}`) is replaced by `***`, so a log line never opens an
 * account. (Session tokens in API paths are redacted the same way where sessions are issued.)
 */
import type { FastifyServerOptions } from 'fastify';

const CODIGO_REDEFINIR_SENHA = /(\/redefinir-senha\/)[^/?#]+/gi;

export function urlSemSegredos(url: string): string {
  return url.replace(CODIGO_REDEFINIR_SENHA, '$1***');
}

interface RequisicaoLogada {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/** Fastify's request serializer, with `url` passed through `urlSemSegredos`. */
export function serializarRequisicao(request: RequisicaoLogada): Record<string, unknown> {
  return {
    method: request.method,
    url: urlSemSegredos(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Adds the request serializer to a Fastify logger option (false stays off). */
export function comLogSeguro(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  const serializers = (base.serializers as Record<string, unknown> | undefined) ?? {};
  return { ...base, serializers: { req: serializarRequisicao, ...serializers } } as FastifyServerOptions['logger'];
}
