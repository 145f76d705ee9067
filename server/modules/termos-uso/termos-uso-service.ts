/**
 * Terms of use (spec sections 2, 3 `termosuso`, 7): each supplier's terms are numbered versions;
 * the current one is the highest already published. A client who has not accepted the current
 * version is asked again by the storefront (`pendente`). Acceptances are kept with their time.
 */
import type { components } from '#openapi/generated/v4';
import type { FornecedorRow, FornecedorService } from '../fornecedor';
import { HttpError } from '../../shared/http-error';
import type { TermosRow, TermosUsoRepository } from './termos-uso-repository';

export type TermosUsoCliente = components['schemas']['TermosUsoCliente'];

export const MENSAGENS_TERMOS = {
  semTermos: 'Este fornecedor não publicou termos de uso.',
  versaoInexistente: 'Esta versão dos termos de uso não existe.',
  semCadastro: 'Você não tem cadastro neste fornecedor.',
  versaoMudou: 'Os termos de uso foram atualizados. Leia a nova versão antes de aceitar.',
} as const;

export class TermosUsoService {
  constructor(
    private readonly repository: TermosUsoRepository,
    private readonly fornecedores: FornecedorService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The client's standing with the supplier's current terms (404 when the client is not registered there). */
  async situacao(idcliente: number, idfornecedor: string): Promise<TermosUsoCliente> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    if (!(await this.repository.temCadastro(idcliente, fornecedor.idfornecedor))) {
      throw new HttpError(404, MENSAGENS_TERMOS.semCadastro, 'termos-uso.sem-cadastro');
    }
    const atual = await this.repository.atual(fornecedor.idfornecedor, this.now());
    const aceite = await this.repository.ultimoAceite(idcliente, fornecedor.idfornecedor);
    return {
      idcliente,
      idfornecedor: fornecedor.idfornecedor,
      versao: atual?.versao ?? null,
      titulo: atual?.titulo ?? null,
      texto_html: atual?.html ?? null,
      versao_aceita: aceite?.versao ?? null,
      aceito_em: aceite ? new Date(aceite.aceito_em).toISOString() : null,
      pendente: atual !== undefined && (aceite === undefined || aceite.versao < atual.versao),
    };
  }

  /** Records that the client accepted `versao`, which must be the current one (409 otherwise). */
  async aceitar(idcliente: number, idfornecedor: string, versao: number): Promise<TermosUsoCliente> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    if (!(await this.repository.temCadastro(idcliente, fornecedor.idfornecedor))) {
      throw new HttpError(404, MENSAGENS_TERMOS.semCadastro, 'termos-uso.sem-cadastro');
    }
    const agora = this.now();
    const atual = await this.repository.atual(fornecedor.idfornecedor, agora);
    if (!atual) throw new HttpError(404, MENSAGENS_TERMOS.semTermos, 'termos-uso.sem-termos');
    if (versao !== atual.versao) throw new HttpError(409, MENSAGENS_TERMOS.versaoMudou, 'termos-uso.versao-mudou');
    await this.repository.aceitar({ idcliente, idfornecedor: fornecedor.idfornecedor, versao, aceitoEm: agora });
    return this.situacao(idcliente, fornecedor.idfornecedor);
  }

  /** A published version of the supplier's terms (the current one without `versao`); 404 otherwise. */
  async texto(fornecedor: FornecedorRow, versao: number | undefined): Promise<TermosRow> {
    const agora = this.now();
    const termos =
      versao === undefined
        ? await this.repository.atual(fornecedor.idfornecedor, agora)
        : await this.repository.versao(fornecedor.idfornecedor, versao, agora);
    if (!termos) {
      throw versao === undefined
        ? new HttpError(404, MENSAGENS_TERMOS.semTermos, 'termos-uso.sem-termos')
        : new HttpError(404, MENSAGENS_TERMOS.versaoInexistente, 'termos-uso.versao-inexistente');
    }
    return termos;
  }

  /** Publishes the next version (tests and admin tooling). */
  async publicar(
    idfornecedor: string,
    titulo: string,
    html: string,
    publicadoEm: Date = this.now(),
  ): Promise<TermosRow> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    return this.repository.publicar({ idfornecedor: fornecedor.idfornecedor, titulo, html, publicadoEm });
  }
}
