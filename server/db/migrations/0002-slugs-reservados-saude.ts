/**
 * `healthz` and `readyz` become reserved first segments (the liveness and readiness probes of
 * server/plugins/health.ts): the CHECK constraint on supplier slugs is replaced with one over the
 * new list. Migration 0001 stays as it shipped.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { RESERVED_SLUGS_0001 } from './0001-init';

/** Frozen copy of RESERVED_SEGMENTS (engine/rules/slug.ts) as of this migration; a test keeps the latest copy equal to it. */
export const RESERVED_SLUGS_0002 = [
  'api',
  'assets',
  'commerce',
  'imagens',
  'static',
  'favicon.ico',
  'robots.txt',
  'manifest.webmanifest',
  'health',
  'healthz',
  'readyz',
  'erro',
  'login',
  'admin',
];

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
  await trocarRestricao(db, RESERVED_SLUGS_0002);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await trocarRestricao(db, RESERVED_SLUGS_0001);
}
