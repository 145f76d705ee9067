/**
 * `GET /schemas/{tipo}/v{n}.json`: the JSON Schema of each schemaVersion of the storefront
 * documents, for external editors (public, cacheable): the files `npm run schemas:emit` writes
 * and keeps in schemas/json/{tipo}/v{n}.json, older versions included, so a document written for
 * version 1 is still validated against version 1. The studio's GET names the current one
 * (`jsonSchemaUrl`).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TIPOS_DOCUMENTO_LOJA, VERSOES_DOCUMENTO_LOJA, type TipoDocumentoLoja } from '#blocks/validate-document';
import { fromRoot } from '#server/root';
import { HttpError } from '../../shared/http-error';

const PASTA = fromRoot('schemas', 'json');
const ARQUIVO = /^v([1-9][0-9]{0,3})\.json$/;

export function schemaNaoEncontrado(): HttpError {
  return new HttpError(
    404,
    `JSON Schema não encontrado: use /schemas/{tipo}/v{n}.json com tipo ${TIPOS_DOCUMENTO_LOJA.join(', ')} e uma versão publicada.`,
    'schema.nao-encontrado',
  );
}

export function jsonSchemasRoutes(app: FastifyInstance): void {
  const cache = new Map<string, Promise<string | null>>();
  const ler = (tipo: TipoDocumentoLoja, versao: number): Promise<string | null> => {
    const chave = `${tipo}/v${versao}.json`;
    let texto = cache.get(chave);
    if (!texto) {
      texto = readFile(join(PASTA, chave), 'utf8').catch(() => null);
      cache.set(chave, texto);
    }
    return texto;
  };
  app.get<{ Params: { tipo: string; arquivo: string } }>('/schemas/:tipo/:arquivo', async (request, reply) => {
    const { tipo, arquivo } = request.params;
    const m = ARQUIVO.exec(arquivo);
    if (!m || !(TIPOS_DOCUMENTO_LOJA as readonly string[]).includes(tipo)) throw schemaNaoEncontrado();
    const versao = Number(m[1]);
    if (versao > VERSOES_DOCUMENTO_LOJA[tipo as TipoDocumentoLoja].schemaVersion) throw schemaNaoEncontrado();
    const texto = await ler(tipo as TipoDocumentoLoja, versao);
    if (texto === null) throw schemaNaoEncontrado();
    const atual = versao === VERSOES_DOCUMENTO_LOJA[tipo as TipoDocumentoLoja].schemaVersion;
    // An older version never changes; the current one changes with a deploy (a new block's props).
    return reply
      .type('application/schema+json; charset=utf-8')
      .header('cache-control', atual ? 'public, max-age=300' : 'public, max-age=86400, immutable')
      .header('access-control-allow-origin', '*')
      .send(texto);
  });
}
