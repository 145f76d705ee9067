/**
 * The tables the termos-uso module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Timestamp } from '../../db/column-types';

/** Migration 0006: a supplier's terms of use, one row per version (HTML in pt-BR). */
export interface TermosUsoTable {
  idfornecedor: string;
  versao: number;
  titulo: string;
  html: string;
  publicado_em: Timestamp; // defaults to now(); the current version is the highest already published
}

/** Migration 0006: which version of a supplier's terms a client accepted, and when. */
export interface TermosUsoAceitesTable {
  idcliente: number;
  idfornecedor: string;
  versao: number;
  aceito_em: Timestamp; // defaults to now()
}

/** The termos-uso module's tables, by name. */
export interface TermosUsoTables {
  termos_uso: TermosUsoTable;
  termos_uso_aceites: TermosUsoAceitesTable;
}
