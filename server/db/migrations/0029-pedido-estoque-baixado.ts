/**
 * The order desk (issue 13): each order line remembers how much stock its submit took
 * (`estoque_baixado_milesimos`, 0 when the supplier does not control stock or the product has no
 * limit), so a cancelled order gives back exactly that, once (the desk's cancel sets it to 0 in
 * the same transaction).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pedido_itens ADD COLUMN estoque_baixado_milesimos bigint NOT NULL DEFAULT 0 CHECK (estoque_baixado_milesimos >= 0)`.execute(
    db,
  );
  await sql`CREATE INDEX pedidos_fornecedor_idx ON pedidos (idfornecedor, criado_em DESC, numpedido DESC)`.execute(db);
  await sql`CREATE INDEX pedidos_fornecedor_status_idx ON pedidos (idfornecedor, status, criado_em DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX pedidos_fornecedor_status_idx`.execute(db);
  await sql`DROP INDEX pedidos_fornecedor_idx`.execute(db);
  await sql`ALTER TABLE pedido_itens DROP COLUMN estoque_baixado_milesimos`.execute(db);
}
