/**
 * The tables the email module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

/** Migration 0005: messages kept instead of sent when no SMTP_URL is configured. */
export interface OutboxEmailTable {
  id: Generated<number>;
  para: string;
  assunto: string;
  texto: string;
  html: string;
  criado_em: Timestamp; // defaults to now()
}

/** The email module's tables, by name. */
export interface EmailTables {
  outbox_email: OutboxEmailTable;
}
