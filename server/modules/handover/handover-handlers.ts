import type { FastifyInstance } from 'fastify';
import type { components, operations } from '#openapi/generated/v1';
import { operation, type OperationHandler } from '../../shared/operation';
import { portaDoHost } from './porta';

export function handoverHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    criarHandover: operation<operations['criarHandover']>(async ({ params, request }) => {
      const { sessao } = await app.sessaoService.exigirSessao(params.auth);
      const corpo = (request.body ?? {}) as components['schemas']['RequisicaoHandover'];
      const { url, expiraEm } = await app.handoverService.criar(sessao, {
        protocolo: request.protocol,
        porta: portaDoHost(request.host),
        destino: corpo.destino,
      });
      return { url, expira_em: expiraEm.toISOString() };
    }),
  };
}
