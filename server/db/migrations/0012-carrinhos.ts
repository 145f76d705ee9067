/**
 * Carts (issue 10, item 5): one cart per client and supplier, its lines, and who locked it.
 * - `carrinhos`: the cart's own fields (observations, the customer's order number, the chosen
 *   subscription type) and when it was last saved.
 * - `carrinho_itens`: one line per product. Quantities in thousandths, always above 0 (a line at 0
 *   is deleted). `preco_atendente_centavos` is set only by an attendant (never by the customer's
 *   save), which is what locks the cart (bloqueio_atendimento). Prices and totals are never
 *   stored: the server recomputes them from the product rows with engine/rules/pricing on every
 *   answer, so a cart always shows today's prices.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE carrinhos (
      idcliente integer NOT NULL REFERENCES clientes (idcliente) ON DELETE CASCADE,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      observacao text NOT NULL DEFAULT '' CHECK (length(observacao) <= 2000),
      num_pedido_cliente text NOT NULL DEFAULT '' CHECK (length(num_pedido_cliente) <= 60),
      idtipoassinatura integer,
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (idcliente, idfornecedor)
    )
  `.execute(db);
  await sql`
    CREATE TABLE carrinho_itens (
      idcliente integer NOT NULL,
      idfornecedor text NOT NULL,
      idproduto integer NOT NULL REFERENCES produtos (id) ON DELETE CASCADE,
      quantidade_milesimos bigint NOT NULL CHECK (quantidade_milesimos > 0),
      embalar_para_presente boolean NOT NULL DEFAULT false,
      preco_atendente_centavos integer CHECK (preco_atendente_centavos > 0),
      ordem integer NOT NULL DEFAULT 0,
      PRIMARY KEY (idcliente, idfornecedor, idproduto),
      FOREIGN KEY (idcliente, idfornecedor) REFERENCES carrinhos (idcliente, idfornecedor) ON DELETE CASCADE
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE carrinho_itens`.execute(db);
  await sql`DROP TABLE carrinhos`.execute(db);
}
