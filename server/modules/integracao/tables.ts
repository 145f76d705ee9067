/**
 * The tables the integracao module owns, as Kysely sees them; server/db/schema.ts composes them
 * into `Database` (migration 0049). The `cod_erp` columns of categories and products are typed by
 * their owner (catalogo).
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types';

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

/** The integracao module's tables, by name. */
export interface IntegracaoTables {
  credenciais_integracao: CredenciaisIntegracaoTable;
}
