/**
 * Registration approvals (issue 33, item 5; spec sections 4 and 5): the supplier's registrations
 * awaiting approval, with their data, for its attendants and admins in the desk and for its ERP
 * (scope `customers`); approve, or refuse with a reason; the customer is e-mailed either way.
 *
 * How an approval reaches the customer: `cadastros_cliente.cadastro_aprovado` is what every
 * session reads (joined at each call; with PostgreSQL the sessions kept in memory are dropped at
 * the commit by migration 0036's NOTIFY). The next call sees the new approval: the login is no
 * longer refused, `pode_submeter_pedido` and the prices follow, and the storefront's session check
 * (engine/model/session-check: `get-configuracoes-cliente` on start, focus and visibility) finds
 * `cadastro_aprovado` changed and reloads to the shop's root (spec section 4). A JWT issued before
 * carries the old approval (`apr`) and is refused (401), so the reloaded page logs in again.
 */
import type { Transaction } from 'kysely';
import type { components } from '#openapi/generated/v4';
import { pageLink } from '#schemas/page-types';
import type { Database } from '../../db/schema';
import { buildEmail, type EmailMessage } from '../../shared/email';
import { HttpError } from '../../shared/http-error';
import type { FornecedorRow } from '../fornecedor';
import type { SessaoDaRequisicao } from '../sessao';
import { situacaoDe, type AprovacoesRepository, type CadastroRow } from './aprovacoes-repository';

type S = components['schemas'];

export const SO_EQUIPE =
  'Acesso negado: as aprovações de cadastro são só para os atendentes e administradores desta loja.';
export const CADASTRO_NAO_ENCONTRADO = 'Cadastro não encontrado.';
export const MOTIVO_OBRIGATORIO = 'Informe o motivo da recusa: o cliente o recebe por e-mail.';
export const JA_APROVADO = 'Este cadastro já está aprovado: não é possível recusá-lo.';

/** Who decides: a person of the desk, or the ERP's key. */
export interface AutorDecisao {
  idusuario: number | null;
  por: string;
}

export interface AprovacoesDeps {
  repository: AprovacoesRepository;
  enviarEmail: (mensagem: EmailMessage, opcoes: { trx: Transaction<Database> }) => Promise<void>;
  now?: () => Date;
}

export function cadastroWire(r: CadastroRow): S['CadastroPendente'] {
  return {
    idcadastro: r.idcadastro,
    idcliente: r.idcliente,
    nome: r.nome,
    documento: r.documento,
    tipoDocumento: r.tipoDocumento,
    email: r.email,
    telefone: r.telefone,
    razaoSocial: r.razaoSocial,
    nomeFantasia: r.nomeFantasia,
    inscricaoEstadual: r.inscricaoEstadual,
    criadoEm: new Date(r.criadoEm).toISOString(),
    situacao: situacaoDe(r),
    motivo: r.decisao === 'recusado' ? r.motivo : null,
    decididoEm: r.decididoEm ? new Date(r.decididoEm).toISOString() : null,
    decididoPor: r.decididoPor,
  };
}

export class AprovacoesService {
  private readonly now: () => Date;

