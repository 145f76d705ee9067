import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class ConteudoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The static texts of a supplier in one language, ordered by key. */
  async textos(idfornecedor: string, lang: string): Promise<{ chave: string; texto: string }[]> {
    return this.db
      .selectFrom('textos_estaticos')
      .select(['chave', 'texto'])
      .where('idfornecedor', '=', idfornecedor)
      .where('lang', '=', lang)
      .orderBy('chave')
      .execute();
  }
}
