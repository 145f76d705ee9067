/**
 * Contact verification (issue 31, spec section 7 `GET /v4/verificacao/enviar-verificacao`): a
 * code sent to a client's e-mail or phone (SMS) at a supplier. Only the code's SHA-256 is kept;
 * `tentativas` counts wrong codes (5 end the code); `verificado_em` is set when the right code
 * came back. `fonte` is where the storefront asked it (e.g. CADASTRO).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE verificacoes_contato (
      idverificacao serial PRIMARY KEY,
      idcliente integer NOT NULL REFERENCES clientes (idcliente) ON DELETE CASCADE,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      canal text NOT NULL CHECK (canal IN ('EMAIL', 'SMS')),
      destino text NOT NULL CHECK (length(destino) BETWEEN 3 AND 254),
      fonte text NOT NULL CHECK (length(fonte) BETWEEN 1 AND 40),
      codigo_hash text NOT NULL,
      tentativas integer NOT NULL DEFAULT 0,
      criado_em timestamptz NOT NULL DEFAULT now(),
      expira_em timestamptz NOT NULL,
      verificado_em timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX verificacoes_contato_cliente ON verificacoes_contato (idcliente, idfornecedor, canal, criado_em DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE verificacoes_contato`.execute(db);
}
