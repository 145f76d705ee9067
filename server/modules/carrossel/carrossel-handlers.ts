import type { FastifyInstance } from 'fastify';
import type { operations } from '../../../openapi/generated/v2';
import { operation, type OperationHandler } from '../../api/operation';

export function carrosselHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    getCarrosseis: operation<operations['getCarrosseis']>(async ({ params, query }) => {
      const chamador = await app.sessaoService.chamadorCliente(params.authCliente);
      return app.carrosselService.daPagina(chamador, params.idfornecedor, query);
    }),
  };
}
