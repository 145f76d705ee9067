import { Migrator } from 'kysely';
import type { Kysely, MigrationProvider, MigrationResult } from 'kysely';
import { migrations } from './migrations/index';

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

export class MigrationError extends Error {
  readonly results: MigrationResult[];
  constructor(message: string, results: MigrationResult[], cause: unknown) {
    super(message, { cause });
    this.name = 'MigrationError';
    this.results = results;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider });
}

/**
 * Brings the schema to the latest migration. Throws a MigrationError naming the migration that
 * failed and the database's message.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const { error, results = [] } = await createMigrator(db).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    const cause = error instanceof Error ? error.message : String(error);
    const where = failed ? `a migração "${failed.migrationName}" falhou` : 'as migrações falharam';
    throw new MigrationError(`Erro ao migrar o banco de dados: ${where}: ${cause}`, results, error);
  }
  return results;
}
