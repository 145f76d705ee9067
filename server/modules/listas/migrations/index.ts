/** The listas module's migrations (server/modules/README.md "Migrations"). */
import type { Migration } from 'kysely';
import * as m0042 from './0042-listas-compra';

export const migrations: Record<string, Migration> = { '0042-listas-compra': m0042 };
