/** The link-acao module's migrations (server/modules/README.md). */
import type { Migration } from 'kysely';
import * as m0048 from './0048-links-acao';

export const migrations: Record<string, Migration> = { '0048-links-acao': m0048 };
