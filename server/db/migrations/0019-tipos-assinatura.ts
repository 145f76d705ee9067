/**
 * Subscription types of a supplier (spec section 7 `GET /v4/subscription/type/list/{idfornecedor}`):
 * a cart (and the order it becomes) may repeat every `intervalo_dias` days as a subscription
 * (`carrinhos.idtipoassinatura`). Listed by `ordem`; the first is the fallback of spec section 5
 * ("the subscription choice falls back to the first type if the id is not found").
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tipos_assinatura (
      idtipoassinatura serial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 60),
      descricao text NOT NULL DEFAULT '' CHECK (length(descricao) <= 200),
      intervalo_dias integer NOT NULL CHECK (intervalo_dias BETWEEN 1 AND 366),
      ordem integer NOT NULL DEFAULT 0,
      ativo boolean NOT NULL DEFAULT true,
      UNIQUE (idfornecedor, nome)
    )
  `.execute(db);
  await sql`CREATE INDEX tipos_assinatura_fornecedor ON tipos_assinatura (idfornecedor, ordem, idtipoassinatura) WHERE ativo`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE tipos_assinatura`.execute(db);
}
