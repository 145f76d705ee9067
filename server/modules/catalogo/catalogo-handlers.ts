import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v2';
import type { operations as OperationsV1 } from '#openapi/generated/v1';
import type { operations as OperationsV4 } from '#openapi/generated/v4';
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
    // The v1 form of the list (spec section 7 `listaprodutosf`): the same rules and answer as v2's.
    getListaProdutosF: cache.rota(
      { operacao: 'getListaProdutosF', anonimo, fornecedor },
      operation<OperationsV1['getListaProdutosF']>(async ({ params, query }) => {
        const chamador = await app.sessaoService.chamador(params.auth);
        return app.catalogoService.listaProdutos(chamador, params.idfornecedor, query);
      }),
    ),
    // Products by search tags (spec section 7): the session, if any, from Bearer or the sf_token
    // cookie (a visitor otherwise: prices hidden where the supplier hides them).
    getProdutosPorTags: operation<operations['getProdutosPorTags']>(async ({ params, query, request }) => {
      const chamador = await chamadorDaRequisicao(app.sessaoService, request);
      return app.catalogoService.produtosPorTags(chamador, params.idfornecedor, query);
    }),
    // A product's sector: public catalogue data (no price), the same for every caller.
    obterSetorProduto: operation<operations['obterSetorProduto']>(async ({ params }) =>
      app.catalogoService.setorProduto(params.idfornecedor, params.idproduto),
    ),
    // The all-images listing of the public bucket: public, no price.
    listarTodasImagens: operation<OperationsV4['listarTodasImagens']>(async ({ params, query }) =>
      app.catalogoService.todasImagens(params.idfornecedor, query),
    ),
  };
}
