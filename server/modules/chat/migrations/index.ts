/** The chat module's migrations (server/modules/README.md "Migrations"). */
import type { Migration } from 'kysely';
import * as m0045 from './0045-chat';

export const migrations: Record<string, Migration> = { '0045-chat': m0045 };
