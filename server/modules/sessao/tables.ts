/**
 * The tables the sessao module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';
import type { Papel } from '../usuario/tables';

/** A session: only the SHA-256 (hex) of its opaque token is stored (migration 0004). */
export interface SessoesTable {
  token_hash: string;
  idusuario: number;
  idcliente: number | null;
  idfornecedor: string;
  papel: Papel;
  criado_em: Timestamp; // defaults to now()
  /** Last sliding renewal of expira_em. */
  renovado_em: Timestamp; // defaults to now()
  expira_em: Timestamp;
  /** Migration 0007: the API key the session was opened with (null for a password login). */
  idapikeys: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 0044: the session id the login's JWT carries (random; not the token nor its hash). */
  sid: Generated<string>;
}

/** The sessao module's tables, by name. */
export interface SessaoTables {
  sessoes: SessoesTable;
}
