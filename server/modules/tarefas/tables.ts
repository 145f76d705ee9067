/**
 * The tables the tarefas module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. pg-boss keeps its own tables in the `tarefas` schema (created and migrated by pg-boss
 * at start, ./fila.ts); they are not typed here: the module reads them through pg-boss only.
 */
import type { Timestamp } from '../../db/column-types';

/** Migration 0037: effects done once (`Tarefas.umaVez`), by key: a retried job skips them. */
export interface TarefasFeitasTable {
  chave: string;
  feita_em: Timestamp; // defaults to now()
}

/** The tarefas module's tables, by name. */
export interface TarefasTables {
  tarefas_feitas: TarefasFeitasTable;
}
