/**
 * The terms of a payment method paid 'a prazo' (issue 28, item 3): `prazos_dias`, the days from
 * the order to each instalment's due date ('{28}', or '{28,56,84}' in three), strictly increasing.
 * An order paid with an A_PRAZO method makes one title per term (server/modules/faturas); other
 * kinds of method keep the empty list. An A_PRAZO method without terms is due in 28 days.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE formas_pagamento
      ADD COLUMN prazos_dias integer[] NOT NULL DEFAULT '{}'
        CHECK (cardinality(prazos_dias) <= 12 AND 0 < ALL (prazos_dias) AND 366 > ALL (prazos_dias))
  `.execute(db);
  await sql`UPDATE formas_pagamento SET prazos_dias = '{28}' WHERE tipo = 'A_PRAZO'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE formas_pagamento DROP COLUMN prazos_dias`.execute(db);
}
