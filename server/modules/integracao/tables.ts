/**
 * The tables the integracao module owns, as Kysely sees them; server/db/schema.ts composes them
 * into `Database` (migration 0049). The `cod_erp` columns of categories and products are typed by
 * their owner (catalogo).
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { components } from '#openapi/generated/v4';
import type { Timestamp } from '../../db/column-types';

type ResultadoItemErp = components['schemas']['ResultadoItemErp'];
type RelatorioImportacao = components['schemas']['RelatorioImportacao'];

/** An integration credential of a supplier: only the SHA-256 of its key is kept. */
export interface CredenciaisIntegracaoTable {
  idcredencial: Generated<number>;
  idfornecedor: string;
  nome: string;
  /** The key's first characters, shown in the desk to tell keys apart (not enough to use it). */
  prefixo: string;
  chave_hash: string;
  escopos: JSONColumnType<string[]>;
  limite_por_minuto: number;
  criado_em: Timestamp;
  criado_por: number | null;
  ultimo_uso_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revogada_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type TipoImportacao = 'categorias' | 'produtos' | 'precos' | 'estoque' | 'clientes';
export type SituacaoImportacao = 'na-fila' | 'processando' | 'concluida' | 'falhou';

/** An ERP batch of more than 10,000 lines, run as a job (migration 0058). */
export interface ImportacoesErpTable {
  idimportacao: Generated<number>;
  idfornecedor: string;
  idcredencial: number | null;
  tipo: TipoImportacao;
  situacao: Generated<SituacaoImportacao>;
  total: number;
  processados: Generated<number>;
  criados: Generated<number>;
  atualizados: Generated<number>;
  inalterados: Generated<number>;
  recusados: Generated<number>;
  /** The report's lines refused before the job ran (an empty or repeated `cod_erp`). */
  recusados_antes: JSONColumnType<ResultadoItemErp[]>;
  tentativas: Generated<number>;
  motivo: string | null;
  /** The shop's origin the ERP called from (migration 0059), for the links of the e-mails a part sends. */
  origem: string | null;
  criada_em: Timestamp;
  concluida_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A part of an import: up to 10,000 lines, with their indexes in the batch and, once done, its report. */
export interface ImportacoesErpPartesTable {
  idimportacao: number;
  parte: number;
  linhas: JSONColumnType<number[]>;
  itens: JSONColumnType<unknown[]>;
  relatorio: ColumnType<RelatorioImportacao | null, string | null, string | null>;
}

/** The integracao module's tables, by name. */
export interface IntegracaoTables {
  credenciais_integracao: CredenciaisIntegracaoTable;
  importacoes_erp: ImportacoesErpTable;
  importacoes_erp_partes: ImportacoesErpPartesTable;
}
