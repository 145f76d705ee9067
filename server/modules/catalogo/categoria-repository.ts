import type { Kysely, Selectable } from 'kysely';
import type { CategoriasTable, Database } from '../../db/schema';

export type CategoriaRow = Selectable<CategoriasTable>;

export class CategoriaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async doFornecedor(idfornecedor: string): Promise<CategoriaRow[]> {
    return this.db
      .selectFrom('categorias')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .orderBy('ordem')
      .orderBy('idcategoria')
      .execute();
  }
}
