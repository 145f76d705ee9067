import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface NomeTag {
  tipo: 'tag' | 'grupo';
  tag: string;
  nome: string;
  ordem: number;
}

export class TagPesquisaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The names of the supplier's tags and filter groups, in the supplier's order. */
  async nomes(idfornecedor: string): Promise<NomeTag[]> {
    return this.db
      .selectFrom('tags_pesquisa')
      .select(['tipo', 'tag', 'nome', 'ordem'])
      .where('idfornecedor', '=', idfornecedor)
      .orderBy('ordem')
      .orderBy('tag')
      .execute();
  }

  /** One active product's tags and filter groups. */
  async doProduto(
    idfornecedor: string,
    idproduto: number,
  ): Promise<{ tags: string[]; agrupadores: string[] } | undefined> {
    return this.db
      .selectFrom('produtos')
      .select(['tags', 'agrupadores'])
      .where('idfornecedor', '=', idfornecedor)
      .where('id', '=', idproduto)
      .where('ativo', '=', true)
      .executeTakeFirst();
  }
}
