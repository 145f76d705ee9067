/**
 * Static pages (spec section 7 `pagina-estatica`): public shop data, of which the storefront shows
 * only the pages tagged WEB (spec section 9). A page that exists but is not for the web answers the
 * spec's 'not-displayable static page' error, not its content.
 */
import type { components } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import type { FornecedorService } from '../fornecedor';
import type { SessaoDaRequisicao } from '../sessao';
import type { PaginasEstaticasRepository } from './paginas-estaticas-repository';

type ListaPaginasEstaticas = components['schemas']['ListaPaginasEstaticas'];
type PaginaEstatica = components['schemas']['PaginaEstatica'];

/** Spec section 9: the storefront shows only pages with this tag. */
export const TAG_WEB = 'WEB';
export const PAGINA_NAO_ENCONTRADA = 'Página não encontrada';
export const PAGINA_NAO_EXIBIVEL = 'Esta página não pode ser exibida na loja.';
const CLIENTE_INVALIDO = 'Acesso negado: este cliente não pertence à sua sessão.';

export class PaginasEstaticasService {
  constructor(
    private readonly repository: PaginasEstaticasRepository,
    private readonly fornecedores: FornecedorService,
  ) {}

  async lista(idfornecedor: string): Promise<ListaPaginasEstaticas> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    return { paginas: await this.repository.comTag(fornecedor.idfornecedor, TAG_WEB) };
  }

  async porSlug(idfornecedor: string, slug: string): Promise<PaginaEstatica> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const pagina = await this.repository.porSlug(fornecedor.idfornecedor, slug);
    if (!pagina) throw new HttpError(404, PAGINA_NAO_ENCONTRADA, 'pagina.nao-encontrada');
    if (!pagina.tags.includes(TAG_WEB)) throw new HttpError(403, PAGINA_NAO_EXIBIVEL, 'pagina.nao-exibivel');
    return { ...pagina, atualizado_em: pagina.atualizado_em.toISOString() };
  }

  /** An `idcliente` in the query must be the caller's own client (the pages do not vary by client). */
  conferirCliente(sessao: SessaoDaRequisicao, idcliente: number): void {
    if (sessao.idcliente !== idcliente) throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
  }
}
