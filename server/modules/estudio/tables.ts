/**
 * The tables the estudio module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types';

export type TipoDocumentoLoja = 'layout' | 'menu' | 'features' | 'tema';

/**
 * The published JSON documents a supplier admin edits (schemas/), one per type: what the
 * storefront reads. `versao_publicada` points at `documentos_loja_versoes` (null: written before
 * the studio, or by an old seed).
 */
export interface DocumentosLojaTable {
  idfornecedor: string;
  tipo: TipoDocumentoLoja;
  documento: ColumnType<unknown, string, string>; // jsonb, written as JSON text
  atualizado_em: Timestamp; // defaults to now()
  versao_publicada: ColumnType<number | null, number | null | undefined, number | null>;
  publicado_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  publicado_por: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every save of a document in the layout studio (issue 14): versions 1, 2, 3… per supplier and type. */
export interface DocumentosLojaVersoesTable {
  idfornecedor: string;
  tipo: TipoDocumentoLoja;
  versao: number;
  documento: ColumnType<unknown, string, string>; // jsonb, written as JSON text
  idusuario: number | null; // null: the CLI, the seed or a removed user
  autor: string;
  nota: string | null;
  salvo_em: Timestamp; // defaults to now()
  restaurada_de: number | null;
}

/** The estudio module's tables, by name. */
export interface EstudioTables {
  documentos_loja: DocumentosLojaTable;
  documentos_loja_versoes: DocumentosLojaVersoesTable;
}
