/** The recomendacao module's migrations (server/modules/README.md "Migrations"). */
import type { Migration } from 'kysely';
import * as m0046 from './0046-recomendacoes';

export const migrations: Record<string, Migration> = { '0046-recomendacoes': m0046 };
