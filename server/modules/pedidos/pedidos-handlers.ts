import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operations } from '#openapi/generated/v2';
import type { operations as operationsV1 } from '#openapi/generated/v1';
import { HttpError } from '../../shared/http-error';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { origemDoDominio } from '../fornecedor';
import { sessaoDaRequisicao } from '../sessao';
import { chaveIdempotencia, type RequisicaoPedido } from './pedidos-service';

const FORNECEDOR_INVALIDO = 'Acesso negado: o fornecedor não é o da sua sessão.';

/**
 * Orders. The submit, the duplicate check, one order and the rating take the session from the
 * path's `{auth}` (401 without a live one); the list has no `{auth}` segment and takes it from
 * `Authorization: Bearer` or the `sf_token` cookie, as the coupon calls.
 */
export function pedidosHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  /**
   * The storefront origin the confirmation's 'Ver pedido' link points at: the request's own when
   * its host is a platform host or one of this supplier's domains (as the invitation's link),
   * else the supplier's own domain; never a Host header an attacker chose.
   */
  async function origemDoPedido(
    request: FastifyRequest,
    fornecedor: { idfornecedor: string; config?: { dominio?: { dominio: string | null } } | null },
  ): Promise<string | null> {
    const origem = await app.fornecedorService.origemDaRequisicao(request, fornecedor.idfornecedor).catch(() => null);
    return origem ?? origemDoDominio(fornecedor);
  }

  return {
    submeterPedido: operation<operations['submeterPedido']>(async ({ params, request }) => {
      const chamador = await app.sessaoService.exigirSessao(params.auth);
      const chave = chaveIdempotencia(request.headers['idempotency-key']);
      const corpo = jsonBody<RequisicaoPedido>(request);
      const fornecedor = await app.fornecedorService.porId(corpo.idfornecedor);
      return app.pedidosService.submeter(
        chamador,
        params.idcliente,
        fornecedor,
        chave,
        corpo,
        await origemDoPedido(request, fornecedor),
      );
    }),
    verificarDuplicidadePedido: operation<operations['verificarDuplicidadePedido']>(async ({ params, request }) => {
      const chamador = await app.sessaoService.exigirSessao(params.auth);
      const corpo = jsonBody<RequisicaoPedido>(request);
      const fornecedor = await app.fornecedorService.porId(corpo.idfornecedor);
      return app.pedidosService.verificarDuplicidade(chamador, params.idcliente, fornecedor, corpo);
    }),
    listarPedidos: operation<operations['listarPedidos']>(async ({ params, query, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(query.idfornecedor);
      return app.pedidosService.listar(sessao, params.idcliente, fornecedor, {
        idusuariovinculado: query.idusuariovinculado ?? null,
        ordenacao: query.ordenacao ?? 'recentes',
        page: query.page ?? 1,
        limit: query.limit ?? 10,
      });
    }),
    getPedido: operation<operations['getPedido']>(async ({ params, query }) => {
      const { sessao } = await app.sessaoService.exigirSessao(params.auth);
      const fornecedor = await app.fornecedorService.porId(query.idfornecedor);
      if (fornecedor.idfornecedor !== sessao.idfornecedor)
        throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
      return app.pedidosService.obter(sessao, fornecedor, params.numpedido);
    }),
    avaliarPedido: operation<operationsV1['avaliarPedido']>(async ({ params, request }) => {
      const { sessao } = await app.sessaoService.exigirSessao(params.auth);
      const corpo = jsonBody<{ nota: number; comentario?: string }>(request);
      return app.pedidosService.avaliar(sessao, params.numpedido, corpo.nota, corpo.comentario ?? null);
    }),
  };
}
