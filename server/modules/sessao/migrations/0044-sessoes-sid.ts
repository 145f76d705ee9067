/**
 * The session id the login's JWT carries (issue 27, item 2): `sessoes.sid`, random, unique, never
 * the token nor its hash. A JWT is accepted only while the session of its `sid` is live
 * (server/modules/sessao/sessao-service.ts, `verificarJwt`), so logout, 'end my other sessions'
 * and a password change end it at once. Rows written before (and rows a tool inserts without one)
 * get a random id from the default.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessoes ADD COLUMN sid text NOT NULL DEFAULT gen_random_uuid()::text`.execute(db);
  await sql`CREATE UNIQUE INDEX sessoes_sid ON sessoes (sid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS sessoes_sid`.execute(db);
  await sql`ALTER TABLE sessoes DROP COLUMN sid`.execute(db);
}
