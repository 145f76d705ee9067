/**
 * Two first segments the server answers itself become reserved: `schemas` (the published JSON
 * Schemas of the storefront documents at `/schemas/{tipo}/v{n}.json`,
 * server/modules/estudio/json-schemas.ts) and `termouso` (a shop's terms of use on its own domain,
 * server/modules/termos-uso/termos-uso-pagina.ts): a supplier slugged either would have had its
 * shop hidden behind them. The CHECK constraint on supplier slugs is replaced with one over the new
 * list (refused, naming the supplier, while one uses it). Migration 0002 stays as it shipped.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { RESERVED_SLUGS_0002 } from './0002-slugs-reservados-saude';

/** Frozen copy of reservedSlugs() (engine/rules/slug.ts) as of this migration; a test keeps the latest copy equal to it. */
export const RESERVED_SLUGS_0035 = [...RESERVED_SLUGS_0002, 'schemas', 'termouso'];

const lista = (slugs: readonly string[]) => sql.raw(slugs.map((s) => `'${s.replace(/'/g, "''")}'`).join(', '));

async function trocarRestricao(db: Kysely<unknown>, slugs: readonly string[]): Promise<void> {
  const { rows } = await sql<{
    slug: string;
  }>`SELECT slug FROM fornecedores WHERE slug IN (${lista(slugs)}) ORDER BY slug`.execute(db);
  if (rows.length > 0) {
    throw new Error(
      `fornecedor com slug reservado: ${rows.map((r) => `"${r.slug}"`).join(', ')}; troque o slug antes de migrar`,
    );
  }
  await sql`ALTER TABLE fornecedores DROP CONSTRAINT fornecedores_slug_reservado`.execute(db);
  await sql`ALTER TABLE fornecedores ADD CONSTRAINT fornecedores_slug_reservado CHECK (slug NOT IN (${lista(slugs)}))`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await trocarRestricao(db, RESERVED_SLUGS_0035);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await trocarRestricao(db, RESERVED_SLUGS_0002);
}
