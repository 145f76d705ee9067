import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v2';
import { operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';

/**
 * The spec's coupon calls have no {auth} segment: the session comes from `Authorization: Bearer`
 * (session token or jwttoken) or the `sf_token` cookie, as the v1 linked-user calls
 * (`sessaoDaRequisicao`); then the client and the supplier are checked against it.
 */
export function cuponsHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    validarCupom: operation<operations['validarCupom']>(async ({ params, query, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const { fornecedor, idcliente } = await app.cuponsService.contexto(sessao, params.idcliente, params.idfornecedor);
      return app.cuponsService.validar(
        fornecedor,
        idcliente,
        params.codigocupom,
        {
          canalVenda: query.canalVenda ?? null,
          idformapagamento: query.idformapagamento ?? null,
          codigocupomautomatico: query.codigocupomautomatico ?? null,
        },
        // Read at request time: the carrinho module registers after this one.
        () => app.carrinhoService.paraCupom(idcliente, fornecedor),
      );
    }),
    getCupomIndicacao: operation<operations['getCupomIndicacao']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const { fornecedor, idcliente } = await app.cuponsService.contexto(sessao, params.idcliente);
      return app.cuponsService.indicacao(fornecedor, idcliente);
    }),
    getCuponsCliente: operation<operations['getCuponsCliente']>(async ({ params, query, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const { fornecedor, idcliente } = await app.cuponsService.contexto(sessao, params.idcliente);
      return app.cuponsService.listar(fornecedor, idcliente, {
        onlyLast: query.onlyLast === true,
        available: query.available !== false,
        idformapagamento: query.idformapagamento ?? null,
      });
    }),
  };
}
