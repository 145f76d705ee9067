/**
 * The supplier's storefront documents (layout, menu, features). Reading returns them as stored:
 * the client validates them with the zod schemas of schemas/ and falls back to defaults; a
 * missing document is null. Saving validates first, with the very schemas the storefront renders
 * with (blocks/validate-document.ts), and rejects a bad document with path-precise messages.
 */
import { validateDocumentoLoja } from '../../../blocks/validate-document';
import type { TipoDocumentoLoja } from '../../db/schema';
import { HttpError } from '../../shared/http-error';
import type { FornecedorService } from '../fornecedor';
import type { DocumentosRepository } from './documentos-repository';

/** A document that failed validation: 422 with every error, each naming its JSON path. */
export class DocumentoInvalidoError extends HttpError {
  constructor(
    readonly tipo: TipoDocumentoLoja,
    readonly erros: readonly { caminho: string; mensagem: string }[],
  ) {
    super(
      422,
      `Documento "${tipo}" inválido: ${erros.map((e) => `${e.caminho}: ${e.mensagem}`).join('; ')}`,
      'documento.invalido',
    );
    this.name = 'DocumentoInvalidoError';
  }
}

export interface DocumentosLojaWire {
  idfornecedor: string;
  layout: unknown;
  menu: unknown;
  features: unknown;
  atualizado_em: string | null;
}

export class DocumentosService {
  constructor(
    private readonly repository: DocumentosRepository,
    private readonly fornecedores: FornecedorService,
  ) {}

  async daLoja(idfornecedor: string): Promise<DocumentosLojaWire> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const rows = await this.repository.doFornecedor(fornecedor.idfornecedor);
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

  /**
   * Validates and stores one document of a supplier (the supplier admin's "change the layout
   * without a deploy"). Nothing is written when the document is invalid.
   */
  async salvar(idfornecedor: string, tipo: TipoDocumentoLoja, documento: unknown): Promise<{ atualizado_em: string }> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const resultado = validateDocumentoLoja(tipo, documento);
    if (!resultado.ok) throw new DocumentoInvalidoError(tipo, resultado.erros);
    const atualizado = await this.repository.gravar(fornecedor.idfornecedor, tipo, documento);
    return { atualizado_em: atualizado.toISOString() };
  }
}
