import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import type { TipoDocumentoLoja } from './tables';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import type { FornecedorRow } from '../fornecedor';
import { sessaoDaRequisicao } from '../sessao';
import { versaoDoIfMatch, type Autor } from './estudio-service';

type Corpo<K extends keyof operations> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/**
 * The layout studio's calls: the session from `Authorization: Bearer` or the `sf_token` cookie
 * (401 without one), the supplier from the path (404 unknown), then the admin check (403) before
 * anything else is read: a stranger learns nothing, not even whether a body or header was right.
 */
export function estudioHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const admin = async (
    request: FastifyRequest,
    idfornecedor: string,
  ): Promise<{ fornecedor: FornecedorRow; autor: Autor }> => {
    const sessao = await sessaoDaRequisicao(app.sessaoService, request);
    const fornecedor = await app.fornecedorService.porId(idfornecedor);
    return { fornecedor, autor: await app.estudioService.admin(sessao, fornecedor) };
  };
  return {
    getDocumentoEstudio: operation<operations['getDocumentoEstudio']>(async ({ params, request, reply }) => {
      const { fornecedor } = await admin(request, params.idfornecedor);
      const resposta = await app.estudioService.obter(fornecedor, params.tipo as TipoDocumentoLoja);
      reply.header('etag', `"${resposta.versaoAtual}"`).header('cache-control', 'private, no-store');
      return resposta;
    }),
    salvarDocumentoEstudio: operation<operations['salvarDocumentoEstudio']>(async ({ params, request, reply }) => {
      const { fornecedor, autor } = await admin(request, params.idfornecedor);
      const esperada = versaoDoIfMatch(request.headers['if-match']);
      const corpo = jsonBody<Corpo<'salvarDocumentoEstudio'>>(request);
      const salvo = await app.estudioService.salvar(
        fornecedor,
        params.tipo as TipoDocumentoLoja,
        { documento: corpo.documento, nota: corpo.nota ?? null, esperada },
        autor,
      );
      reply.header('etag', `"${salvo.versao}"`);
      return salvo;
    }),
    publicarDocumentoEstudio: operation<operations['publicarDocumentoEstudio']>(async ({ params, request }) => {
      const { fornecedor, autor } = await admin(request, params.idfornecedor);
      const corpo = jsonBody<Corpo<'publicarDocumentoEstudio'>>(request);
      return app.estudioService.publicar(fornecedor, params.tipo as TipoDocumentoLoja, corpo.versao, autor);
    }),
    listarVersoesEstudio: operation<operations['listarVersoesEstudio']>(async ({ params, request }) => {
      const { fornecedor } = await admin(request, params.idfornecedor);
      return app.estudioService.versoes(fornecedor, params.tipo as TipoDocumentoLoja);
    }),
    restaurarVersaoEstudio: operation<operations['restaurarVersaoEstudio']>(async ({ params, request, reply }) => {
      const { fornecedor, autor } = await admin(request, params.idfornecedor);
      const esperada = versaoDoIfMatch(request.headers['if-match']);
      const salvo = await app.estudioService.restaurar(
        fornecedor,
        params.tipo as TipoDocumentoLoja,
        params.versao,
        esperada,
        autor,
      );
      reply.header('etag', `"${salvo.versao}"`);
      return salvo;
    }),
    exportarDocumentosEstudio: operation<operations['exportarDocumentosEstudio']>(
      async ({ params, request, reply }) => {
        const { fornecedor } = await admin(request, params.idfornecedor);
        const arquivo = await app.estudioService.exportar(fornecedor);
        reply
          .header('content-disposition', `attachment; filename="${fornecedor.slug}-documentos.json"`)
          .header('cache-control', 'private, no-store');
        return arquivo;
      },
    ),
    importarDocumentosEstudio: operation<operations['importarDocumentosEstudio']>(async ({ params, request }) => {
      const { fornecedor, autor } = await admin(request, params.idfornecedor);
      const corpo = jsonBody<Corpo<'importarDocumentosEstudio'>>(request);
      return app.estudioService.importar(
        fornecedor,
        { fornecedor: corpo.fornecedor, documentos: corpo.documentos as Record<string, unknown> },
        autor,
      );
    }),
  };
}
