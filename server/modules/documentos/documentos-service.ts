/**
 * The supplier's storefront documents (layout, menu, features) as stored: the client validates
 * them with the zod schemas of schemas/ and falls back to defaults. A missing document is null.
 */
import type { Kysely } from 'kysely';
import type { Database, TipoDocumentoLoja } from '../../db/schema';
import type { FornecedorService } from '../fornecedor/fornecedor-service';

export interface DocumentosLojaWire {
  idfornecedor: string;
  layout: unknown;
  menu: unknown;
  features: unknown;
  atualizado_em: string | null;
}

export class DocumentosService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly fornecedores: FornecedorService,
  ) {}

  async daLoja(idfornecedor: string): Promise<DocumentosLojaWire> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const rows = await this.db
      .selectFrom('documentos_loja')
      .select(['tipo', 'documento', 'atualizado_em'])
      .where('idfornecedor', '=', fornecedor.idfornecedor)
      .execute();
    const porTipo = new Map<TipoDocumentoLoja, unknown>();
    let atualizado: Date | null = null;
    for (const row of rows) {
      porTipo.set(row.tipo, row.documento);
      const when = new Date(row.atualizado_em as unknown as Date | string);
      if (atualizado === null || when > atualizado) atualizado = when;
    }
    return {
      idfornecedor: fornecedor.idfornecedor,
      layout: porTipo.get('layout') ?? null,
      menu: porTipo.get('menu') ?? null,
      features: porTipo.get('features') ?? null,
      atualizado_em: atualizado ? atualizado.toISOString() : null,
    };
  }
}
