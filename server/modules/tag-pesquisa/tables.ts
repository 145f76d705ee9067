/**
 * The tables the tag-pesquisa module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Generated } from 'kysely';

/** Migration 0016: the names of a supplier's search tags (`tipo` 'tag') and filter groups ('grupo'). */
export interface TagsPesquisaTable {
  idfornecedor: string;
  tipo: 'tag' | 'grupo';
  tag: string;
  nome: string;
  ordem: Generated<number>;
}

/** The tag-pesquisa module's tables, by name. */
export interface TagPesquisaTables {
  tags_pesquisa: TagsPesquisaTable;
}
