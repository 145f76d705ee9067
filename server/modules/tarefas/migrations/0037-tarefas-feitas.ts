/**
 * The job queue's record of effects done once (server/modules/tarefas/fila.ts `umaVez`): a job
 * retried after it had done its effect (a process killed between the effect and the job's
 * completion) finds the key and skips it. pg-boss's own tables are not here: pg-boss creates and
 * migrates its `tarefas` schema itself at start, with its own versioning.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tarefas_feitas')
    .addColumn('chave', 'text', (c) => c.primaryKey().check(sql`length(chave) <= 300`))
    .addColumn('feita_em', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tarefas_feitas').execute();
}
