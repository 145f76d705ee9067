/**
 * Search that forgives (issue 10, part 3): a stored, normalised copy of each product's name and
 * brand (`busca_nome`: unaccented, lower case) with a GIN trigram index (pg_trgm), beside the
 * full-text vector `busca` of 0001. The full-text vector finds whole words and prefixes
 * ('caf' → 'Café'); the trigram index finds a word typed with one typo ('acuar' → 'Açúcar').
 * Runs unchanged on PGlite (pg_trgm is passed as an extension when PGlite is created,
 * server/db/connect.ts) and PostgreSQL. No unaccent() call sits in an index expression: the
 * column is generated through the IMMUTABLE `public.f_unaccent` of 0001 and the index is on the
 * plain column.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`
    ALTER TABLE produtos ADD COLUMN busca_nome text
    GENERATED ALWAYS AS (lower(public.f_unaccent(nome || ' ' || marca))) STORED
  `.execute(db);
  // The catalogue is read far more than written: no GIN pending list (fastupdate) that every
  // search would scan until a vacuum merges it (PGlite has no autovacuum).
  await sql`CREATE INDEX produtos_busca_nome_trgm_idx ON produtos USING gin (busca_nome gin_trgm_ops) WITH (fastupdate = off)`.execute(
    db,
  );
  await sql`ALTER INDEX produtos_busca_idx SET (fastupdate = off)`.execute(db);
  await sql`SELECT gin_clean_pending_list('produtos_busca_idx'::regclass)`.execute(db);
  // A word similarity costs far more than the planner's default of one operator: said so, a
  // broad typo's capped count reads the trigram index (a recheck per match) instead of computing
  // the similarity on every row of a sequential scan. Skipped where the role does not own the
  // extension's functions (a managed PostgreSQL): only the plan choice differs.
  await sql`
    DO $$ BEGIN
      ALTER FUNCTION word_similarity_op(text, text) COST 100;
      ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
    EXCEPTION WHEN insufficient_privilege THEN NULL;
    END $$
  `.execute(db);
  await sql`ANALYZE produtos`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX produtos_busca_idx RESET (fastupdate)`.execute(db);
  await sql`DROP INDEX IF EXISTS produtos_busca_nome_trgm_idx`.execute(db);
  await sql`ALTER TABLE produtos DROP COLUMN IF EXISTS busca_nome`.execute(db);
  await sql`DROP EXTENSION IF EXISTS pg_trgm`.execute(db);
}
