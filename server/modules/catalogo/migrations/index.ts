/** The catalogo module's migrations (server/modules/README.md). */
import type { Migration } from 'kysely';
import * as m0051 from './0051-busca-por-fornecedor';
import * as m0056 from './0056-produtos-ean';
import * as m0057 from './0057-busca-marcada-por-fornecedor';

export const migrations: Record<string, Migration> = {
  '0051-busca-por-fornecedor': m0051,
  '0056-produtos-ean': m0056,
  '0057-busca-marcada-por-fornecedor': m0057,
};
