/**
 * The session of a call whose path has no `{auth}` segment (spec section 7's linked-user calls,
 * `/v1/app/usuario/...`): taken from `Authorization: Bearer <token>` (the opaque session token,
 * or the login's 15-minute `jwttoken`), or else from the storefront's session cookie `sf_token`
 * (SameSite=Lax: another site's page cannot send it with a POST, PUT or DELETE, and CORS is
 * closed unless configured). No live session: 401 'Sessão expirada, efetue login novamente'.
 *
 * A JWT is checked by signature and expiry, and against its live session (`sid`): a session
 * ended by logout refuses its JWT at once, on every process. The session token is checked live.
 *
 * A write (POST, PUT, PATCH, DELETE) authenticated by the cookie checks `Origin` (or, without
 * it, `Referer`) besides SameSite (issue 27): the request's own origin, one of CORS_ORIGINS or a
 * domain of the session's supplier; anything else (another site, `Origin: null`) is 403
 * `sessao.origem-invalida`. A request with neither header (not a browser's) passes.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../shared/http-error';
import { readCookie } from '#engine/rules/cookies';
import { isAnonymousToken, isValidToken, TOKEN_COOKIE } from '#engine/rules/session-token';
import type { Papel } from '../usuario/tables';
import { sessaoExpirada, type Chamador, type SessaoService } from './sessao-service';

export interface SessaoDaRequisicao {
  idusuario: number;
  /** The client the session acts for (null: staff, a representative before choosing). */
  idcliente: number | null;
  idfornecedor: string;
  papel: Papel;
  /** How the call proved it: 'token' (live session) or 'jwt'. */
  origem: 'token' | 'jwt';
  /** The session's id (a JWT issued for this call names it). */
  sid: string;
  /** The client's approval at the supplier (null without a client). */
  cadastroAprovado: boolean | null;
}

const JWT_FORMATO = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function portador(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{1,2048})\s*$/i.exec(header);
  return match ? (match[1] as string) : null;
}

const ESCRITAS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const ORIGEM_INVALIDA =
  'Acesso negado: esta alteração veio de outro site. Abra a loja pelo endereço dela e tente de novo.';

function origemInvalida(): HttpError {
  return new HttpError(403, ORIGEM_INVALIDA, 'sessao.origem-invalida');
}

/** A cookie-authenticated write must come from this site, CORS_ORIGINS or the session's supplier's domain. */
async function conferirOrigem(sessoes: SessaoService, request: FastifyRequest, idfornecedor: string): Promise<void> {
  if (!ESCRITAS.has(request.method)) return;
  const { origin, referer } = request.headers;
  const fonte = typeof origin === 'string' ? origin : typeof referer === 'string' ? referer : null;
  if (fonte === null) return;
  let url: URL;
  try {
    url = new URL(fonte);
  } catch {
    throw origemInvalida(); // 'null' (a sandboxed or privacy-redirected page) or garbage
  }
  let propria: string | null = null;
  try {
    propria = new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    propria = null;
  }
  if (url.origin === propria) return;
  if (await sessoes.origemPermitida(url, idfornecedor)) return;
  throw origemInvalida();
}

export async function sessaoDaRequisicao(sessoes: SessaoService, request: FastifyRequest): Promise<SessaoDaRequisicao> {
  const bearer = portador(request);
  if (bearer !== null && JWT_FORMATO.test(bearer)) {
    const claims = await sessoes.verificarJwt(bearer);
    const idusuario = Number(claims.sub);
    if (!Number.isSafeInteger(idusuario)) throw sessaoExpirada();
    return {
      idusuario,
      idcliente: claims.idcliente,
      idfornecedor: claims.idfornecedor,
      papel: claims.papel,
      origem: 'jwt',
      sid: claims.sid,
      cadastroAprovado: claims.apr,
    };
  }
  const cookie = typeof request.headers.cookie === 'string' ? readCookie(request.headers.cookie, TOKEN_COOKIE) : null;
  const token = bearer ?? cookie;
  if (!token || !isValidToken(token) || isAnonymousToken(token)) throw sessaoExpirada();
  const { sessao } = await sessoes.chamador(token);
  if (!sessao) throw sessaoExpirada();
  if (bearer === null) await conferirOrigem(sessoes, request, sessao.idfornecedor);
  return {
    idusuario: sessao.idusuario,
    idcliente: sessao.idcliente,
    idfornecedor: sessao.idfornecedor,
    papel: sessao.papel,
    origem: 'token',
    sid: sessao.sid,
    cadastroAprovado: sessao.idcliente === null ? null : (sessao.cadastro_aprovado ?? null),
  };
}

/**
 * The caller of a public call without an `{auth}` segment (the quick order's spreadsheet, the
 * search suggestions): the live session of `Authorization: Bearer <session token>` or of the
 * `sf_token` cookie, or else an anonymous visitor. A bearer that is not a session token (a JWT,
 * garbage) is 401 'Sessão expirada, efetue login novamente'; an expired session is a visitor, as
 * in the `{auth}` calls.
 */
export async function chamadorDaRequisicao(sessoes: SessaoService, request: FastifyRequest): Promise<Chamador> {
  const bearer = portador(request);
  if (bearer !== null && !isValidToken(bearer)) throw sessaoExpirada();
  const cookie = typeof request.headers.cookie === 'string' ? readCookie(request.headers.cookie, TOKEN_COOKIE) : null;
  const token = bearer ?? (cookie !== null && isValidToken(cookie) ? cookie : null);
  if (token === null) return { token: '', sessao: null, idcliente: 0 };
  const chamador = await sessoes.chamador(token);
  if (bearer === null && chamador.sessao !== null) await conferirOrigem(sessoes, request, chamador.sessao.idfornecedor);
  return chamador;
}
