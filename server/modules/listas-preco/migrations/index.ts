/** The listas-preco module's migrations (server/modules/README.md "Migrations"). */
import type { Migration } from 'kysely';
import * as m0052 from './0052-listas-preco';

export const migrations: Record<string, Migration> = { '0052-listas-preco': m0052 };
