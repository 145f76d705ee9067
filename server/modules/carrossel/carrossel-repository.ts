import type { Kysely, Selectable } from 'kysely';
import type { CarrosseisTable, Database } from '../../db/schema';

export type CarrosselRow = Selectable<CarrosseisTable>;

export class CarrosselRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listarDaPagina(idfornecedor: string, pagina: string, idcarrossel?: number): Promise<CarrosselRow[]> {
    let query = this.db
      .selectFrom('carrosseis')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('pagina', '=', pagina);
    if (idcarrossel !== undefined) query = query.where('idcarrossel', '=', idcarrossel);
    return query.orderBy('ordem').orderBy('idcarrossel').execute();
  }
}
