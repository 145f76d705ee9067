/**
 * The page side of the login-token handover (spec sections 2 and 4, "Supplier resolution at
 * start", steps 5 and 6; server/modules/handover has the codes):
 *
 * - **The decision** (`destinoDeHandover`): a storefront page of a supplier that has its own
 *   domain, requested on a host that is not that domain (a platform host such as `localhost`),
 *   answers 302 to the same page on the domain. With a live session of this supplier the answer is
 *   the handover: `{protocol}://{supplier domain}[:{same port}]/{slug}/login-token/{code}/{email}`.
 *   Anyone else (a visitor, a session of another supplier) goes to the same address on the domain,
 *   path and query kept (an API-key entry URL still logs in there). So a shop with a domain lives
 *   on one host: one cookie-consent question, one session, never a half-logged-in page on the
 *   platform address after a login on the domain (issue 35, item 3). Made on the server, before
 *   any HTML: no flash of the wrong host, no client code. It never fires for a supplier without a
 *   domain or on the supplier's domain itself (white-label mode), so it cannot loop: the target
 *   host is the supplier's domain. Step 6 ("login on a different supplier redirects with the
 *   token") is the same path here: after a login (password or API key) the storefront reloads the
 *   page, and this decision hands the new session over. DOMAIN_HANDOVER=false turns it off.
 * - **The redemption** (`resgatarLoginToken`, `/{slug}/login-token/{code}/{email}`): uses the
 *   code up, opens a session for this host (the `sf_token` and `sf_usuario` cookies, as a login in
 *   the browser writes them) and answers 302 to the page the user was on, so the address bar
 *   never keeps the code; a code that fails (unknown, used, expired, another e-mail or supplier)
 *   goes to `/{slug}/erro/login-token` ('Não foi possível autenticar via token de
 *   redirecionamento...'). The log line never carries the code nor the e-mail
 *   (server/shared/log-redaction.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '#engine/rules/cookies';
import { normalizeDomain } from '#engine/rules/domain';
import { isAnonymousToken, isValidToken, TOKEN_COOKIE } from '#engine/rules/session-token';
import { serializeUsuarioCookie, USER_COOKIE } from '#engine/rules/session-user';
import { usuarioDaResposta } from '#engine/rules/session-answer';
import { HttpError } from '../shared/http-error';
import { dominioDoFornecedor, enderecoNoDominio, MENSAGENS_HANDOVER, portaDoHost } from '../modules/handover';
import type { FornecedorRow } from '../modules/fornecedor';

/** The second path segment of a handover URL (spec section 2). */
export const LOGIN_TOKEN_SEGMENT = 'login-token';
/** Where a failed handover lands (a storefront status page, without the code). */
export const ERRO_LOGIN_TOKEN = 'erro/login-token';

/** Query parameters that never travel into a handover's destination (the API-key login's). */
const CONSULTA_FORA = new Set(['api_key', 'apikey', 'id_erp_usuario']);
/** Paths whose segments are secrets of their own: the handover lands on the shop's root instead. */
const CAMINHOS_FORA = /\/(login-token|redefinir-senha)(\/|$)/i;

function cookie(nome: string, valorCodificado: string, secure: boolean): string {
  return `${nome}=${valorCodificado}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The page to reopen on the supplier's domain: this one, without API-key parameters or secret segments. */
export function destinoDaPagina(url: string): string | undefined {
  const q = url.indexOf('?');
  const caminho = q >= 0 ? url.slice(0, q) : url;
  if (CAMINHOS_FORA.test(caminho)) return undefined;
  if (q < 0) return caminho;
  const consulta = new URLSearchParams(url.slice(q + 1));
  for (const nome of [...consulta.keys()]) if (CONSULTA_FORA.has(nome.toLowerCase())) consulta.delete(nome);
  const resto = consulta.toString();
  return resto ? `${caminho}?${resto}` : caminho;
}

/**
 * Step 5: where a page request on a host other than the supplier's domain goes: the handover URL
 * when it carries a live session of `fornecedor`, the same page on the domain otherwise; null when
 * the page is rendered here (no domain, already on it, or DOMAIN_HANDOVER=false).
 */
export async function destinoDeHandover(
  app: FastifyInstance,
  request: FastifyRequest,
  resolvido: { fornecedor: FornecedorRow; whiteLabel: boolean },
): Promise<string | null> {
  if (!app.config.domainHandover || resolvido.whiteLabel) return null;
  const dominio = dominioDoFornecedor(resolvido.fornecedor);
  if (!dominio || normalizeDomain(request.host) === dominio) return null;
  const alvo = { protocolo: request.protocol, porta: portaDoHost(request.host) };
  const sessao = await sessaoDoFornecedor(app, request, resolvido.fornecedor.idfornecedor);
  if (!sessao) return enderecoNoDominio(alvo, dominio, request.url);
  const { url } = await app.handoverService.criar(sessao, { ...alvo, destino: destinoDaPagina(request.url) });
  return url;
}

/** The live session of `idfornecedor` this request carries (its `sf_token` cookie), or null. */
async function sessaoDoFornecedor(app: FastifyInstance, request: FastifyRequest, idfornecedor: string) {
  const token = readCookie(request.headers.cookie ?? '', TOKEN_COOKIE);
  if (!token || !isValidToken(token) || isAnonymousToken(token)) return null;
  const { sessao } = await app.sessaoService.chamador(token);
  return sessao && sessao.idfornecedor === idfornecedor ? sessao : null;
}

/** `/{slug}/login-token/{code}/{email}` (segments decoded): redeem, set the cookies, 302 without the code. */
export async function resgatarLoginToken(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  fornecedor: FornecedorRow,
  partes: readonly string[],
): Promise<FastifyReply> {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  const [, , codigo, email] = partes;
  try {
    if (partes.length !== 4 || !codigo || !email)
      throw new HttpError(401, MENSAGENS_HANDOVER.falha, 'handover.invalido');
    const { sessao, destino } = await app.handoverService.resgatar(codigo, email, fornecedor);
    const secure = request.protocol === 'https';
    reply.header('set-cookie', [
      cookie(TOKEN_COOKIE, encodeURIComponent(sessao.token), secure),
      cookie(USER_COOKIE, serializeUsuarioCookie(usuarioDaResposta(sessao)), secure),
    ]);
    return reply.redirect(destino, 302);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    request.log.info({ codigo: error.codigo, status: error.statusCode }, MENSAGENS_HANDOVER.falha);
    return reply.redirect(`/${encodeURIComponent(fornecedor.slug)}/${ERRO_LOGIN_TOKEN}`, 302);
  }
}
