/**
 * Availability alerts (issue 10, item 4; spec section 2 'Alerta de disponibilidade', section 7
 * `POST /v4/notificacao/alerta-disponibilidade`): a client asks to be told when an out-of-stock
 * product returns. One waiting subscription per client, supplier and product (`enviado_em IS
 * NULL`, a partial unique index); once the alert is sent the row stays as the record and a new
 * subscription may follow (a later stock-out and return alerts again only for a new one).
 * `idusuario` is the user who subscribed (a client's own user, a linked user or a
 * representative acting for the client): the e-mail goes to that person. `origem` is the
 * storefront origin the subscription came from (checked against the supplier's hosts), which the
 * e-mail's link points at: the stock update comes from an ERP or an admin, not from the shop.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE alertas_disponibilidade (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      idcliente integer NOT NULL REFERENCES clientes (idcliente) ON DELETE CASCADE,
      idusuario integer NOT NULL REFERENCES usuarios (idusuario) ON DELETE CASCADE,
      idproduto integer NOT NULL REFERENCES produtos (id) ON DELETE CASCADE,
      idcadastroextraproduto integer NOT NULL,
      origem text NOT NULL CHECK (length(origem) BETWEEN 1 AND 300),
      criado_em timestamptz NOT NULL DEFAULT now(),
      enviado_em timestamptz
    )
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX alertas_disponibilidade_pendente_key
      ON alertas_disponibilidade (idfornecedor, idcliente, idcadastroextraproduto) WHERE enviado_em IS NULL
  `.execute(db);
  // The stock update looks up the waiting alerts of the products it made available.
  await sql`CREATE INDEX alertas_disponibilidade_produto_idx ON alertas_disponibilidade (idproduto) WHERE enviado_em IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE alertas_disponibilidade`.execute(db);
}
