/**
 * The layout studio (issue 14): a supplier's admins edit its storefront documents (layout, menu,
 * features, tema) as versions, publish one, read the history with a readable diff, restore an
 * older one as a new draft, export and import them. Every call is for an admin
 * (admin_fornecedor) of that supplier only (403 otherwise).
 *
 * - A save is a new version (a draft may be invalid: the admin's work is never lost) written by
 *   one conditional insert (`versao = If-Match + 1` while that is still the latest; the primary key
 *   settles two concurrent saves): the second save gets 409 and nothing is overwritten.
 * - Publishing migrates the version to the current schemaVersion, validates it with the
 *   storefront's own schemas, stores it (migrated) as the published document and tells every
 *   server process (server/shared/document-channel.ts), which drop their cached copies and the
 *   supplier's public answers.
 */
import { documentoPadrao } from './documentos-padrao';
import { diffDocumentos, type Mudanca } from '#engine/rules/storefront-document-diff';
import {
  migrarDocumentoLoja,
  TIPOS_DOCUMENTO_LOJA,
  validateDocumentoLoja,
  VERSOES_DOCUMENTO_LOJA,
} from '#blocks/validate-document';
import { DOCUMENT_LIMITS } from '#schemas/limits';
import type { TipoDocumentoLoja } from './tables';
import { HttpError } from '../../shared/http-error';
import { DocumentoInvalidoError } from '../documentos';
import type { FornecedorRow } from '../fornecedor';
import type { SessaoDaRequisicao } from '../sessao';
import type { EstudioRepository, VersaoRow } from './estudio-repository';
import type { Publishing } from './publishing';

export const ACESSO_NEGADO = 'Acesso negado: o estúdio da loja é só para os administradores desta loja.';
export const IF_MATCH_AUSENTE =
  'Informe a versão em que a edição se baseou no cabeçalho If-Match (ex.: "3"; "0" antes do primeiro salvamento).';
export const VERSAO_NAO_ENCONTRADA = (versao: number): string => `A versão ${versao} deste documento não existe.`;
/** The most versions the history lists. */
export const MAX_VERSOES_HISTORICO = 100;

export interface ErroCaminho {
  caminho: string;
  mensagem: string;
}

/** Who saves or publishes: a studio session (an admin of the supplier) or the CLI. */
export interface Autor {
  idusuario: number | null;
  nome: string;
}

export function urlJsonSchema(
  tipo: TipoDocumentoLoja,
  versao: number = VERSOES_DOCUMENTO_LOJA[tipo].schemaVersion,
): string {
  return `/schemas/${tipo}/v${versao}.json`;
}

/** `"3"`, `W/"3"` or `3` → 3; undefined when absent; 400 when it is not a version number. */
export function versaoDoIfMatch(valor: string | string[] | undefined): number {
  const texto = Array.isArray(valor) ? valor[0] : valor;
  if (texto === undefined || texto.trim() === '')
    throw new HttpError(428, IF_MATCH_AUSENTE, 'estudio.if-match-ausente');
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(texto);
  if (!m)
    throw new HttpError(
      400,
      `Requisição inválida: If-Match deve ser o número da versão entre aspas (ex.: "3"), recebido ${texto.slice(0, 40)}`,
      'requisicao.invalida',
    );
  return Number(m[1]);
}

function conflito(atual: VersaoRow | undefined): HttpError {
  const versao = atual?.versao ?? 0;
  return new HttpError(
    409,
    `Outra pessoa salvou esta página enquanto você editava (versão ${versao}, por ${atual?.autor ?? 'alguém'}). Recarregue para ver as mudanças antes de salvar; nada foi sobrescrito.`,
    'estudio.conflito',
    { versaoAtual: versao },
  );
}

