/**
 * The login gate on the page side (spec section 5: "The supplier requires login when it has tag
 * requires-supplier-to-access"; the rule is engine/rules/lojas `exigeLogin`). A visitor with no
 * live customer session at that supplier asking for any of its pages but the ones a visitor
 * needs to log in (login, password recovery, the login-token handover, the error pages, terms of
 * use and static pages such as the privacy policy) gets a 302 to `/{slug}/login`. Decided on the
 * server, so the first view carries no code for it and no page of the shop renders for a visitor.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCookie } from '../../engine/rules/cookies';
import { exigeLogin } from '../../engine/rules/lojas';
import { isAnonymousToken, isValidToken, TOKEN_COOKIE } from '../../engine/rules/session-token';

/** The pages a visitor may open at a shop that requires login (the sub-path after the supplier). */
const LIVRES = /^(?:login|redefinir-senha|login-token|erro|termouso|pagina)(?:\/|$)/i;

/** Where to send a visitor that the gate stops (null: let the page render). */
export async function destinoDoLoginObrigatorio(
  app: FastifyInstance,
  request: FastifyRequest,
  fornecedor: { idfornecedor: string; tags: readonly string[] },
  base: string,
  subcaminho: readonly string[],
): Promise<string | null> {
  if (!fornecedor.tags.includes('requires-supplier-to-access')) return null;
  if (LIVRES.test(subcaminho.join('/'))) return null;
  const token = readCookie(request.headers.cookie ?? '', TOKEN_COOKIE);
  let logado = false;
  if (token && isValidToken(token) && !isAnonymousToken(token)) {
    const { sessao } = await app.sessaoService.chamador(token);
    logado = sessao !== null && sessao !== undefined && sessao.idfornecedor === fornecedor.idfornecedor;
  }
  return exigeLogin(fornecedor.tags, logado) ? `${base}/login` : null;
}
