/**
 * Every migration, in order. A static list (no folder scanning) so that the same migrations run
 * from tsx, vitest and a bundled server alike. Never edit a migration that has shipped: add one.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001-init';
import * as m0002 from './0002-slugs-reservados-saude';
import * as m0003 from './0003-catalogo-desempenho';
import * as m0004 from './0004-contas-sessoes';
import * as m0005 from './0005-email-recuperacao-senha';
import * as m0009 from './0009-usuarios-vinculados';

export const migrations: Record<string, Migration> = {
  '0001-init': m0001,
  '0002-slugs-reservados-saude': m0002,
  '0003-catalogo-desempenho': m0003,
  '0004-contas-sessoes': m0004,
  '0005-email-recuperacao-senha': m0005,
  '0009-usuarios-vinculados': m0009,
};

/** The reserved slugs of the latest migration that set them (the database's CHECK constraint). */
export const RESERVED_SLUGS_LATEST: readonly string[] = m0002.RESERVED_SLUGS_0002;
