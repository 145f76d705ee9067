import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { DocumentosLojaTable } from '../estudio/tables';

export type DocumentoLojaRow = Pick<Selectable<DocumentosLojaTable>, 'tipo' | 'documento' | 'atualizado_em'>;

export class DocumentosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The published documents of a supplier (at most one per type). */
  async doFornecedor(idfornecedor: string): Promise<DocumentoLojaRow[]> {
    return this.db
      .selectFrom('documentos_loja')
      .select(['tipo', 'documento', 'atualizado_em'])
      .where('idfornecedor', '=', idfornecedor)
      .execute();
  }
}
