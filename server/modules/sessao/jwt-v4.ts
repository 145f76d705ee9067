/**
 * The v4 calls authenticate with the login's short-lived `jwttoken` (spec section 7), sent as
 * `Authorization: Bearer …`. `exigirJwt` answers its claims, or 401 'Sessão expirada, efetue login
 * novamente' (a missing, malformed, forged or expired token, or one whose session has ended:
 * logout, other sessions ended, password or approval changed); `exigirClienteJwt` also checks the
 * client and supplier of the path against the token's (403 otherwise). `GET
 * /v1/app/{auth}/usuario/jwttoken` (not in the spec) issues a fresh one for a live session, so a
 * page loaded after the 15 minutes can still make its v4 calls.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operations } from '#openapi/generated/v1';
import { HttpError } from '../../shared/http-error';
import { operation, type OperationHandler } from '../../shared/operation';
import { JWT_DURACAO_S, type ClaimsSessao } from './jwt';
import { sessaoExpirada, type SessaoService } from './sessao-service';

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{1,4096}\.[A-Za-z0-9_-]{1,1024})$/;

export async function exigirJwt(sessoes: SessaoService, request: FastifyRequest): Promise<ClaimsSessao> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? BEARER.exec(header.trim()) : null;
  if (!match) throw sessaoExpirada();
  return sessoes.verificarJwt(match[1] as string);
}

/** The claims, when the token is of this client at this supplier (403 otherwise). */
export async function exigirClienteJwt(
  sessoes: SessaoService,
  request: FastifyRequest,
  alvo: { idcliente: number; idfornecedor: string },
): Promise<ClaimsSessao> {
  const claims = await exigirJwt(sessoes, request);
  if (claims.idfornecedor.toLowerCase() !== alvo.idfornecedor.toLowerCase()) {
    throw new HttpError(403, 'Acesso negado: sua sessão é de outro fornecedor.', 'sessao.fornecedor-invalido');
  }
  if (claims.idcliente !== alvo.idcliente) {
    throw new HttpError(403, 'Acesso negado: este cliente não pertence à sua sessão.', 'sessao.cliente-invalido');
  }
  return claims;
}

export function jwtHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    renovarJwt: operation<operations['renovarJwt']>(async ({ params }) => {
      const { sessao } = await app.sessaoService.exigirSessao(params.auth);
      const jwttoken = await app.sessaoService.emitirJwt(sessao);
      return { jwttoken, expira_em: new Date(Date.now() + JWT_DURACAO_S * 1000).toISOString() };
    }),
  };
}
