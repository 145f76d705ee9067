import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v2';
import { isAnonymousAuthCliente } from '#engine/rules/session-token';
import { operation, type OperationHandler } from '../../shared/operation';

/** Anonymous callers (`anon-…~0`) are answered from the public cache (app.cachePublico). */
export function carrosselHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    getCarrosseis: app.cachePublico.rota(
      {
        operacao: 'getCarrosseis',
        anonimo: (params) => isAnonymousAuthCliente(params.authCliente ?? ''),
        fornecedor: (params) => params.idfornecedor ?? '',
      },
      operation<operations['getCarrosseis']>(async ({ params, query }) => {
        const chamador = await app.sessaoService.chamadorCliente(params.authCliente, params.idfornecedor);
        return app.carrosselService.daPagina(chamador, params.idfornecedor, query);
      }),
    ),
  };
}
