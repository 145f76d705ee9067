/** The faturas module's migrations (server/modules/README.md). */
import type { Migration } from 'kysely';
import * as m0039 from './0039-faturas-titulos';

export const migrations: Record<string, Migration> = { '0039-faturas-titulos': m0039 };
