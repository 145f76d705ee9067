/**
 * The names of a supplier's search tags and filter groups (issue 10, tag filters): products carry
 * slugs (`produtos.tags`, e.g. `sem-gluten`; `produtos.agrupadores`, e.g. `marca:Tio Aurélio`),
 * the storefront shows names ('Sem glúten', 'Marca'). `tipo` says which: a search tag, or the
 * group part of a filter group (`marca`).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tags_pesquisa (
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      tipo text NOT NULL CHECK (tipo IN ('tag', 'grupo')),
      tag text NOT NULL CHECK (length(tag) BETWEEN 1 AND 100),
      nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 100),
      ordem integer NOT NULL DEFAULT 0,
      PRIMARY KEY (idfornecedor, tipo, tag)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE tags_pesquisa`.execute(db);
}
