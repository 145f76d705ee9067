/**
 * A company registers as one (issue 34, item 3): the client's phone with its WhatsApp opt-in
 * (separate, off unless the customer ticks it), and for a CNPJ its razão social, nome fantasia
 * and inscrição estadual ('ISENTO' for an exempt company) with the UF whose rule checked it.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE clientes
      ADD COLUMN telefone text CHECK (telefone IS NULL OR telefone ~ '^[0-9]{10,11}$'),
      ADD COLUMN whatsapp_optin boolean NOT NULL DEFAULT false,
      ADD COLUMN razao_social text CHECK (razao_social IS NULL OR length(razao_social) BETWEEN 2 AND 150),
      ADD COLUMN nome_fantasia text CHECK (nome_fantasia IS NULL OR length(nome_fantasia) BETWEEN 1 AND 150),
      ADD COLUMN inscricao_estadual text CHECK (inscricao_estadual IS NULL OR inscricao_estadual ~ '^([0-9A-Z]{2,18}|ISENTO)$'),
      ADD COLUMN uf_inscricao_estadual char(2)
  `.execute(db);
}