  constructor(private readonly deps: AprovacoesDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** An attendant or admin of this supplier (403 for anyone else). */
  exigirEquipe(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): void {
    const staff = sessao.papel === 'atendente' || sessao.papel === 'admin_fornecedor';
    if (!staff || sessao.idfornecedor !== fornecedor.idfornecedor)
      throw new HttpError(403, SO_EQUIPE, 'painel.acesso-negado');
  }

  async autorDaSessao(sessao: SessaoDaRequisicao): Promise<AutorDecisao> {
    return { idusuario: sessao.idusuario, por: (await this.deps.repository.nomeUsuario(sessao.idusuario)) ?? 'Equipe' };
  }

  async listar(
    fornecedor: FornecedorRow,
    situacao: 'pendente' | 'recusado' | undefined,
  ): Promise<S['ListaCadastrosPendentes']> {
    const rows = await this.deps.repository.listar(fornecedor.idfornecedor, situacao ?? 'pendente');
    return { cadastros: rows.map(cadastroWire) };
  }

  /** One registration of the supplier, as the webhook `cadastro.aguardando-aprovacao` sends it (null: gone). */
  async um(idfornecedor: string, idcadastro: number): Promise<S['CadastroPendente'] | null> {
    const r = await this.deps.repository.um(idfornecedor, idcadastro);
    return r ? cadastroWire(r) : null;
  }

  async aprovar(
    fornecedor: FornecedorRow,
    idcadastro: number,
    autor: AutorDecisao,
    origem: string | null,
  ): Promise<S['UmCadastro']> {
    const r = await this.deps.repository.decidir(
      {
        idfornecedor: fornecedor.idfornecedor,
        idcadastro,
        decisao: 'aprovado',
        motivo: null,
        ...autor,
        em: this.now(),
      },
      () => undefined,
      (trx, antes) => this.deps.enviarEmail(this.email(fornecedor, antes, origem, 'aprovado', null), { trx }),
    );
    if (!r) throw new HttpError(404, CADASTRO_NAO_ENCONTRADO, 'cadastro.nao-encontrado');
    return { cadastro: cadastroWire(r) };
  }

  async recusar(
    fornecedor: FornecedorRow,
    idcadastro: number,
    motivoDado: string,
    autor: AutorDecisao,
    origem: string | null,
  ): Promise<S['UmCadastro']> {
    const motivo = motivoDado.trim().replace(/\s+/g, ' ');
    if (motivo === '') throw new HttpError(400, MOTIVO_OBRIGATORIO, 'cadastro.motivo');
    const r = await this.deps.repository.decidir(
      { idfornecedor: fornecedor.idfornecedor, idcadastro, decisao: 'recusado', motivo, ...autor, em: this.now() },
      (antes) => {
        if (antes.aprovado) throw new HttpError(409, JA_APROVADO, 'cadastro.ja-aprovado');
      },
      (trx, antes) => this.deps.enviarEmail(this.email(fornecedor, antes, origem, 'recusado', motivo), { trx }),
    );
    if (!r) throw new HttpError(404, CADASTRO_NAO_ENCONTRADO, 'cadastro.nao-encontrado');
    return { cadastro: cadastroWire(r) };
  }

  private email(
    fornecedor: FornecedorRow,
    cadastro: CadastroRow,
    origem: string | null,
    decisao: 'aprovado' | 'recusado',
    motivo: string | null,
  ): EmailMessage {
    const primeiroNome = cadastro.nome.trim().split(/\s+/)[0] ?? '';
    const base = `/${encodeURIComponent(fornecedor.slug)}`;
    const aprovado = decisao === 'aprovado';
    const titulo = aprovado ? 'Seu cadastro foi aprovado' : 'Seu cadastro não foi aprovado';
    const corpo = buildEmail({
      marca: { nome: fornecedor.nome, logo: fornecedor.logo, tema: fornecedor.config?.tema },
      origem: origem ?? 'https://storefront.invalid',
      titulo,
      paragrafos: aprovado
        ? [
            `Olá, ${primeiroNome}.`,
            `${fornecedor.nome} aprovou o seu cadastro. Você já pode entrar na loja e fazer seus pedidos.`,
          ]
        : [
            `Olá, ${primeiroNome}.`,
            `${fornecedor.nome} não aprovou o seu cadastro.`,
            `Motivo: ${motivo ?? ''}`,
            'Em caso de dúvida, responda a este e-mail ou fale com a loja.',
          ],
      ...(aprovado && origem !== null
        ? { botao: { texto: 'Entrar na loja', url: new URL(pageLink(base, 'login'), origem).toString() } }
        : {}),
    });
    return {
      para: cadastro.email,
      deNome: fornecedor.nome,
      assunto: `${titulo} | ${fornecedor.nome}`,
      texto: corpo.texto,
      html: corpo.html,
      idfornecedor: fornecedor.idfornecedor,
      chave: `cadastro:${cadastro.idcadastro}:${decisao}:${this.now().getTime()}`,
    };
  }
}
