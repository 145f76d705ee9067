/**
 * Search at scale (issue 32): a product's EAN (`ean`, the barcode, found by the search beside
 * the supplier's code `idcadastroextraproduto`), supplier-first btrees for both, and the search's
 * GIN indexes led by the supplier (btree_gin), so a supplier's search reads only its own rows:
 * `(idfornecedor, busca)` for the text steps and `(idfornecedor, busca_nome gin_trgm_ops)` for the
 * typo step replace the indexes of 0001 and 0014, which had no supplier column (every supplier's
 * matches were collected, then filtered). Why btree_gin rather than partitions or a composite
 * btree: docs/catalogue-and-search.md ('Each supplier reads only its rows'). The column is added
 * IF NOT EXISTS: the product-codes work (issue 35) may add the same column.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);
  await sql`ALTER TABLE produtos ADD COLUMN IF NOT EXISTS ean text`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS produtos_fornecedor_ean_idx ON produtos (idfornecedor, ean) WHERE ean IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS produtos_fornecedor_codigo_idx ON produtos (idfornecedor, idcadastroextraproduto)`.execute(
    db,
  );
  await sql`
    CREATE INDEX produtos_fornecedor_busca_idx ON produtos USING gin (idfornecedor, busca) WITH (fastupdate = off)
  `.execute(db);
  await sql`
    CREATE INDEX produtos_fornecedor_busca_nome_trgm_idx ON produtos
    USING gin (idfornecedor, busca_nome gin_trgm_ops) WITH (fastupdate = off)
  `.execute(db);
  await sql`DROP INDEX IF EXISTS produtos_busca_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS produtos_busca_nome_trgm_idx`.execute(db);
  await sql`ANALYZE produtos`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS produtos_busca_idx ON produtos USING gin (busca) WITH (fastupdate = off)`.execute(
    db,
  );
  await sql`
    CREATE INDEX IF NOT EXISTS produtos_busca_nome_trgm_idx ON produtos USING gin (busca_nome gin_trgm_ops) WITH (fastupdate = off)
  `.execute(db);
  await sql`DROP INDEX IF EXISTS produtos_fornecedor_busca_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS produtos_fornecedor_busca_nome_trgm_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS produtos_fornecedor_codigo_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS produtos_fornecedor_ean_idx`.execute(db);
}
