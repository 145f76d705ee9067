/** The pedidos module's migrations (server/modules/README.md). */
import type { Migration } from 'kysely';
import * as m0055 from './0055-destinatario-telefone-nfe-xml';

export const migrations: Record<string, Migration> = { '0055-destinatario-telefone-nfe-xml': m0055 };
