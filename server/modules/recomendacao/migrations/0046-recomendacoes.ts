/**
 * Recommendations (issue 31, spec sections 3 'Recommendation cart (sessao_id, produtos)' and 7
 * `GET /v4/sugestao/produtos/…`, `POST /v4/sugestao/feedback`):
 *
 * - `recomendacao_pares`: 'quem comprou também comprou': for a product, the products bought in
 *   the same orders of this supplier and how many orders had both (the top ones per product),
 *   written by the recompute job, never per request.
 * - `recomendacao_calculos`: when a supplier's pairs were last recomputed, from how many orders.
 * - `recomendacao_sessoes`: each answer of the GET (its `sessao_id`), for whom, on which view, and
 *   the products it showed; feedback must name one of them.
 * - `recomendacao_feedback`: each view, click and add-to-cart of a recommended product (once per
 *   session, product and action).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE recomendacao_pares (
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      idproduto integer NOT NULL,
      idrecomendado integer NOT NULL,
      contagem integer NOT NULL CHECK (contagem > 0),
      PRIMARY KEY (idfornecedor, idproduto, idrecomendado)
    )
  `.execute(db);
  await sql`
    CREATE TABLE recomendacao_calculos (
      idfornecedor text PRIMARY KEY REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      calculado_em timestamptz NOT NULL DEFAULT now(),
      pedidos integer NOT NULL,
      pares integer NOT NULL,
      duracao_ms integer NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE TABLE recomendacao_sessoes (
      sessao_id uuid PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      idcliente integer NOT NULL,
      visao text NOT NULL CHECK (visao IN ('CART', 'PRODUCT', 'HOME')),
      produtos jsonb NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX recomendacao_sessoes_cliente ON recomendacao_sessoes (idfornecedor, idcliente, criado_em)`.execute(
    db,
  );
  await sql`
    CREATE TABLE recomendacao_feedback (
      id serial PRIMARY KEY,
      sessao_id uuid NOT NULL REFERENCES recomendacao_sessoes (sessao_id) ON DELETE CASCADE,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      idcliente integer NOT NULL,
      idusuario integer,
      acao text NOT NULL CHECK (acao IN ('VIEW', 'CLICK', 'ADD_TO_CART')),
      visao text NOT NULL CHECK (visao IN ('CART', 'PRODUCT', 'HOME')),
      item_id integer NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (sessao_id, item_id, acao)
    )
  `.execute(db);
  await sql`CREATE INDEX recomendacao_feedback_fornecedor ON recomendacao_feedback (idfornecedor, criado_em)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE recomendacao_feedback`.execute(db);
  await sql`DROP TABLE recomendacao_sessoes`.execute(db);
  await sql`DROP TABLE recomendacao_calculos`.execute(db);
  await sql`DROP TABLE recomendacao_pares`.execute(db);
}
