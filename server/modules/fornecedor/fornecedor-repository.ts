import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { FornecedoresTable } from './tables';
import { isUuid } from '#engine/rules/slug';

export type FornecedorRow = Selectable<FornecedoresTable>;

export interface FiltroFornecedores {
  /** UUID or slug. */
  idOuSlug?: string | undefined;
  /** A host that must be one of the supplier's domains. */
  dominio?: string | undefined;
}

export class FornecedorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(filtro: FiltroFornecedores): Promise<FornecedorRow[]> {
    let query = this.db.selectFrom('fornecedores').selectAll('fornecedores');
    const { idOuSlug, dominio } = filtro;
    if (idOuSlug !== undefined) {
      query = isUuid(idOuSlug)
        ? query.where('fornecedores.idfornecedor', '=', idOuSlug.toLowerCase())
        : query.where('fornecedores.slug', '=', idOuSlug.toLowerCase());
    }
    if (dominio !== undefined) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('fornecedor_dominios')
            .select('fornecedor_dominios.dominio')
            .whereRef('fornecedor_dominios.idfornecedor', '=', 'fornecedores.idfornecedor')
            .where('fornecedor_dominios.dominio', '=', dominio),
        ),
      );
    }
    return query.orderBy('fornecedores.nome').orderBy('fornecedores.idfornecedor').execute();
  }

  async findByIdOrSlug(idOuSlug: string): Promise<FornecedorRow | undefined> {
    const rows = await this.find({ idOuSlug });
    return rows[0];
  }
}
