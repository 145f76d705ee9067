import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';

/** Public calls; an `idcliente` in the query is checked against the caller's session (Bearer or `sf_token`). */
export function paginasEstaticasHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  async function conferir(request: FastifyRequest, idcliente: number | undefined): Promise<void> {
    if (idcliente === undefined) return;
    app.paginasEstaticasService.conferirCliente(await sessaoDaRequisicao(app.sessaoService, request), idcliente);
  }
  return {
    listaPaginasEstaticas: operation<operations['listaPaginasEstaticas']>(async ({ params, query, request }) => {
      await conferir(request, query.idcliente);
      return app.paginasEstaticasService.lista(params.idfornecedor);
    }),
    paginaEstaticaPorSlug: operation<operations['paginaEstaticaPorSlug']>(async ({ params, query, request }) => {
      await conferir(request, query.idcliente);
      return app.paginasEstaticasService.porSlug(params.idfornecedor, params.slug);
    }),
  };
}
