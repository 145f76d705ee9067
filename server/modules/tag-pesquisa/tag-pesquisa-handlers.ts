import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { operation, type OperationHandler } from '../../shared/operation';

export function tagPesquisaHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    listaTagsPesquisa: operation<operations['listaTagsPesquisa']>(async ({ params, query }) =>
      app.tagPesquisaService.lista(params.idfornecedor, { idcategoria: query.idcategoria, query: query.query }),
    ),
    filtrosProduto: operation<operations['filtrosProduto']>(async ({ params }) =>
      app.tagPesquisaService.doProduto(params.idfornecedor, params.idproduto),
    ),
  };
}
