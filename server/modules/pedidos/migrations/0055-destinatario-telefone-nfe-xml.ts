/**
 * Issue 34, items 3 and 5 (one migration number for both; this module's orders carry both):
 * - an address says who receives there: the recipient's name (`destinatario`), the phone at that
 *   address (10 or 11 digits, engine/rules/phone.ts) and its WhatsApp opt-in, off unless asked
 *   (the enderecos module's table; the order keeps them in its address snapshot, JSON);
 * - beside the DANFE, the NF-e's XML the supplier attached (its authorised `nfeProc` or `NFe`, at
 *   most 1 MB), whose access key is the DANFE's: stored as sent, byte for byte, never generated.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE enderecos
      ADD COLUMN destinatario text CHECK (destinatario IS NULL OR length(destinatario) BETWEEN 1 AND 80),
      ADD COLUMN telefone text CHECK (telefone IS NULL OR telefone ~ '^[0-9]{10,11}$'),
      ADD COLUMN whatsapp_optin boolean NOT NULL DEFAULT false,
      ADD CONSTRAINT enderecos_whatsapp_telefone CHECK (NOT whatsapp_optin OR telefone IS NOT NULL)
  `.execute(db);
  await sql`
    ALTER TABLE pedido_danfe
      ADD COLUMN xml bytea CHECK (xml IS NULL OR octet_length(xml) BETWEEN 20 AND 1048576),
      ADD COLUMN xml_anexado_em timestamptz,
      ADD CONSTRAINT pedido_danfe_xml_em CHECK ((xml IS NULL) = (xml_anexado_em IS NULL))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pedido_danfe DROP COLUMN xml, DROP COLUMN xml_anexado_em`.execute(db);
  await sql`ALTER TABLE enderecos DROP COLUMN destinatario, DROP COLUMN telefone, DROP COLUMN whatsapp_optin`.execute(
    db,
  );
}
