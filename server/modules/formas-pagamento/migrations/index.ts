/** The formas-pagamento module's migrations (server/modules/README.md). */
import type { Migration } from 'kysely';
import * as m0041 from './0041-formas-pagamento-prazos';

export const migrations: Record<string, Migration> = { '0041-formas-pagamento-prazos': m0041 };
