/** The tarefas module's migrations (server/modules/README.md, "Migrations"). */
import type { Migration } from 'kysely';
import * as m0037 from './0037-tarefas-feitas';

export const migrations: Record<string, Migration> = { '0037-tarefas-feitas': m0037 };
