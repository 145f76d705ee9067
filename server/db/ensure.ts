/**
 * First start: bring the schema up to date, and load the demo data when the database has no
 * supplier yet (a fresh data folder or an empty PostgreSQL database).
 */
import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { seedDemoData } from './seed/seed-demo-data';
import type { SeedOptions, SeedResumo } from './seed/seed-demo-data';

export interface EnsureResult {
  migrations: string[];
  seeded: SeedResumo | null;
}

export async function ensureDatabase(db: Kysely<Database>, seedOptions: SeedOptions = {}): Promise<EnsureResult> {
  const results = await migrateToLatest(db);
  const row = await db
    .selectFrom('fornecedores')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const seeded = Number(row.n) === 0 ? await seedDemoData(db, seedOptions) : null;
  return { migrations: results.map((r) => r.migrationName), seeded };
}
