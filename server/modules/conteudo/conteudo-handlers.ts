import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { operation, type OperationHandler } from '../../shared/operation';

export function conteudoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    getTextosEstaticos: operation<operations['getTextosEstaticos']>(async ({ params }) =>
      app.conteudoService.textosEstaticos(params.idfornecedor),
    ),
    getInstrucoesPedidoFornecedor: operation<operations['getInstrucoesPedidoFornecedor']>(async ({ params, query }) =>
      app.conteudoService.conteudoPersonalizado(params.idfornecedor, query.contentType),
    ),
    getCaracteristicasCliente: operation<operations['getCaracteristicasCliente']>(async ({ params }) =>
      app.conteudoService.caracteristicas(params.idfornecedor, 'CLIENTE'),
    ),
    getCaracteristicasPedido: operation<operations['getCaracteristicasPedido']>(async ({ params }) =>
      app.conteudoService.caracteristicas(params.idfornecedor, 'PEDIDO'),
    ),
  };
}
