/**
 * Search at scale (issue 32, item 1): a supplier's text search reads only its own words. The GIN
 * index of 0051 `(idfornecedor, busca)` led by the supplier serves a whole word well, but a prefix
 * (`acuc:*`, the steps 'the name begins with', 'a word begins with') is a GIN partial match, which
 * gathers the posting lists of every matching word of every supplier before the supplier's entry
 * narrows them: Aurora's 'açúcar' beside two co-tenants of 100,000 products read their 12,000
 * 'Açúcar' rows (4.3 ms against 0.2 ms; `npm run bench:search`, part 3). Here each word of the
 * index carries a mark of its supplier (`f<7 hex of md5(idfornecedor)>.`), so the words of one
 * supplier are a range of their own in the index and a prefix reads only that range:
 * - `f_busca_do_fornecedor(idfornecedor, busca)`: the product's tsvector with every word marked
 *   (weights and positions kept);
 * - `f_consulta_do_fornecedor(idfornecedor, consulta)`: a tsquery with every word marked the same
 *   way (its operators, prefixes and weights kept);
 * - the index `(idfornecedor, f_busca_do_fornecedor(idfornecedor, busca))` (btree_gin) replaces
 *   0051's `(idfornecedor, busca)`. Two suppliers whose marks collided would only share a range:
 *   the supplier column still decides.
 * The search writes both sides (server/modules/catalogo/busca-sql.ts `textoCorresponde`).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION public.f_marca_fornecedor(idfornecedor text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT 'f' || left(md5(idfornecedor), 7) || '.' $$
  `.execute(db);
  // tsvector's text: 'word':1A,2 'other':3 (each word quoted; a quote inside one is doubled).
  await sql`
    CREATE FUNCTION public.f_busca_do_fornecedor(idfornecedor text, busca tsvector) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT regexp_replace(busca::text, '(^| )''', '\\1''' || public.f_marca_fornecedor(idfornecedor), 'g')::tsvector $$
  `.execute(db);
  // tsquery's text: 'word':*A & !'other' | ( 'x' <-> 'y' ): a word follows the start, a space, '(' or '!'.
  await sql`
    CREATE FUNCTION public.f_consulta_do_fornecedor(idfornecedor text, consulta tsquery) RETURNS tsquery
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT regexp_replace(consulta::text, '(^|[ (!])''', '\\1''' || public.f_marca_fornecedor(idfornecedor), 'g')::tsquery $$
  `.execute(db);
  await sql`
    CREATE INDEX produtos_fornecedor_busca_marcada_idx ON produtos
    USING gin (idfornecedor, public.f_busca_do_fornecedor(idfornecedor, busca)) WITH (fastupdate = off)
  `.execute(db);
  await sql`DROP INDEX IF EXISTS produtos_fornecedor_busca_idx`.execute(db);
  await sql`ANALYZE produtos`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS produtos_fornecedor_busca_idx ON produtos USING gin (idfornecedor, busca) WITH (fastupdate = off)
  `.execute(db);
  await sql`DROP INDEX IF EXISTS produtos_fornecedor_busca_marcada_idx`.execute(db);
  await sql`DROP FUNCTION IF EXISTS public.f_consulta_do_fornecedor(text, tsquery)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS public.f_busca_do_fornecedor(text, tsvector)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS public.f_marca_fornecedor(text)`.execute(db);
}
