/**
 * The ERP's payment terms (issue 33, item 2): a supplier's payment method may carry the ERP's code
 * (`formas_pagamento.cod_erp`, unique per supplier), so the ERP upserts its terms and grants them to
 * its clients (`formas_pagamento_clientes`). The days a client's registration kept from the first
 * client import (`cadastros_cliente.prazos_pagamento_dias`, migration 0049) were read by nothing:
 * a client's terms are now the payment methods reserved to it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE formas_pagamento ADD COLUMN cod_erp text`.execute(db);
  await sql`CREATE UNIQUE INDEX formas_pagamento_cod_erp ON formas_pagamento (idfornecedor, cod_erp) WHERE cod_erp IS NOT NULL`.execute(
    db,
  );
  await sql`ALTER TABLE cadastros_cliente DROP COLUMN prazos_pagamento_dias`.execute(db);
  await sql`ALTER TABLE importacoes_erp ADD COLUMN origem text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE importacoes_erp DROP COLUMN origem`.execute(db);
  await sql`ALTER TABLE cadastros_cliente ADD COLUMN prazos_pagamento_dias jsonb NOT NULL DEFAULT '[]'`.execute(db);
  await sql`DROP INDEX formas_pagamento_cod_erp`.execute(db);
  await sql`ALTER TABLE formas_pagamento DROP COLUMN cod_erp`.execute(db);
}
