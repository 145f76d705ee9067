/**
 * Sessions kept in memory (server/modules/sessao/cache-sessoes.ts) are dropped by every server
 * process as soon as a session or a client's approval changes: any UPDATE, DELETE or TRUNCATE of
 * `sessoes` (logout, renewal, a client chosen, sessions ended by a password change, a linked
 * user's removal, a revoked API key's cascade) and any write to `cadastros_cliente` (the approval
 * a session carries) sends `NOTIFY sessoes`, delivered on commit. One statement, one notice: the
 * payload is empty (a process forgets every session it keeps and reads them again).
 */
import { sql, type Kysely } from 'kysely';

export const CANAL_SESSOES = 'sessoes';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION sessoes_mudaram_trg() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${sql.lit(CANAL_SESSOES)}, '');
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER sessoes_mudaram AFTER UPDATE OR DELETE OR TRUNCATE ON sessoes
    FOR EACH STATEMENT EXECUTE FUNCTION sessoes_mudaram_trg()
  `.execute(db);
  await sql`
    CREATE TRIGGER cadastros_cliente_sessoes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cadastros_cliente
    FOR EACH STATEMENT EXECUTE FUNCTION sessoes_mudaram_trg()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS cadastros_cliente_sessoes ON cadastros_cliente`.execute(db);
  await sql`DROP TRIGGER IF EXISTS sessoes_mudaram ON sessoes`.execute(db);
  await sql`DROP FUNCTION IF EXISTS sessoes_mudaram_trg()`.execute(db);
}
