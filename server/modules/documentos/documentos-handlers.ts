import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { operation, type OperationHandler } from '../../shared/operation';

export function documentosHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    getDocumentosLoja: operation<operations['getDocumentosLoja']>(async ({ params }) =>
      app.documentosService.daLoja(params.idfornecedor),
    ),
  };
}
