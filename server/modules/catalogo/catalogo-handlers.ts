import type { FastifyInstance } from 'fastify';
import type { operations } from '../../../openapi/generated/v2';
import { isAnonymousToken } from '../../../engine/rules/session-token';
import { operation, type OperationHandler } from '../../shared/operation';
import { parseAuth } from '../sessao';

type Params = Record<string, string>;
const anonimo = (params: Params) => isAnonymousToken(params.auth ?? '');
const fornecedor = (params: Params) => params.idfornecedor ?? '';

/** Anonymous callers are answered from the public cache (app.cachePublico); session callers never are. */
export function catalogoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const cache = app.cachePublico;
  return {
    // Categories and their counts do not depend on the session: {auth} is only checked for its format.
    getCategorias: cache.rota(
      { operacao: 'getCategorias', anonimo, fornecedor },
      operation<operations['getCategorias']>(async ({ params }) => {
        parseAuth(params.auth);
        return app.catalogoService.arvoreDeCategorias(params.idfornecedor);
      }),
    ),
    getListaProdutos: cache.rota(
      { operacao: 'getListaProdutos', anonimo, fornecedor },
      operation<operations['getListaProdutos']>(async ({ params, query }) => {
        const chamador = await app.sessaoService.chamador(params.auth);
        return app.catalogoService.listaProdutos(chamador, params.idfornecedor, query);
      }),
    ),
    getProduto: cache.rota(
      { operacao: 'getProduto', anonimo, fornecedor, chave: (params) => params.slug ?? '' },
      operation<operations['getProduto']>(async ({ params, query }) => {
        const chamador = await app.sessaoService.chamador(params.auth);
        return app.catalogoService.produto(chamador, params.idfornecedor, params.slug, {
          disableSimilares: query.disableSimilares,
        });
      }),
    ),
  };
}
