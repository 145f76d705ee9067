/**
 * The order's payment calls (issue 13; spec section 7): the boleto PDF, the receipt PDF and the
 * payment-method change. The caller is the session of `Authorization: Bearer` or the `sf_token`
 * cookie (401 without one); the orders service decides which orders it sees.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { components, operations } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';
import type { PedidosService } from './pedidos-service';

type SessaoDoPedido = Parameters<PedidosService['pedidoVisivel']>[0];
type Params<K extends keyof operations> = NonNullable<operations[K]['parameters']['path']>;

const FORNECEDOR_INVALIDO = 'Acesso negado: o fornecedor não é o da sua sessão.';

function pdf(reply: FastifyReply, nome: string, conteudo: Buffer): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${nome}"`)
    .header('cache-control', 'private, no-store')
    .send(conteudo);
}

export function pagamentosPedidoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  async function sessaoDoFornecedor(request: Parameters<OperationHandler>[0], idfornecedor: string | null) {
    const sessao: SessaoDoPedido = await sessaoDaRequisicao(app.sessaoService, request);
    const fornecedor = await app.fornecedorService.porId(idfornecedor ?? sessao.idfornecedor);
    if (fornecedor.idfornecedor !== sessao.idfornecedor)
      throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
    return { sessao, fornecedor };
  }

  return {
    boletoPedido: async (request, reply) => {
      const params = request.params as Params<'boletoPedido'>;
      const query = (request.query ?? {}) as NonNullable<operations['boletoPedido']['parameters']['query']>;
      const { sessao, fornecedor } = await sessaoDoFornecedor(request, params.idfornecedor);
      return pdf(
        reply,
        `boleto-${params.numpedido}.pdf`,
        await app.pedidosService.boletoPdf(sessao, fornecedor, params.numpedido, query.idcliente ?? null),
      );
    },
    gerarRecibo: async (request, reply) => {
      const params = request.params as Params<'gerarRecibo'>;
      const { sessao, fornecedor } = await sessaoDoFornecedor(request, null);
      return pdf(
        reply,
        `comprovante-${params.numorder}.pdf`,
        await app.pedidosService.reciboPdf(sessao, fornecedor, params.numorder, params.idclient),
      );
    },
    alterarFormaPagamentoPedido: operation<operations['alterarFormaPagamentoPedido']>(async ({ params, request }) => {
      const { sessao, fornecedor } = await sessaoDoFornecedor(request, params.idfornecedor);
      const corpo = jsonBody<components['schemas']['RequisicaoFormaPagamentoPedido']>(request);
      return app.pedidosService.trocarFormaPagamento(
        sessao,
        fornecedor,
        params.n,
        corpo.idformapagto,
        corpo.quantParcelas,
      );
    }),
  };
}
