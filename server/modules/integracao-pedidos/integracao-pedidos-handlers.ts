/**
 * Orders out and statuses in (issue 33, item 4): the ERP's calls (an integration key with the
 * scope each needs: `orders:read`, `orders:write`, `webhooks`) and the desk's webhook screen (an
 * admin of the supplier, as for the integration credentials).
 */
import type { FastifyInstance } from 'fastify';
import type { components, operations } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';

type S = components['schemas'];

const PDF_INVALIDO = 'O arquivo da nota fiscal (DANFE) deve ser um PDF completo.';

export function integracaoPedidosHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const admin = async (request: Parameters<OperationHandler>[0], idfornecedor: string) => {
    const sessao = await sessaoDaRequisicao(app.sessaoService, request);
    const fornecedor = await app.fornecedorService.porId(idfornecedor);
    app.integracaoService.exigirAdmin(sessao, fornecedor);
    return { sessao, fornecedor };
  };
  return {
    listarPedidosErp: operation<operations['listarPedidosErp']>(async ({ params, query, request, reply }) => {
      const { fornecedor } = await app.integracaoErp(request, reply, params.idfornecedor, 'orders:read');
      return app.pedidosErpService.feed(fornecedor, query.cursor, query.limite);
    }),
    mudarStatusPedidoErp: operation<operations['mudarStatusPedidoErp']>(async ({ params, request, reply }) => {
      const { fornecedor, credencial } = await app.integracaoErp(request, reply, params.idfornecedor, 'orders:write');
      const corpo = jsonBody<S['RequisicaoStatusErp']>(request);
      return app.pedidosErpService.mudarStatus(
        fornecedor,
        credencial,
        params.numpedido,
        corpo.status,
        await app.fornecedorService.origemDaRequisicao(request, fornecedor.idfornecedor),
      );
    }),
    definirDataEntregaPedidoErp: operation<operations['definirDataEntregaPedidoErp']>(
      async ({ params, request, reply }) => {
        const { fornecedor } = await app.integracaoErp(request, reply, params.idfornecedor, 'orders:write');
        const corpo = jsonBody<S['RequisicaoDataEntregaErp']>(request);
        return app.pedidosErpService.definirDataEntrega(fornecedor, params.numpedido, corpo.dataEntrega);
      },
    ),
    anexarDanfePedidoErp: operation<operations['anexarDanfePedidoErp']>(async ({ params, query, request, reply }) => {
      const { fornecedor } = await app.integracaoErp(request, reply, params.idfornecedor, 'orders:write');
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, PDF_INVALIDO, 'danfe.pdf-invalido');
      return app.pedidosErpService.anexarDanfe(fornecedor, params.numpedido, query.chave, request.body);
    }),
    listarWebhooksErp: operation<operations['listarWebhooksErp']>(async ({ params, request, reply }) => {
      const { fornecedor } = await app.integracaoErp(request, reply, params.idfornecedor, 'webhooks');
      return app.webhooksService.listar(fornecedor);
    }),
    criarWebhookErp: operation<operations['criarWebhookErp']>(async ({ params, request, reply }) => {
      const { fornecedor } = await app.integracaoErp(request, reply, params.idfornecedor, 'webhooks');
      return app.webhooksService.criar(fornecedor, jsonBody<S['NovoEndpointWebhook']>(request), null);
    }),
    revogarWebhookErp: operation<operations['revogarWebhookErp']>(async ({ params, request, reply }) => {
      const { fornecedor } = await app.integracaoErp(request, reply, params.idfornecedor, 'webhooks');
      return app.webhooksService.revogar(fornecedor, params.idendpoint);
    }),
    listarWebhooksPainel: operation<operations['listarWebhooksPainel']>(async ({ params, request }) => {
      const { fornecedor } = await admin(request, params.idfornecedor);
      return app.webhooksService.listar(fornecedor);
    }),
    criarWebhookPainel: operation<operations['criarWebhookPainel']>(async ({ params, request }) => {
      const { sessao, fornecedor } = await admin(request, params.idfornecedor);
      return app.webhooksService.criar(fornecedor, jsonBody<S['NovoEndpointWebhook']>(request), sessao.idusuario);
    }),
    revogarWebhookPainel: operation<operations['revogarWebhookPainel']>(async ({ params, request }) => {
      const { fornecedor } = await admin(request, params.idfornecedor);
      return app.webhooksService.revogar(fornecedor, params.idendpoint);
    }),
    listarEntregasWebhookPainel: operation<operations['listarEntregasWebhookPainel']>(
      async ({ params, query, request }) => {
        const { fornecedor } = await admin(request, params.idfornecedor);
        return app.webhooksService.entregas(fornecedor, query.idendpoint ?? null);
      },
    ),
  };
}
