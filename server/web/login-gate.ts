/**
 * The access gates on the page side (spec section 5), decided on the server so the first view
 * carries no code for them and no page of the shop renders for someone the gate stops:
 *
 * - the login gate ("The supplier requires login when it has tag requires-supplier-to-access";
 *   engine/rules/stores `exigeLogin`): a visitor with no live session at that supplier gets a 302
 *   to `/{slug}/login`;
 * - the address-required gate ("when the supplier has tags has-delivery and
 *   requires-address-to-access and the address has neither id nor latitude"; `exigeEndereco`):
 *   the place a page can know is a saved address of the session's client at that supplier (the
 *   checkout auto-selects one: it has an id). Without one, a visitor goes to the store selection
 *   `/{slug}/lojas` (where a login and a saved address lead on) and a customer to 'Meus
 *   endereços' to add one.
 *
 * The pages needed to get through stay open: login, password recovery, the login-token handover,
 * the error pages, terms of use, static pages (the privacy policy), and for the address gate the
 * store selection and the account area.
 */
import { TAG_LOGIN_REQUIRED_TO_ENTER } from '#engine/rules/tags';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCookie } from '#engine/rules/cookies';
import { exigeEndereco, exigeLogin } from '#engine/rules/stores';
import { isAnonymousToken, isValidToken, TOKEN_COOKIE } from '#engine/rules/session-token';
import { pageLink } from '#schemas/page-types';

/**
 * The pages a visitor may open at a shop that requires login (the sub-path after the supplier).
 * The order desk (`painel`) has its own staff login and its calls check the staff role, so
 * neither gate keeps the shop's attendants and admins from it.
 */
const LIVRES_LOGIN = /^(?:login|redefinir-senha|login-token|erro|termouso|pagina|painel)(?:\/|$)/i;
/** …and at a shop that requires an address. */
const LIVRES_ENDERECO = /^(?:login|redefinir-senha|login-token|erro|termouso|pagina|lojas|minha-conta|painel)(?:\/|$)/i;

/** Where to send someone a gate stops (null: let the page render). */
export async function destinoDoLoginObrigatorio(
  app: FastifyInstance,
  request: FastifyRequest,
  fornecedor: { idfornecedor: string; tags: readonly string[] },
  base: string,
  subcaminho: readonly string[],
): Promise<string | null> {
  const pedeLogin = fornecedor.tags.includes(TAG_LOGIN_REQUIRED_TO_ENTER);
  const pedeEndereco = exigeEndereco(fornecedor.tags, null);
  if (!pedeLogin && !pedeEndereco) return null;
  const caminho = subcaminho.join('/');
  const livreLogin = LIVRES_LOGIN.test(caminho);
  const livreEndereco = LIVRES_ENDERECO.test(caminho);
  if ((!pedeLogin || livreLogin) && (!pedeEndereco || livreEndereco)) return null;
  const token = readCookie(request.headers.cookie ?? '', TOKEN_COOKIE);
  let idcliente: number | null = null;
  let logado = false;
  if (token && isValidToken(token) && !isAnonymousToken(token)) {
    const { sessao } = await app.sessaoService.chamador(token);
    if (sessao && sessao.idfornecedor === fornecedor.idfornecedor) {
      logado = true;
      idcliente = sessao.idcliente;
    }
  }
  if (pedeLogin && !livreLogin && exigeLogin(fornecedor.tags, logado)) return pageLink(base, 'login');
  if (pedeEndereco && !livreEndereco) {
    const endereco =
      idcliente === null
        ? undefined
        : await app.db
            .selectFrom('enderecos')
            .select(['idendereco', 'lat'])
            .where('idcliente', '=', idcliente)
            .where('idfornecedor', '=', fornecedor.idfornecedor)
            .orderBy('primario', 'desc')
            .orderBy('idendereco')
            .executeTakeFirst();
    if (exigeEndereco(fornecedor.tags, endereco ?? null))
      return idcliente === null ? pageLink(base, 'lojas') : pageLink(base, 'enderecos');
  }
  return null;
}
