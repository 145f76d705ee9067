import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v2';
import type { operations as operationsV4 } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { chamadorDaRequisicao } from '../sessao';
import { PLANILHA_TIPO } from './planilha';
import type { RequisicaoSalvarCarrinho } from './carrinho-service';

type QueryCarrinho = NonNullable<operations['getCarrinho']['parameters']['query']>;

/** Spec section 7's cart query: cupomAplicacaoAutomatica (default true), canalVenda, idformapagamento. */
function cupomDaQuery(query: QueryCarrinho) {
  return {
    aplicacaoAutomatica: query.cupomAplicacaoAutomatica !== false,
    canalVenda: query.canalVenda ?? null,
    idformapagamento: query.idformapagamento ?? null,
  };
}

export function carrinhoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  /** The supplier of the query, then the caller checked against it (a session of another supplier: 403). */
  const contexto = async (authCliente: string, idfornecedor: string) => {
    const fornecedor = await app.fornecedorService.porId(idfornecedor);
    const chamador = await app.sessaoService.chamadorCliente(authCliente, fornecedor.idfornecedor);
    return { fornecedor, chamador };
  };
  return {
    getCarrinho: operation<operations['getCarrinho']>(async ({ params, query }) => {
      const { fornecedor, chamador } = await contexto(params.authCliente, query.idfornecedor);
      return app.carrinhoService.obter(chamador, params.idcliente, fornecedor, {
        codigoCupom: query.codigoCupom ?? null,
        ...cupomDaQuery(query),
      });
    }),
    salvarCarrinho: operation<operations['salvarCarrinho']>(async ({ params, query, request }) => {
      const { fornecedor, chamador } = await contexto(params.authCliente, query.idfornecedor);
      const corpo = jsonBody<RequisicaoSalvarCarrinho>(request);
      return app.carrinhoService.salvar(
        chamador,
        params.idcliente,
        fornecedor,
        { ...corpo, codigoCupom: corpo.codigoCupom ?? query.codigoCupom ?? null },
        query.idtipoassinatura ?? null,
        cupomDaQuery(query),
      );
    }),
    desbloquearCarrinho: operation<operations['desbloquearCarrinho']>(async ({ params, query }) => {
      const { fornecedor, chamador } = await contexto(params.authCliente, query.idfornecedor);
      return app.carrinhoService.desbloquear(chamador, params.idcliente, fornecedor);
    }),
    getCarrinhoAtendimento: operation<operations['getCarrinhoAtendimento']>(async ({ params, query }) => {
      const fornecedor = await app.fornecedorService.porId(query.idfornecedor);
      const chamador = await app.sessaoService.exigirSessao(params.auth);
      return app.carrinhoService.obterParaAtendente(chamador, fornecedor, params.idcliente);
    }),
    definirPrecoAtendente: operation<operations['definirPrecoAtendente']>(async ({ params, query, request }) => {
      const fornecedor = await app.fornecedorService.porId(query.idfornecedor);
      const chamador = await app.sessaoService.exigirSessao(params.auth);
      return app.carrinhoService.definirPrecoAtendente(
        chamador,
        fornecedor,
        params.idcliente,
        params.idproduto,
        () => jsonBody<{ precoatendente: number | null }>(request).precoatendente,
      );
    }),
    pedidoRapido: operation<operations['pedidoRapido']>(async ({ params, query, request }) => {
      const fornecedor = await app.fornecedorService.porId(query.idfornecedor);
      const chamador = await app.sessaoService.chamador(params.auth);
      return app.carrinhoService.pedidoRapido(chamador, fornecedor, jsonBody<{ texto: string }>(request).texto);
    }),
    // Spec section 7's `POST /v4/product/spreadsheet/{id}/`: the body is the .xlsx itself (its parser: ./index.ts).
    pedidoRapidoPlanilha: operation<operationsV4['pedidoRapidoPlanilha']>(async ({ params, request }) => {
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      const chamador = await chamadorDaRequisicao(app.sessaoService, request);
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, PLANILHA_TIPO, 'planilha.tipo-invalido');
      return app.carrinhoService.pedidoRapidoPlanilha(chamador, fornecedor, request.body);
    }),
  };
}
