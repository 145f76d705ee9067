/**
 * The tables the verificacao module owns, as Kysely sees them; server/db/schema.ts composes them
 * into `Database` (server/modules/README.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

export type CanalVerificacao = 'EMAIL' | 'SMS';

/** Migration 0047: a verification code sent to a client's contact (only its hash is kept). */
export interface VerificacoesContatoTable {
  idverificacao: Generated<number>;
  idcliente: number;
  idfornecedor: string;
  canal: CanalVerificacao;
  /** The e-mail address or the phone (+55 and digits) the code went to. */
  destino: string;
  fonte: string;
  codigo_hash: string;
  tentativas: Generated<number>;
  criado_em: Timestamp;
  expira_em: ColumnType<Date, Date | string, Date | string>;
  verificado_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The verificacao module's tables, by name. */
export interface VerificacaoTables {
  verificacoes_contato: VerificacoesContatoTable;
}
