/** The integracao module's migrations (server/modules/README.md). */
import type { Migration } from 'kysely';
import * as m0049 from './0049-integracao';
import * as m0058 from './0058-importacoes-erp';
import * as m0059 from './0059-erp-condicoes-pagamento';

export const migrations: Record<string, Migration> = {
  '0049-integracao': m0049,
  '0058-importacoes-erp': m0058,
  '0059-erp-condicoes-pagamento': m0059,
};
