import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

export interface PaginaEstaticaRow {
  idpagina: number;
  slug: string;
  titulo: string;
  conteudo: string;
  tags: string[];
  atualizado_em: Date;
}

export class PaginasEstaticasRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The supplier's pages carrying `tag`, without their content, in its order. */
  async comTag(idfornecedor: string, tag: string): Promise<Omit<PaginaEstaticaRow, 'conteudo' | 'atualizado_em'>[]> {
    return this.db
      .selectFrom('paginas_estaticas')
      .select(['idpagina', 'slug', 'titulo', 'tags'])
      .where('idfornecedor', '=', idfornecedor)
      .where(sql<SqlBool>`tags @> ${JSON.stringify([tag])}::jsonb`)
      .orderBy('ordem')
      .orderBy('idpagina')
      .execute();
  }

  async porSlug(idfornecedor: string, slug: string): Promise<PaginaEstaticaRow | undefined> {
    return this.db
      .selectFrom('paginas_estaticas')
      .select(['idpagina', 'slug', 'titulo', 'conteudo', 'tags', 'atualizado_em'])
      .where('idfornecedor', '=', idfornecedor)
      .where('slug', '=', slug)
      .executeTakeFirst();
  }
}
