/**
 * The ERP integration (issue 33): a supplier's integration credentials and the ERP's own codes.
 * - `credenciais_integracao`: one key per row, kept only as its SHA-256 (the key is random with
 *   256 bits, shown once), its scopes, its per-minute limit, when it was last used and revoked.
 * - `cod_erp` on categories, products and a client's registration at a supplier: the ERP's code,
 *   unique per supplier, the key of the bulk upserts.
 * - A client's registration at a supplier also keeps the ERP's credit limit and payment terms
 *   (days), as the ERP sends them.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE credenciais_integracao (
      idcredencial serial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 80),
      prefixo text NOT NULL,
      chave_hash text NOT NULL UNIQUE,
      escopos jsonb NOT NULL,
      limite_por_minuto integer NOT NULL CHECK (limite_por_minuto BETWEEN 1 AND 10000),
      criado_em timestamptz NOT NULL DEFAULT now(),
      criado_por integer,
      ultimo_uso_em timestamptz,
      revogada_em timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX credenciais_integracao_fornecedor ON credenciais_integracao (idfornecedor)`.execute(db);
  await sql`ALTER TABLE categorias ADD COLUMN cod_erp text`.execute(db);
  await sql`CREATE UNIQUE INDEX categorias_cod_erp ON categorias (idfornecedor, cod_erp) WHERE cod_erp IS NOT NULL`.execute(
    db,
  );
  await sql`ALTER TABLE produtos ADD COLUMN cod_erp text`.execute(db);
  await sql`CREATE UNIQUE INDEX produtos_cod_erp ON produtos (idfornecedor, cod_erp) WHERE cod_erp IS NOT NULL`.execute(
    db,
  );
  await sql`ALTER TABLE cadastros_cliente ADD COLUMN cod_erp text`.execute(db);
  await sql`ALTER TABLE cadastros_cliente ADD COLUMN limite_credito_centavos integer CHECK (limite_credito_centavos >= 0)`.execute(
    db,
  );
  await sql`ALTER TABLE cadastros_cliente ADD COLUMN prazos_pagamento_dias jsonb NOT NULL DEFAULT '[]'`.execute(db);
  await sql`CREATE UNIQUE INDEX cadastros_cliente_cod_erp ON cadastros_cliente (idfornecedor, cod_erp) WHERE cod_erp IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX cadastros_cliente_cod_erp`.execute(db);
  await sql`ALTER TABLE cadastros_cliente DROP COLUMN prazos_pagamento_dias`.execute(db);
  await sql`ALTER TABLE cadastros_cliente DROP COLUMN limite_credito_centavos`.execute(db);
  await sql`ALTER TABLE cadastros_cliente DROP COLUMN cod_erp`.execute(db);
  await sql`DROP INDEX produtos_cod_erp`.execute(db);
  await sql`ALTER TABLE produtos DROP COLUMN cod_erp`.execute(db);
  await sql`DROP INDEX categorias_cod_erp`.execute(db);
  await sql`ALTER TABLE categorias DROP COLUMN cod_erp`.execute(db);
  await sql`DROP TABLE credenciais_integracao`.execute(db);
}
