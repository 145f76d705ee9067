/** The integracao module's migrations (server/modules/README.md). */
import type { Migration } from 'kysely';
import * as m0049 from './0049-integracao';

export const migrations: Record<string, Migration> = { '0049-integracao': m0049 };
