/** The sessao module's migrations (server/modules/README.md, "Migrations"). */
import type { Migration } from 'kysely';
import * as m0044 from './0044-sessoes-sid';

export const migrations: Record<string, Migration> = { '0044-sessoes-sid': m0044 };
