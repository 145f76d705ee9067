/**
 * Action links (issue 31, spec section 7 `GET /v4/link-acao/{b}/{a}`): a banner or carousel link
 * that runs an action instead of opening a page. Each row is one action of one supplier: add a
 * product to the cart (`idproduto`, `quantidade`), apply a coupon (`codigocupom`) or open a
 * shopping list (`idlista`). A banner points at one with the link `acao:{idacao}`.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE links_acao (
      idacao serial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      tipo text NOT NULL CHECK (tipo IN ('ADICIONAR_PRODUTO', 'APLICAR_CUPOM', 'ABRIR_LISTA')),
      idproduto integer,
      quantidade numeric(12, 3),
      codigocupom text CHECK (codigocupom IS NULL OR length(codigocupom) BETWEEN 1 AND 60),
      idlista integer,
      criado_em timestamptz NOT NULL DEFAULT now(),
      CHECK (
        (tipo = 'ADICIONAR_PRODUTO' AND idproduto IS NOT NULL AND quantidade > 0 AND codigocupom IS NULL AND idlista IS NULL)
        OR (tipo = 'APLICAR_CUPOM' AND codigocupom IS NOT NULL AND idproduto IS NULL AND idlista IS NULL)
        OR (tipo = 'ABRIR_LISTA' AND idlista IS NOT NULL AND idproduto IS NULL AND codigocupom IS NULL)
      )
    )
  `.execute(db);
  await sql`CREATE INDEX links_acao_fornecedor ON links_acao (idfornecedor)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE links_acao`.execute(db);
}
