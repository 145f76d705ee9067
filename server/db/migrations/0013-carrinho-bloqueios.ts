/**
 * The attendant lock's record (issue 10, item 7): every lock (an attendant sets a price on a line)
 * and every release (the attendant removes it, or the customer forces the unlock), with who and when.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE carrinho_bloqueios (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      idcliente integer NOT NULL REFERENCES clientes (idcliente) ON DELETE CASCADE,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      idproduto integer,
      acao text NOT NULL CHECK (acao IN ('bloqueio', 'desbloqueio')),
      idusuario integer NOT NULL REFERENCES usuarios (idusuario) ON DELETE CASCADE,
      papel text NOT NULL,
      preco_centavos integer CHECK (preco_centavos > 0),
      em timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX carrinho_bloqueios_cliente_idx ON carrinho_bloqueios (idcliente, idfornecedor, em DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE carrinho_bloqueios`.execute(db);
}
