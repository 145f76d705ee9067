/** The integracao-pedidos module's migrations (server/modules/README.md). */
import type { Migration } from 'kysely';
import * as m0053 from './0053-pedidos-erp-webhooks';

export const migrations: Record<string, Migration> = { '0053-pedidos-erp-webhooks': m0053 };
