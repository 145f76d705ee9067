import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, DocumentosLojaTable, TipoDocumentoLoja } from '../../db/schema';

export type DocumentoLojaRow = Pick<Selectable<DocumentosLojaTable>, 'tipo' | 'documento' | 'atualizado_em'>;

export class DocumentosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The stored documents of a supplier (at most one per type). */
  async doFornecedor(idfornecedor: string): Promise<DocumentoLojaRow[]> {
    return this.db
      .selectFrom('documentos_loja')
      .select(['tipo', 'documento', 'atualizado_em'])
      .where('idfornecedor', '=', idfornecedor)
      .execute();
  }

  /** Inserts or replaces the document of this type; returns when it was written. */
  async gravar(idfornecedor: string, tipo: TipoDocumentoLoja, documento: unknown): Promise<Date> {
    const json = JSON.stringify(documento);
    const row = await this.db
      .insertInto('documentos_loja')
      .values({ idfornecedor, tipo, documento: json })
      .onConflict((oc) =>
        oc.columns(['idfornecedor', 'tipo']).doUpdateSet({ documento: json, atualizado_em: sql`now()` }),
      )
      .returning('atualizado_em')
      .executeTakeFirstOrThrow();
    return new Date(row.atualizado_em as unknown as Date | string);
  }
}
