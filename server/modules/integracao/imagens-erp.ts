/**
 * The ERP's product pictures (issue 33, item 2: "a product picture is sent as bytes, re-encoded to
 * WebP as the admin upload does, never fetched from a URL the caller gives"):
 * `PUT /v4/integracao/{idfornecedor}/produtos/{cod_erp}/imagem`, an integration key with scope
 * `catalogue`. The body is the image's bytes (the image body parser of module imagens, 8 MB); there
 * is no URL anywhere, so nothing is ever fetched. The checks, the re-encoding and the storing are
 * the desk's upload's own (`reencodarImagem`, then `ImagensAdminService.guardar`, which also moves
 * `imagem_versao` and so the catalogue version). Idempotent as the rest of the integration: the
 * stored picture keeps only the sha1 of its WebP, so the new picture is re-encoded (once) and
 * compared by that; the same picture again is `inalterado` and writes nothing.
 */
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { components, operations } from '#openapi/generated/v4';
import type { Database } from '../../db/schema';
import { IMAGEM_INVALIDA, reencodarImagem } from '../../images/imagem-enviada';
import { HttpError } from '../../shared/http-error';
import { operation, type OperationHandler } from '../../shared/operation';
import { imagemProduto } from '../catalogo';
import { ImagensAdminService } from '../imagens';

type Resultado = components['schemas']['ImagemProdutoErpResultado'];

export const PRODUTO_ERP_NAO_ENCONTRADO = 'Nenhum produto desta loja tem este código do ERP (cod_erp).';

/** The product of `cod_erp` at the supplier, with its picture's version and the stored upload's sha. */
async function produtoPorCodigo(db: Kysely<Database>, idfornecedor: string, codErp: string) {
  return db
    .selectFrom('produtos')
    .leftJoin('produto_imagem_enviada as enviada', 'enviada.id', 'produtos.id')
    .select(['produtos.id', 'produtos.imagem_versao', 'enviada.sha'])
    .where('produtos.idfornecedor', '=', idfornecedor)
    .where('produtos.cod_erp', '=', codErp)
    .executeTakeFirst();
}

export function imagensErpHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  // The desk's service as module imagens makes it (its own clock for `imagem_versao`, as the desk's).
  const imagens = new ImagensAdminService(app.db);
  return {
    enviarImagemProdutoErp: operation<operations['enviarImagemProdutoErp']>(async ({ params, request, reply }) => {
      // The key first (401/403/429), then the body: a stranger learns nothing from a 400 or a 404.
      const { fornecedor } = await app.integracaoErp(request, reply, params.idfornecedor, 'catalogue');
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, IMAGEM_INVALIDA, 'imagem.invalida');
      const idfornecedor = fornecedor.idfornecedor;
      const produto = await produtoPorCodigo(app.db, idfornecedor, params.cod_erp);
      if (!produto) throw new HttpError(404, PRODUTO_ERP_NAO_ENCONTRADO, 'integracao.produto-nao-encontrado');
      const resposta = (resultado: Resultado['resultado'], versao: string): Resultado => ({
        cod_erp: params.cod_erp,
        id: produto.id,
        resultado,
        imagem_versao: versao,
        imagem: imagemProduto(idfornecedor, produto.id, versao),
      });
      // Checked and re-encoded once: the same picture again (its WebP's sha) changes nothing.
      const imagem = await reencodarImagem(request.body);
      if (imagem.sha === produto.sha) return resposta('inalterado', produto.imagem_versao);
      // No person sent it: a key is not a user (`produto_imagem_enviada.idusuario` null).
      await imagens.guardar(fornecedor, produto.id, imagem, null);
      const depois = await app.db
        .selectFrom('produtos')
        .select('imagem_versao')
        .where('idfornecedor', '=', idfornecedor)
        .where('id', '=', produto.id)
        .executeTakeFirst();
      // Dropped between the upload and this read (its picture went with it).
      if (!depois) throw new HttpError(404, PRODUTO_ERP_NAO_ENCONTRADO, 'integracao.produto-nao-encontrado');
      return resposta('atualizado', depois.imagem_versao);
    }),
  };
}
