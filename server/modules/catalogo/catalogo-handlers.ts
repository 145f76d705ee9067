import type { FastifyInstance } from 'fastify';
import type { operations } from '../../../openapi/generated/v2';
import { operation, type OperationHandler } from '../../api/operation';
import { parseAuth } from '../sessao/auth-path';

export function catalogoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    // Categories and their counts do not depend on the session: {auth} is only checked for its format.
    getCategorias: operation<operations['getCategorias']>(async ({ params }) => {
      parseAuth(params.auth);
      return app.catalogoService.arvoreDeCategorias(params.idfornecedor);
    }),
    getListaProdutos: operation<operations['getListaProdutos']>(async ({ params, query }) => {
      const chamador = await app.sessaoService.chamador(params.auth);
      return app.catalogoService.listaProdutos(chamador, params.idfornecedor, query);
    }),
    getProduto: operation<operations['getProduto']>(async ({ params, query }) => {
      const chamador = await app.sessaoService.chamador(params.auth);
      return app.catalogoService.produto(chamador, params.idfornecedor, params.slug, {
        disableSimilares: query.disableSimilares,
      });
    }),
  };
}
