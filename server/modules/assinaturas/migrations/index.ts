/** The assinaturas module's migrations (server/modules/README.md "Migrations"). */
import type { Migration } from 'kysely';
import * as m0038 from './0038-assinaturas';

export const migrations: Record<string, Migration> = { '0038-assinaturas': m0038 };