const isObjetoJson = (valor: unknown): valor is Record<string, unknown> =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** A draft must be a JSON object within the document size limit (422 otherwise); it may be invalid otherwise. */
function conferirRascunho(tipo: TipoDocumentoLoja | string, documento: unknown): void {
  if (!isObjetoJson(documento)) {
    throw new DocumentoInvalidoError(tipo, [{ caminho: '(documento)', mensagem: 'esperado um objeto JSON' }]);
  }
  const bytes = Buffer.byteLength(JSON.stringify(documento), 'utf8');
  if (bytes > DOCUMENT_LIMITS.maxBytes) {
    throw new DocumentoInvalidoError(tipo, [
      {
        caminho: '(documento)',
        mensagem: `documento grande demais: ${Math.ceil(bytes / 1024)} KB (máximo ${DOCUMENT_LIMITS.maxBytes / 1024} KB)`,
      },
    ]);
  }
}

/** The errors of a document ([] when valid), after migrating it. */
function errosDe(tipo: TipoDocumentoLoja, documento: unknown): ErroCaminho[] {
  const r = validateDocumentoLoja(tipo, documento);
  return r.ok ? [] : r.erros;
}

/** The document migrated to the current schemaVersion when it can be, else as stored. */
function migradoOuComoEsta(tipo: TipoDocumentoLoja, documento: unknown): unknown {
  const r = migrarDocumentoLoja(tipo, documento);
  return r.ok ? r.documento : documento;
}

export interface EstudioDeps {
  repository: EstudioRepository;
  /** What happens on a publish, told to every process and every subscribed module (./publishing.ts). */
  publishing: Pick<Publishing, 'announce' | 'published'>;
  now?: () => Date;
}

export class EstudioService {
  private readonly now: () => Date;

