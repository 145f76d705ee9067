/**
 * The supplier's published storefront documents (layout, menu, features, tema), as the storefront
 * reads them: from the in-process cache of published documents (./publicados.ts), each migrated to
 * the current schemaVersion on read (a document stored before a schema change is served in the
 * new shape, so the browser never needs the migrations). A missing document is null. The
 * published tema overrides the supplier row's colours, logo and head (`aplicarTema`). Documents are
 * written by the layout studio (server/modules/estudio), which validates them first.
 */
import { migrarDocumentoLoja, validateDocumentoLoja } from '#blocks/validate-document';
import { limitesDoDocumento } from '#schemas/limits';
import { parseTemaDocument, type TemaDocument } from '#schemas/tema-documento';
import type { TipoDocumentoLoja } from '../estudio/tables';
import { HttpError } from '../../shared/http-error';
import type { FornecedorRow, FornecedorService } from '../fornecedor';
import type { DocumentosPublicados } from './publicados';

/** A document that failed validation: 422 with every error, each naming its JSON path (also in the body's `erros`). */
export class DocumentoInvalidoError extends HttpError {
  constructor(
    readonly tipo: TipoDocumentoLoja | string,
    readonly erros: readonly { caminho: string; mensagem: string }[],
  ) {
    super(
      422,
      `Documento "${tipo}" inválido: ${erros.map((e) => `${e.caminho}: ${e.mensagem}`).join('; ')}`,
      'documento.invalido',
      { erros },
    );
    this.name = 'DocumentoInvalidoError';
  }
}

export interface DocumentosLojaWire {
  idfornecedor: string;
  layout: unknown;
  /** Why the published layout fails the layout schema (absent when it passes). */
  layout_erros?: { caminho: string; mensagem: string }[];
  menu: unknown;
  features: unknown;
  atualizado_em: string | null;
}

/** The supplier row with the published tema's colours, logo and head in place of its own. */
export function aplicarTema(row: FornecedorRow, tema: TemaDocument): FornecedorRow {
  return {
    ...row,
    logo: tema.logo,
    config: {
      ...row.config,
      tema: {
        cor_primaria: tema.cor_primaria,
        cor_secundaria: tema.cor_secundaria,
        cor_auxiliar: tema.cor_auxiliar,
        cor_texto: tema.cor_texto,
      },
      seo: {
        ...row.config?.seo,
        title: tema.head.titulo,
        subtitle: tema.head.subtitulo,
        description: tema.head.descricao,
        keywords: tema.head.palavrasChave,
      },
    },
  } as FornecedorRow;
}

export class DocumentosService {
  /** The last published tema seen per row, so the row with the tema is built once per change. */
  private readonly comTema = new WeakMap<FornecedorRow, { tema: unknown; row: FornecedorRow }>();
  /** Each published row as served: migrated, or null when it exceeds the limits (kept per row). */
  private readonly servidos = new WeakMap<object, unknown>();
  /** A published layout that fails the layout schema: its errors (kept per row, served beside it). */
  private readonly errosDoLayout = new WeakMap<object, { caminho: string; mensagem: string }[]>();

  constructor(
    private readonly publicados: DocumentosPublicados,
    private readonly fornecedores: FornecedorService,
  ) {}

  /** The published documents of a supplier (by UUID or slug), migrated to their current schemaVersion. */
  async daLoja(idfornecedor: string): Promise<DocumentosLojaWire> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const rows = await this.publicados.doFornecedor(fornecedor.idfornecedor);
    const porTipo = new Map<TipoDocumentoLoja, unknown>();
    let layoutErros: { caminho: string; mensagem: string }[] | undefined;
    let atualizado: Date | null = null;
    for (const row of rows) {
      porTipo.set(row.tipo, this.comoServido(row));
      if (row.tipo === 'layout') layoutErros = this.errosDoLayout.get(row);
      const when = new Date(row.atualizado_em as unknown as Date | string);
      if (atualizado === null || when > atualizado) atualizado = when;
    }
    return {
      idfornecedor: fornecedor.idfornecedor,
      layout: porTipo.get('layout') ?? null,
      ...(layoutErros ? { layout_erros: layoutErros } : {}),
      menu: porTipo.get('menu') ?? null,
      features: porTipo.get('features') ?? null,
      atualizado_em: atualizado ? atualizado.toISOString() : null,
    };
  }

  /**
   * A published document as the storefront gets it: migrated to the current version. One beyond
   * the limits (schemas/limits.ts: size, nesting, blocks; every write path refuses them, so only a
   * row changed behind the server's back) is served as null, and the storefront uses its default:
   * the parsers in the browser and in the server's renderer do not check the limits again.
   */
  private comoServido(row: { tipo: TipoDocumentoLoja; documento: unknown }): unknown {
    if (this.servidos.has(row)) return this.servidos.get(row);
    let servido: unknown;
    if (limitesDoDocumento(row.tipo, row.documento).length > 0) servido = null;
    else {
      const migrado = migrarDocumentoLoja(row.tipo, row.documento);
      // A document that cannot be migrated is served as stored: the storefront falls back to the default.
      servido = migrado.ok ? migrado.documento : row.documento;
      // The layout is served as written (migrated), validated here with every block's schema: the
      // shopper's browser checks only its envelope (schemas/layout.ts createLayoutEnvelopeSchema),
      // each block fills in its defaults as it renders, and a layout that fails is served with why.
      if (row.tipo === 'layout' && migrado.ok) {
        const valido = validateDocumentoLoja('layout', row.documento);
        if (!valido.ok) this.errosDoLayout.set(row, valido.erros);
      }
    }
    this.servidos.set(row, servido);
    return servido;
  }

  /** The supplier row as the storefront sees it: with its published tema, when there is a valid one. */
  async comTemaPublicado(row: FornecedorRow): Promise<FornecedorRow> {
    const rows = await this.publicados.doFornecedor(row.idfornecedor);
    const documento = rows.find((r) => r.tipo === 'tema')?.documento;
    if (documento === undefined) return row;
    const memo = this.comTema.get(row);
    if (memo && memo.tema === documento) return memo.row;
    const tema = parseTemaDocument(documento);
    const resultado = tema.ok ? aplicarTema(row, tema.document) : row;
    this.comTema.set(row, { tema: documento, row: resultado });
    return resultado;
  }

  /** Drops what this process keeps of a supplier's published documents ('*': of every supplier). */
  esquecer(idfornecedor: string): void {
    this.publicados.esquecer(idfornecedor);
  }
}
