/**
 * Every migration, in order. A static list (no folder scanning) so that the same migrations run
 * from tsx, vitest and a bundled server alike. Never edit a migration that has shipped: add one.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001-init';

export const migrations: Record<string, Migration> = {
  '0001-init': m0001,
};
