/** The verificacao module's migrations (server/modules/README.md). */
import type { Migration } from 'kysely';
import * as m0047 from './0047-verificacoes-contato';

export const migrations: Record<string, Migration> = { '0047-verificacoes-contato': m0047 };
