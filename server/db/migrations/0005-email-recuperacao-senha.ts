/**
 * E-mail and password recovery (issue 9, item 4). Written after 0004 (sessions and accounts), and
 * independent of it.
 * - `outbox_email`: the messages the server would have sent when no SMTP_URL is configured
 *   (`npm run outbox` prints the latest). Text and HTML as they would have gone out.
 * - `recuperacoes_senha`: one password-recovery code per row, stored only as its SHA-256 (the code
 *   is 32 random bytes, so a plain hash cannot be brute-forced): a database dump opens nothing.
 *   A code is valid until `expira_em` (at most 15 minutes after it is issued), once (`usado_em`),
 *   and only while it is the user's latest (issuing a new one marks the older ones used).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE outbox_email (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      para text NOT NULL,
      assunto text NOT NULL,
      texto text NOT NULL,
      html text NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX outbox_email_criado_em ON outbox_email (criado_em DESC, id DESC)`.execute(db);
  await sql`
    CREATE TABLE recuperacoes_senha (
      codigo_hash text PRIMARY KEY CHECK (codigo_hash ~ '^[0-9a-f]{64}$'),
      idusuario integer NOT NULL REFERENCES usuarios (idusuario) ON DELETE CASCADE,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      criado_em timestamptz NOT NULL,
      expira_em timestamptz NOT NULL,
      usado_em timestamptz,
      CHECK (expira_em > criado_em AND expira_em <= criado_em + interval '15 minutes')
    )
  `.execute(db);
  await sql`CREATE INDEX recuperacoes_senha_idusuario ON recuperacoes_senha (idusuario) WHERE usado_em IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE recuperacoes_senha`.execute(db);
  await sql`DROP TABLE outbox_email`.execute(db);
}
