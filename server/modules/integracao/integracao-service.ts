/**
 * Integration credentials (issue 33, item 1): a supplier's admin creates a key for its ERP in the
 * desk, sees it once, and may revoke it. The key (`sfi_` and 43 base64url characters: 256 random
 * bits) is kept only as its SHA-256, as the API keys of spec section 7 are (a random key, not a
 * password: an unsalted hash is right, and a database dump opens nothing). Each key has scopes,
 * a per-minute limit and its last use. The ERP calls with `Authorization: Bearer <key>`: no human
 * password. A wrong, unknown or revoked key answers 401; a key of another supplier, or without the
 * call's scope, 403.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { components } from '#openapi/generated/v4';
import { HttpError, invalidRequest } from '../../shared/http-error';
import type { FornecedorRow } from '../fornecedor';
import type { SessaoDaRequisicao } from '../sessao';
import type { CredencialRow, IntegracaoRepository } from './integracao-repository';

type CredencialWire = components['schemas']['CredencialIntegracao'];
type NovaCredencialWire = components['schemas']['NovaCredencialIntegracao'];

/** The scopes a key may have, one per part of the integration API. */
export const ESCOPOS_INTEGRACAO = [
  'catalogue',
  'prices',
  'stock',
  'customers',
  'orders:read',
  'orders:write',
  'webhooks',
] as const;
export type EscopoIntegracao = (typeof ESCOPOS_INTEGRACAO)[number];

export const LIMITE_PADRAO_POR_MINUTO = 120;
export const MENSAGEM_CHAVE_INVALIDA = 'Chave de integração inválida ou revogada.';
export const MENSAGEM_SO_ADMIN =
  'Acesso negado: as credenciais de integração são só para os administradores desta loja.';
export const MENSAGEM_OUTRO_FORNECEDOR = 'Esta chave de integração não é deste fornecedor.';
export const mensagemSemEscopo = (escopo: EscopoIntegracao) => `Esta chave de integração não tem o escopo '${escopo}'.`;

const PREFIXO_CHAVE = 'sfi_';

export function hashChaveIntegracao(chave: string): string {
  return createHash('sha256').update(chave, 'utf8').digest('hex');
}

function chaveInvalida(): HttpError {
  return new HttpError(401, MENSAGEM_CHAVE_INVALIDA, 'integracao.chave-invalida');
}

export class IntegracaoService {
  constructor(
    private readonly repository: IntegracaoRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** An admin (admin_fornecedor) of this supplier (403 for anyone else). */
  exigirAdmin(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): void {
    if (sessao.papel !== 'admin_fornecedor' || sessao.idfornecedor !== fornecedor.idfornecedor)
      throw new HttpError(403, MENSAGEM_SO_ADMIN, 'integracao.acesso-negado');
  }

  async listar(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): Promise<{ credenciais: CredencialWire[] }> {
    this.exigirAdmin(sessao, fornecedor);
    const rows = await this.repository.listar(fornecedor.idfornecedor);
    return { credenciais: rows.map(toWire) };
  }

  /** Creates a key; the answer is the only time the key itself is shown. */
  async criar(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    corpo: NovaCredencialWire,
  ): Promise<{ credencial: CredencialWire; chave: string }> {
    this.exigirAdmin(sessao, fornecedor);
    const nome = corpo.nome.trim();
    if (nome === '') throw invalidRequest("informe o nome da credencial em 'nome'");
    const escopos = [...new Set(corpo.escopos)];
    if (escopos.length === 0) throw invalidRequest("escolha ao menos um escopo em 'escopos'");
    const chave = `${PREFIXO_CHAVE}${randomBytes(32).toString('base64url')}`;
    const row = await this.repository.criar({
      idfornecedor: fornecedor.idfornecedor,
      nome,
      prefixo: chave.slice(0, PREFIXO_CHAVE.length + 6),
      chave_hash: hashChaveIntegracao(chave),
      escopos: ESCOPOS_INTEGRACAO.filter((e) => escopos.includes(e)),
      limite_por_minuto: corpo.limitePorMinuto ?? LIMITE_PADRAO_POR_MINUTO,
      criado_por: sessao.idusuario,
    });
    return { credencial: toWire(row), chave };
  }

  async revogar(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    idcredencial: number,
  ): Promise<{ credencial: CredencialWire }> {
    this.exigirAdmin(sessao, fornecedor);
    const row = await this.repository.revogar(fornecedor.idfornecedor, idcredencial, this.now());
    if (!row)
      throw new HttpError(404, 'Credencial de integração não encontrada.', 'integracao.credencial-nao-encontrada');
    return { credencial: toWire(row) };
  }

  /**
   * The credential of an ERP call: the `Authorization: Bearer` key, live, of the path's supplier,
   * with the call's scope. Records its use.
   */
  async autenticar(
    authorization: string | undefined,
    fornecedor: FornecedorRow,
    escopo: EscopoIntegracao,
  ): Promise<CredencialRow> {
    const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    const chave = m?.[1];
    if (!chave?.startsWith(PREFIXO_CHAVE)) throw chaveInvalida();
    const row = await this.repository.porHash(hashChaveIntegracao(chave));
    if (!row || row.revogada_em !== null) throw chaveInvalida();
    if (row.idfornecedor !== fornecedor.idfornecedor)
      throw new HttpError(403, MENSAGEM_OUTRO_FORNECEDOR, 'integracao.outro-fornecedor');
    if (!row.escopos.includes(escopo)) throw new HttpError(403, mensagemSemEscopo(escopo), 'integracao.sem-escopo');
    await this.repository.marcarUso(row.idcredencial, this.now());
    return row;
  }
}

function toWire(row: CredencialRow): CredencialWire {
  return {
    idcredencial: row.idcredencial,
    nome: row.nome,
    prefixo: row.prefixo,
    escopos: row.escopos.filter((e): e is EscopoIntegracao => (ESCOPOS_INTEGRACAO as readonly string[]).includes(e)),
    limitePorMinuto: row.limite_por_minuto,
    criadoEm: row.criado_em.toISOString(),
    ultimoUsoEm: row.ultimo_uso_em?.toISOString() ?? null,
    revogadaEm: row.revogada_em?.toISOString() ?? null,
  };
}
