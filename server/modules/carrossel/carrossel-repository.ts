import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CarrosseisTable } from './tables';

export type CarrosselRow = Selectable<CarrosseisTable>;

export class CarrosselRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every carousel of the supplier (all pages), by page, ordem and id. */
  async doFornecedor(idfornecedor: string): Promise<CarrosselRow[]> {
    return this.db
      .selectFrom('carrosseis')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .orderBy('pagina')
      .orderBy('ordem')
      .orderBy('idcarrossel')
      .execute();
  }
}
