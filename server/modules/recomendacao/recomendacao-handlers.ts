/**
 * Recommendations (issue 31): the spec's `GET /v4/sugestao/produtos/{idfornecedor}/{idcliente}`
 * (`buscaRecomendacao`) and `POST /v4/sugestao/feedback` (`recomendacaoFeedback`). The session
 * comes from `Authorization: Bearer` or the `sf_token` cookie.
 */
import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';
import type { FeedbackWire } from './recomendacao-service';

export function recomendacaoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    buscaRecomendacao: operation<operations['buscaRecomendacao']>(async ({ params, query, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.recomendacaoService.buscar(sessao, fornecedor, params.idcliente, {
        visao: query.visao ?? 'CART',
        idformapagamento: query.idformapagamento,
        idproduto: query.idproduto,
      });
    }),
    recomendacaoFeedback: operation<operations['recomendacaoFeedback']>(async ({ request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      return app.recomendacaoService.feedback(sessao, jsonBody<FeedbackWire>(request));
    }),
  };
}
