/**
 * The tables the api-key module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

/** Migration 0007: API keys, stored only as their SHA-256 (hex), one supplier and one ERP user each. */
export interface ChavesApiTable {
  idapikeys: Generated<number>;
  chave_hash: string;
  idfornecedor: string;
  id_erp_usuario: string;
  idusuario: number;
  idcliente: number;
  descricao: ColumnType<string, string | undefined, string>; // defaults to ''
  criado_em: Timestamp; // defaults to now()
  revogada_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ultimo_uso_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The api-key module's tables, by name. */
export interface ApiKeyTables {
  chaves_api: ChavesApiTable;
}
