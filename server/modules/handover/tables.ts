/**
 * The tables the handover module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types';
import type { Papel } from '../usuario/tables';

/** Migration 0008: single-use login-token handover codes (60 s), stored only as their SHA-256 (hex). */
export interface CodigosHandoverTable {
  codigo_hash: string;
  idusuario: number;
  idcliente: number | null;
  idfornecedor: string;
  papel: Papel;
  idapikeys: number | null;
  email: string;
  destino: string;
  criado_em: Timestamp;
  expira_em: Timestamp;
  usado_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The handover module's tables, by name. */
export interface HandoverTables {
  codigos_handover: CodigosHandoverTable;
}
