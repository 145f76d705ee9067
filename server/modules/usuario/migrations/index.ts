/** The usuario module's migrations (server/modules/README.md). */
import type { Migration } from 'kysely';
import * as m0050 from './0050-cadastro-empresa-telefone';

export const migrations: Record<string, Migration> = { '0050-cadastro-empresa-telefone': m0050 };
