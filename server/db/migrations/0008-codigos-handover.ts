/**
 * Login-token handover (issue 9, item 8; spec sections 2 and 4, "Supplier resolution at start"
 * steps 5 and 6): a logged-in user is sent to the supplier's own domain with
 * `/{slug}/login-token/{authToken}/{userEmail}`, where `{authToken}` is a handover code:
 * - stored only as its SHA-256 (32 random bytes: a plain hash cannot be brute-forced);
 * - single use (`usado_em`), valid for at most 60 seconds (CHECK), bound to the user, client,
 *   supplier, role and API key of the session that asked for it, and to the user's e-mail (the
 *   `{userEmail}` segment must match);
 * - `destino`: the path (of this shop) to open after the login, decided by the server.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE codigos_handover (
      codigo_hash text PRIMARY KEY CHECK (codigo_hash ~ '^[0-9a-f]{64}$'),
      idusuario integer NOT NULL REFERENCES usuarios (idusuario) ON DELETE CASCADE,
      idcliente integer REFERENCES clientes (idcliente) ON DELETE CASCADE,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      papel text NOT NULL CHECK (papel IN ('cliente', 'representante', 'usuario_vinculado', 'atendente', 'admin_fornecedor')),
      idapikeys integer REFERENCES chaves_api (idapikeys) ON DELETE CASCADE,
      email text NOT NULL,
      destino text NOT NULL CHECK (destino LIKE '/%' AND destino NOT LIKE '//%' AND length(destino) <= 2000),
      criado_em timestamptz NOT NULL,
      expira_em timestamptz NOT NULL,
      usado_em timestamptz,
      CHECK (expira_em > criado_em AND expira_em <= criado_em + interval '60 seconds')
    )
  `.execute(db);
  await sql`CREATE INDEX codigos_handover_expira_idx ON codigos_handover (expira_em)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE codigos_handover`.execute(db);
}
