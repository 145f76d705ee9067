/** The combos module's migrations (server/modules/README.md "Migrations"). */
import type { Migration } from 'kysely';
import * as m0043 from './0043-combos';

export const migrations: Record<string, Migration> = { '0043-combos': m0043 };
