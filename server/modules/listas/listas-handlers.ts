/**
 * The shopping lists' calls (spec section 7 "Shopping lists", base /v4/shopping-list, `{id}` the
 * supplier) and the desk's suggested lists. The session comes from `Authorization: Bearer` (the
 * session token) or the `sf_token` cookie; the service checks the client, the supplier and the role
 * before it reads a body.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { chamadorDaRequisicao, sessaoDaRequisicao } from '../sessao';
import type {
  AdicionarProdutoLista,
  ClienteDaLista,
  CopiarProdutoLista,
  SalvarListaCompra,
  SalvarListaSugerida,
} from './listas-service';

export function listasHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const cliente = async (request: FastifyRequest, id: string, idclient: number): Promise<ClienteDaLista> => {
    const chamador = await chamadorDaRequisicao(app.sessaoService, request);
    const fornecedor = await app.fornecedorService.porId(id);
    return app.listasService.cliente(chamador, fornecedor, idclient);
  };
  const equipe = async (request: FastifyRequest, idfornecedor: string) => {
    const sessao = await sessaoDaRequisicao(app.sessaoService, request);
    const fornecedor = await app.fornecedorService.porId(idfornecedor);
    return { sessao, fornecedor };
  };
  return {
    listarListasCompra: operation<operations['listarListasCompra']>(async ({ params, query, request }) =>
      app.listasService.listar(await cliente(request, params.id, query.idclient), query.type),
    ),
    salvarListaCompra: operation<operations['salvarListaCompra']>(async ({ params, query, request }) => {
      const c = await cliente(request, params.id, query.idclient);
      return app.listasService.salvar(c, jsonBody<SalvarListaCompra>(request));
    }),
    produtosListaCompra: operation<operations['produtosListaCompra']>(async ({ params, query, request }) =>
      app.listasService.produtos(await cliente(request, params.id, query.idclient), params.x),
    ),
    aplicarListaCompra: operation<operations['aplicarListaCompra']>(async ({ params, query, request }) =>
      app.listasService.aplicar(await cliente(request, params.id, query.idclient), params.x),
    ),
    copiarProdutoLista: operation<operations['copiarProdutoLista']>(async ({ params, query, request }) => {
      const c = await cliente(request, params.id, query.idclient);
      const corpo = (request.body ?? {}) as CopiarProdutoLista;
      return app.listasService.copiar(c, params.p, params.x, corpo);
    }),
    adicionarProdutoLista: operation<operations['adicionarProdutoLista']>(async ({ params, query, request }) => {
      const c = await cliente(request, params.id, query.idclient);
      return app.listasService.adicionar(c, params.p, jsonBody<AdicionarProdutoLista>(request));
    }),
    desativarListaCompra: operation<operations['desativarListaCompra']>(async ({ params, query, request }) =>
      app.listasService.desativar(await cliente(request, params.id, query.idclient), params.x),
    ),
    listarListasSugeridasPainel: operation<operations['listarListasSugeridasPainel']>(async ({ params, request }) => {
      const { sessao, fornecedor } = await equipe(request, params.idfornecedor);
      return app.listasService.listarPainel(sessao, fornecedor);
    }),
    criarListaSugeridaPainel: operation<operations['criarListaSugeridaPainel']>(async ({ params, request }) => {
      const { sessao, fornecedor } = await equipe(request, params.idfornecedor);
      return app.listasService.criarSugerida(sessao, fornecedor, jsonBody<SalvarListaSugerida>(request));
    }),
    editarListaSugeridaPainel: operation<operations['editarListaSugeridaPainel']>(async ({ params, request }) => {
      const { sessao, fornecedor } = await equipe(request, params.idfornecedor);
      return app.listasService.editarSugerida(
        sessao,
        fornecedor,
        params.idlista,
        jsonBody<SalvarListaSugerida>(request),
      );
    }),
    encerrarListaSugeridaPainel: operation<operations['encerrarListaSugeridaPainel']>(async ({ params, request }) => {
      const { sessao, fornecedor } = await equipe(request, params.idfornecedor);
      return app.listasService.encerrarSugerida(sessao, fornecedor, params.idlista);
    }),
  };
}
