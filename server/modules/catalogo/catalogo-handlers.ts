import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v2';
import { isAnonymousToken } from '#engine/rules/session-token';
import { operation, type OperationHandler } from '../../shared/operation';
import { HttpError } from '../../shared/http-error';
import { chamadorDaRequisicao, parseAuth, sessaoExpirada } from '../sessao';

/** Spec section 9: the suggestion search keeps the first 10 hits. */
const SUGESTOES_MAXIMO = 10;

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
    // Search-as-you-type (spec section 7): the list's search, 10 products, the list's price rules.
    // The session is optional (Bearer or sf_token); an idcliente must be that session's client here.
    pesquisarSugestoes: operation<operations['pesquisarSugestoes']>(async ({ query, request }) => {
      const chamador = await chamadorDaRequisicao(app.sessaoService, request);
      if (query.idcliente !== undefined) {
        if (chamador.sessao === null) throw sessaoExpirada();
        if (
          chamador.sessao.idcliente !== query.idcliente ||
          chamador.sessao.idfornecedor !== query.idfornecedor.toLowerCase()
        ) {
          throw new HttpError(403, 'Acesso negado: este cliente não pertence à sua sessão.', 'sessao.cliente-invalido');
        }
      }
      const lista = await app.catalogoService.listaProdutos(chamador, query.idfornecedor, {
        sk: query.query,
        limit: SUGESTOES_MAXIMO,
        page: 1,
      });
      return { produtos: lista.produtos, listaTemPrecos: lista.listaTemPrecos };
    }),
  };
}
