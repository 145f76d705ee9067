import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { operation, type OperationHandler } from '../../shared/operation';

export function assinaturasHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    listaTiposAssinatura: operation<operations['listaTiposAssinatura']>(async ({ params }) =>
      app.assinaturasService.lista(params.idfornecedor),
    ),
  };
}
