/**
 * A product's EAN (issue 35, item 1): the GTIN on its package (EAN-8, UPC-A's 12 digits, EAN-13 or
 * a GTIN-14), which a B2B buyer's list or ERP often carries instead of the supplier's code. Null
 * where the product has none (a service, a product weighed in the shop). One product per EAN at a
 * supplier, and that index is how quick order finds a product by it. The search's migration (0051)
 * added the column with a plain index: this one adds the format check and makes the index unique.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE produtos ADD COLUMN IF NOT EXISTS ean text`.execute(db);
  await sql`
    ALTER TABLE produtos
      ADD CONSTRAINT produtos_ean_formato CHECK (ean IS NULL OR ean ~ '^([0-9]{8}|[0-9]{12,14})$')
  `.execute(db);
  await sql`DROP INDEX IF EXISTS produtos_fornecedor_ean_idx`.execute(db);
  await sql`CREATE UNIQUE INDEX produtos_fornecedor_ean ON produtos (idfornecedor, ean) WHERE ean IS NOT NULL`.execute(
    db,
  );
}
