/**
 * The tables the recuperacao-senha module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Timestamp } from '../../db/column-types';

/** Migration 0005: password-recovery codes, stored only as their SHA-256 (hex). */
export interface RecuperacoesSenhaTable {
  codigo_hash: string;
  idusuario: number;
  idfornecedor: string;
  criado_em: Timestamp;
  expira_em: Timestamp;
  usado_em: Timestamp | null;
}

/** The recuperacao-senha module's tables, by name. */
export interface RecuperacaoSenhaTables {
  recuperacoes_senha: RecuperacoesSenhaTable;
}