  constructor(private readonly deps: EstudioDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** An admin of this supplier (403 for anyone else); returns the author of what they write. */
  async admin(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): Promise<Autor> {
    if (sessao.papel !== 'admin_fornecedor' || sessao.idfornecedor !== fornecedor.idfornecedor) {
      throw new HttpError(403, ACESSO_NEGADO, 'estudio.acesso-negado');
    }
    return {
      idusuario: sessao.idusuario,
      nome: (await this.deps.repository.nomeUsuario(sessao.idusuario)) ?? 'Administrador',
    };
  }

  /** The draft: the latest version, or the published document, or the default one. */
  async obter(fornecedor: FornecedorRow, tipo: TipoDocumentoLoja) {
    const [ultima, publicacao] = await Promise.all([
      this.deps.repository.ultima(fornecedor.idfornecedor, tipo),
      this.deps.repository.publicacao(fornecedor.idfornecedor, tipo),
    ]);
    const bruto = ultima?.documento ?? publicacao?.documento ?? documentoPadrao(tipo, fornecedor);
    const documento = migradoOuComoEsta(tipo, bruto);
    return {
      tipo,
      versaoAtual: ultima?.versao ?? 0,
      versaoPublicada: publicacao?.versao_publicada ?? null,
      documento: documento as Record<string, unknown>,
      erros: errosDe(tipo, documento),
      schemaVersion: VERSOES_DOCUMENTO_LOJA[tipo].schemaVersion,
      jsonSchemaUrl: urlJsonSchema(tipo),
    };
  }

  /** Saves a new version based on `esperada` (409 when someone saved meanwhile). */
  async salvar(
    fornecedor: FornecedorRow,
    tipo: TipoDocumentoLoja,
    entrada: { documento: unknown; nota: string | null; esperada: number; restauradaDe?: number | null },
    autor: Autor,
  ): Promise<{ versao: number; salvo_em: string; erros: ErroCaminho[] }> {
    conferirRascunho(tipo, entrada.documento);
    const nota = entrada.nota?.trim() ? entrada.nota.trim().slice(0, 200) : null;
    const salvo = await this.deps.repository.salvar({
      idfornecedor: fornecedor.idfornecedor,
      tipo,
      esperada: entrada.esperada,
      documento: entrada.documento,
      idusuario: autor.idusuario,
      autor: autor.nome,
      nota,
      restauradaDe: entrada.restauradaDe ?? null,
    });
    if (!salvo) throw conflito(await this.deps.repository.ultima(fornecedor.idfornecedor, tipo));
    return { versao: salvo.versao, salvo_em: salvo.salvo_em.toISOString(), erros: errosDe(tipo, entrada.documento) };
  }

  /** Publishes `versao`: migrated, validated (422 with every error), stored migrated; every process told. */
  async publicar(
    fornecedor: FornecedorRow,
    tipo: TipoDocumentoLoja,
    versao: number,
    autor: Autor,
  ): Promise<{ versaoPublicada: number; publicado_em: string }> {
    const row = await this.deps.repository.versao(fornecedor.idfornecedor, tipo, versao);
    if (!row) throw new HttpError(404, VERSAO_NAO_ENCONTRADA(versao), 'estudio.versao-nao-encontrada');
    const validado = validateDocumentoLoja(tipo, row.documento);
    if (!validado.ok) throw new DocumentoInvalidoError(tipo, validado.erros);
    // Stored as migrated (not with the defaults the validation filled in): what the admin wrote, in the current shape.
    const migrado = migrarDocumentoLoja(tipo, row.documento);
    if (!migrado.ok) throw new DocumentoInvalidoError(tipo, migrado.erros);
    const em = this.now();
    await this.deps.repository.transacao(async (trx) => {
      await this.deps.repository.publicar(
        { idfornecedor: fornecedor.idfornecedor, tipo, versao, documento: migrado.documento, autor: autor.nome, em },
        trx,
      );
      await this.deps.publishing.announce(fornecedor.idfornecedor, trx);
    });
    await this.deps.publishing.published(fornecedor.idfornecedor);
    return { versaoPublicada: versao, publicado_em: em.toISOString() };
  }

  /**
   * Validates, saves as a new version and publishes it at once (`npm run documento -- set`, author
   * "CLI"): nothing is written when the document is invalid.
   */
  async salvarEPublicar(
    fornecedor: FornecedorRow,
    tipo: TipoDocumentoLoja,
    documento: unknown,
    autor: Autor,
  ): Promise<{ versao: number; publicado_em: string }> {
    const validado = validateDocumentoLoja(tipo, documento);
    if (!validado.ok) throw new DocumentoInvalidoError(tipo, validado.erros);
    const ultima = await this.deps.repository.ultima(fornecedor.idfornecedor, tipo);
    const salvo = await this.salvar(fornecedor, tipo, { documento, nota: null, esperada: ultima?.versao ?? 0 }, autor);
    const publicado = await this.publicar(fornecedor, tipo, salvo.versao, autor);
    return { versao: salvo.versao, publicado_em: publicado.publicado_em };
  }

  /** The published document of a type (migrated), or null when none was ever published. */
  async publicado(fornecedor: FornecedorRow, tipo: TipoDocumentoLoja): Promise<unknown> {
    const publicacao = await this.deps.repository.publicacao(fornecedor.idfornecedor, tipo);
    return publicacao ? migradoOuComoEsta(tipo, publicacao.documento) : null;
  }

  /** The history, newest first, each version with its changes against the previous one. */
  async versoes(fornecedor: FornecedorRow, tipo: TipoDocumentoLoja) {
    const [rows, publicacao] = await Promise.all([
      this.deps.repository.versoes(fornecedor.idfornecedor, tipo, MAX_VERSOES_HISTORICO + 1),
      this.deps.repository.publicacao(fornecedor.idfornecedor, tipo),
    ]);
    const listadas = rows.slice(0, MAX_VERSOES_HISTORICO);
    const padrao = documentoPadrao(tipo, fornecedor);
    return {
      versoes: listadas.map((row, i) => {
        const anterior = rows[i + 1];
        const base = anterior ? anterior.documento : row.versao === 1 ? padrao : undefined;
        const mudancas: Mudanca[] =
          base === undefined
            ? []
            : diffDocumentos(migradoOuComoEsta(tipo, base), migradoOuComoEsta(tipo, row.documento));
        const publicada = publicacao?.versao_publicada === row.versao;
        return {
          versao: row.versao,
          autor: row.autor,
          salvo_em: row.salvo_em.toISOString(),
          nota: row.nota,
          publicada,
          publicadaEm: publicada && publicacao?.publicado_em ? publicacao.publicado_em.toISOString() : null,
          restauradaDe: row.restaurada_de,
          mudancas,
        };
      }),
    };
  }

  /** A copy of `versao` as the new draft (not published). */
  async restaurar(
    fornecedor: FornecedorRow,
    tipo: TipoDocumentoLoja,
    versao: number,
    esperada: number,
    autor: Autor,
  ): Promise<{ versao: number; salvo_em: string }> {
    const row = await this.deps.repository.versao(fornecedor.idfornecedor, tipo, versao);
    if (!row) throw new HttpError(404, VERSAO_NAO_ENCONTRADA(versao), 'estudio.versao-nao-encontrada');
    const salvo = await this.salvar(
      fornecedor,
      tipo,
      { documento: row.documento, nota: `Restaurada da versão ${versao}`, esperada, restauradaDe: versao },
      autor,
    );
    return { versao: salvo.versao, salvo_em: salvo.salvo_em };
  }

  /** The published documents (or the default ones), as one file. */
  async exportar(fornecedor: FornecedorRow) {
    const documentos = {} as Record<TipoDocumentoLoja, Record<string, unknown>>;
    for (const tipo of TIPOS_DOCUMENTO_LOJA) {
      const publicacao = await this.deps.repository.publicacao(fornecedor.idfornecedor, tipo);
      documentos[tipo] = migradoOuComoEsta(tipo, publicacao?.documento ?? documentoPadrao(tipo, fornecedor)) as Record<
        string,
        unknown
      >;
    }
    return {
      formato: 'vitrine-documentos' as const,
      versao: 1 as const,
      fornecedor: fornecedor.slug,
      exportado_em: this.now().toISOString(),
      documentos,
    };
  }

  /** Validates every document of an exported file (all or nothing), then saves each as a new draft. */
  async importar(
    fornecedor: FornecedorRow,
    arquivo: { fornecedor?: string | undefined; documentos: Partial<Record<string, unknown>> },
    autor: Autor,
  ) {
    const presentes = TIPOS_DOCUMENTO_LOJA.filter((tipo) => arquivo.documentos[tipo] !== undefined);
    const desconhecidos = Object.keys(arquivo.documentos).filter(
      (k) => !(TIPOS_DOCUMENTO_LOJA as readonly string[]).includes(k),
    );
    const erros: ErroCaminho[] = desconhecidos.map((k) => ({
      caminho: `documentos.${k}`,
      mensagem: `documento desconhecido (válidos: ${TIPOS_DOCUMENTO_LOJA.join(', ')})`,
    }));
    if (presentes.length === 0 && erros.length === 0) {
      erros.push({
        caminho: 'documentos',
        mensagem: `nenhum documento no arquivo (esperados: ${TIPOS_DOCUMENTO_LOJA.join(', ')})`,
      });
    }
    const migrados = new Map<TipoDocumentoLoja, Record<string, unknown>>();
    for (const tipo of presentes) {
      const documento = arquivo.documentos[tipo];
      const validado = validateDocumentoLoja(tipo, documento);
      const migrado = migrarDocumentoLoja(tipo, documento);
      if (!validado.ok)
        erros.push(
          ...validado.erros.map((e) => ({
            caminho: e.caminho === '(documento)' ? tipo : `${tipo}.${e.caminho}`,
            mensagem: e.mensagem,
          })),
        );
      else if (!migrado.ok)
        erros.push(...migrado.erros.map((e) => ({ caminho: `${tipo}.${e.caminho}`, mensagem: e.mensagem })));
      else migrados.set(tipo, migrado.documento);
    }
    if (erros.length > 0) throw new DocumentoInvalidoError('importação', erros);
    const versoes: Partial<Record<TipoDocumentoLoja, number>> = {};
    for (const [tipo, documento] of migrados) {
      const ultima = await this.deps.repository.ultima(fornecedor.idfornecedor, tipo);
      const salvo = await this.salvar(
        fornecedor,
        tipo,
        {
          documento,
          nota: arquivo.fornecedor
            ? `Importado do arquivo de documentos de ${arquivo.fornecedor.slice(0, 80)}`
            : 'Importado de um arquivo de documentos',
          esperada: ultima?.versao ?? 0,
        },
        autor,
      );
      versoes[tipo] = salvo.versao;
    }
    return { versoes };
  }
}
