/**
 * The storefront documents (layout, menu, features) of the demo suppliers, read from
 * ./documents/{slug}.{tipo}.json and validated with the storefront's own schemas.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateDocumentoLoja } from '#blocks/validate-document';
import { fromRoot } from '#server/root';
import type { TipoDocumentoLoja } from '../../modules/estudio/tables';

export const TIPOS_DOCUMENTO: readonly TipoDocumentoLoja[] = ['layout', 'menu', 'features'];

export const PASTA_DOCUMENTOS = fromRoot('server', 'db', 'seed', 'documents');

export function documentoSeedExiste(slug: string, tipo: TipoDocumentoLoja): boolean {
  return existsSync(caminhoDocumento(slug, tipo));
}

export function caminhoDocumento(slug: string, tipo: TipoDocumentoLoja): string {
  return join(PASTA_DOCUMENTOS, `${slug}.${tipo}.json`);
}

export class DocumentoSeedInvalidoError extends Error {
  constructor(
    readonly arquivo: string,
    readonly erros: { caminho: string; mensagem: string }[],
  ) {
    super(
      `Documento de loja inválido em ${arquivo}:\n${erros.map((e) => `  - ${e.caminho}: ${e.mensagem}`).join('\n')}`,
    );
    this.name = 'DocumentoSeedInvalidoError';
  }
}

/**
 * Reads and validates one seed document; throws with path-precise messages when it is invalid or
 * missing. Returns the document as written in the file (what an admin would have saved).
 */
export function lerDocumentoSeed(slug: string, tipo: TipoDocumentoLoja): unknown {
  const arquivo = caminhoDocumento(slug, tipo);
  if (!existsSync(arquivo)) {
    throw new Error(
      `Documento de loja ausente: ${arquivo} (o seed precisa dos documentos layout, menu e features de "${slug}").`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(arquivo, 'utf8'));
  } catch (error) {
    throw new Error(`JSON inválido em ${arquivo}: ${(error as Error).message}`, { cause: error });
  }
  const resultado = validateDocumentoLoja(tipo, json);
  if (!resultado.ok) throw new DocumentoSeedInvalidoError(arquivo, resultado.erros);
  return json;
}
