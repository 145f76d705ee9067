/**
 * Accounts and sessions (issue 9):
 * - `sessoes` keeps only the SHA-256 (hex) of each opaque session token, never the token: a
 *   database dump lets no one log in. Sessions are ephemeral, so the old table (plain tokens) is
 *   dropped with its rows and made anew. `renovado_em` is the last sliding renewal: `expira_em`
 *   moves forward on use, up to an absolute limit from `criado_em` (server/modules/sessao).
 * - `usuarios.senha_hash` also accepts argon2id PHC strings (`$argon2id$…`, server/shared/password);
 *   the old `scrypt$…` hashes stay valid and are rehashed on the next login.
 * - `usuarios.criado_em`, and per supplier `cadastros_cliente.termos_aceitos_em` (the terms of
 *   use accepted at registration) and `criado_em`.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sessoes`.execute(db);
  await sql`
    CREATE TABLE sessoes (
      token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
      idusuario integer NOT NULL REFERENCES usuarios (idusuario) ON DELETE CASCADE,
      idcliente integer REFERENCES clientes (idcliente) ON DELETE CASCADE,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      papel text NOT NULL CHECK (papel IN ('cliente', 'representante', 'usuario_vinculado', 'atendente', 'admin_fornecedor')),
      criado_em timestamptz NOT NULL DEFAULT now(),
      renovado_em timestamptz NOT NULL DEFAULT now(),
      expira_em timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX sessoes_usuario_idx ON sessoes (idusuario)`.execute(db);
  await sql`CREATE INDEX sessoes_expira_idx ON sessoes (expira_em)`.execute(db);

  await sql`ALTER TABLE usuarios DROP CONSTRAINT usuarios_senha_hash_check`.execute(db);
  await sql`
    ALTER TABLE usuarios ADD CONSTRAINT usuarios_senha_hash_check
      CHECK (senha_hash LIKE 'scrypt$%' OR senha_hash LIKE '$argon2id$%')
  `.execute(db);
  await sql`ALTER TABLE usuarios ADD COLUMN criado_em timestamptz NOT NULL DEFAULT now()`.execute(db);

  await sql`ALTER TABLE cadastros_cliente ADD COLUMN termos_aceitos_em timestamptz`.execute(db);
  await sql`ALTER TABLE cadastros_cliente ADD COLUMN criado_em timestamptz NOT NULL DEFAULT now()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE cadastros_cliente DROP COLUMN criado_em`.execute(db);
  await sql`ALTER TABLE cadastros_cliente DROP COLUMN termos_aceitos_em`.execute(db);
  await sql`ALTER TABLE usuarios DROP COLUMN criado_em`.execute(db);
  await sql`ALTER TABLE usuarios DROP CONSTRAINT usuarios_senha_hash_check`.execute(db);
  await sql`DELETE FROM usuarios WHERE senha_hash NOT LIKE 'scrypt$%'`.execute(db);
  await sql`ALTER TABLE usuarios ADD CONSTRAINT usuarios_senha_hash_check CHECK (senha_hash LIKE 'scrypt$%')`.execute(
    db,
  );
  await sql`DROP TABLE sessoes`.execute(db);
  await sql`
    CREATE TABLE sessoes (
      token text PRIMARY KEY CHECK (token ~ '^[A-Za-z0-9_-]+$' AND length(token) BETWEEN 16 AND 256),
      idusuario integer NOT NULL REFERENCES usuarios (idusuario) ON DELETE CASCADE,
      idcliente integer REFERENCES clientes (idcliente) ON DELETE CASCADE,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      papel text NOT NULL CHECK (papel IN ('cliente', 'representante', 'usuario_vinculado', 'atendente', 'admin_fornecedor')),
      criado_em timestamptz NOT NULL DEFAULT now(),
      expira_em timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX sessoes_usuario_idx ON sessoes (idusuario)`.execute(db);
  await sql`CREATE INDEX sessoes_expira_idx ON sessoes (expira_em)`.execute(db);
}
