/**
 * Terms of use (issue 9, item 9; spec sections 2, 3 `termosuso` and 7 `termos-uso`, `termouso`):
 * - `termos_uso`: each supplier's terms as numbered versions (HTML in pt-BR, sanitised when shown).
 *   The current version is the highest one already published (`publicado_em <= now()`); a new
 *   version asks every client again.
 * - `termos_uso_aceites`: which version a client accepted at a supplier, and when (registration
 *   or the storefront's terms dialog). Rows are kept: the history of acceptances is evidence.
 * Written after 0005 and independent of it.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE termos_uso (
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      versao integer NOT NULL CHECK (versao BETWEEN 1 AND 1000000),
      titulo text NOT NULL CHECK (length(titulo) BETWEEN 1 AND 200),
      html text NOT NULL CHECK (length(html) BETWEEN 1 AND 200000),
      publicado_em timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (idfornecedor, versao)
    )
  `.execute(db);
  await sql`
    CREATE TABLE termos_uso_aceites (
      idcliente integer NOT NULL REFERENCES clientes (idcliente) ON DELETE CASCADE,
      idfornecedor text NOT NULL,
      versao integer NOT NULL,
      aceito_em timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (idcliente, idfornecedor, versao),
      FOREIGN KEY (idfornecedor, versao) REFERENCES termos_uso (idfornecedor, versao) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX termos_uso_aceites_fornecedor ON termos_uso_aceites (idfornecedor, versao)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE termos_uso_aceites`.execute(db);
  await sql`DROP TABLE termos_uso`.execute(db);
}
