/** The aprovacoes module's migrations (server/modules/README.md). */
import type { Migration } from 'kysely';
import * as m0054 from './0054-decisoes-cadastro';

export const migrations: Record<string, Migration> = { '0054-decisoes-cadastro': m0054 };
