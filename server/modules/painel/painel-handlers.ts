import type { FastifyInstance } from 'fastify';
import type { operations } from '../../../openapi/generated/v4';
import { isStatusPedido } from '../../../engine/rules/pedido-status';
import { corpoJson, operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';

type Corpo<K extends keyof operations> = operations[K] extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/**
 * The order desk and the customer's quote confirmation: the session from `Authorization: Bearer`
 * or the `sf_token` cookie (401 without one); the supplier from the path (404 unknown); the role
 * and supplier checked by the services.
 */
export function painelHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  // The e-mail's 'Ver pedido' links the request's own origin, only on a host of this supplier (else no link).
  return {
    listarPedidosPainel: operation<operations['listarPedidosPainel']>(async ({ params, query, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.painelService.listar(sessao, fornecedor, {
        status: query.status ? [...new Set(query.status.split(',').filter(isStatusPedido))] : null,
        busca: query.busca ?? null,
        page: query.page ?? 1,
        limit: query.limit ?? 20,
      });
    }),
    getPedidoPainel: operation<operations['getPedidoPainel']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.painelService.obter(sessao, fornecedor, params.numpedido);
    }),
    mudarStatusPedidoPainel: operation<operations['mudarStatusPedidoPainel']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      const corpo = corpoJson<Corpo<'mudarStatusPedidoPainel'>>(request);
      return app.painelService.mudarStatus(sessao, fornecedor, params.numpedido, corpo.status, await app.fornecedorService.origemDaRequisicao(request, fornecedor.idfornecedor));
    }),
    precificarOrcamento: operation<operations['precificarOrcamento']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      const corpo = corpoJson<Corpo<'precificarOrcamento'>>(request);
      return app.painelService.precificar(sessao, fornecedor, params.numpedido, corpo, await app.fornecedorService.origemDaRequisicao(request, fornecedor.idfornecedor));
    }),
    confirmarOrcamento: operation<operations['confirmarOrcamento']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.pedidosService.confirmarOrcamento(sessao, fornecedor, params.numpedido);
    }),
  };
}
