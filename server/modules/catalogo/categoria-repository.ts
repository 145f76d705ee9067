import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CategoriasTable } from './tables';

export type CategoriaRow = Selectable<CategoriasTable>;

/** A category with the counts of its own products (active main products) and of those on offer. */
export type CategoriaComContagem = CategoriaRow & { produtos: number; ofertas: number };

export class CategoriaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The supplier's categories (by ordem, then id) with the counts of their own products and of
   * those on offer, from `catalogo_contagem`: one query over a few rows, never the products.
   */
  async comContagem(idfornecedor: string): Promise<CategoriaComContagem[]> {
    const rows = await this.db
      .selectFrom('categorias')
      .leftJoin(
        sql<{ idfornecedor: string; idcategoria: number; produtos: number; ofertas: number }>`catalogo_contagem`.as(
          'k',
        ),
        (join) =>
          join
            .onRef('k.idfornecedor', '=', 'categorias.idfornecedor')
            .onRef('k.idcategoria', '=', 'categorias.idcategoria'),
      )
      .selectAll('categorias')
      .select([sql<number>`coalesce(k.produtos, 0)`.as('produtos'), sql<number>`coalesce(k.ofertas, 0)`.as('ofertas')])
      .where('categorias.idfornecedor', '=', idfornecedor)
      .orderBy('categorias.ordem')
      .orderBy('categorias.idcategoria')
      .execute();
    return rows.map((r) => ({ ...r, produtos: Number(r.produtos), ofertas: Number(r.ofertas) }));
  }
}
