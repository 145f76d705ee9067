/**
 * The order's DANFE (issue 13): the PDF the supplier's staff attach to an order in the desk, with
 * its NF-e access key (44 digits, checked by engine/rules/nfe-key.ts before it is stored), who
 * attached it and when. One per order: attaching again replaces it. The PDF is kept in the
 * database (bytea, at most 5 MB, starting with '%PDF-'), so it lives and dies with the order.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pedido_danfe (
      numpedido integer PRIMARY KEY REFERENCES pedidos (numpedido) ON DELETE CASCADE,
      chave text NOT NULL CHECK (chave ~ '^[0-9]{44}$'),
      pdf bytea NOT NULL CHECK (octet_length(pdf) BETWEEN 5 AND 5242880),
      idusuario integer REFERENCES usuarios (idusuario) ON DELETE SET NULL,
      anexado_em timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE pedido_danfe`.execute(db);
}
