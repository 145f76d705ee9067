import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';

/**
 * Subscriptions. The types are public shop data; a client's subscriptions take the session from
 * `Authorization: Bearer` or the `sf_token` cookie, as the orders list does.
 */
export function assinaturasHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    listaTiposAssinatura: operation<operations['listaTiposAssinatura']>(async ({ params }) =>
      app.assinaturasService.lista(params.idfornecedor),
    ),
    listarAssinaturas: operation<operations['listarAssinaturas']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      return app.assinaturasService.listar(sessao, params.idcliente, params.idfornecedor);
    }),
    getAssinatura: operation<operations['getAssinatura']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      return app.assinaturasService.obter(sessao, params.idassinatura);
    }),
    cancelarAssinatura: operation<operations['cancelarAssinatura']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      return app.assinaturasService.cancelar(sessao, params.idassinatura);
    }),
  };
}
