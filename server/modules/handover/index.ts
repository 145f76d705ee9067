/**
 * Handing a session over to the supplier's own domain (login-token, spec section 4 steps 5 and 6):
 * single-use 60-second codes, hashed at rest. The page side (the redirect decision and the
 * login-token route) is server/web/handover.ts.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { handoverHandlers } from './handover-handlers';
import { HandoverRepository } from './handover-repository';
import { HandoverService } from './handover-service';

declare module 'fastify' {
  interface FastifyInstance {
    handoverService: HandoverService;
  }
}

async function handoverModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'handoverService',
    new HandoverService(new HandoverRepository(app.db), app.fornecedorService, app.usuarioService),
  );
  app.apiHandlers.add('handover', handoverHandlers(app));
}

export const serverModule = fp(handoverModule, {
  name: 'handover',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'usuario'],
});

export {
  destinoSeguro,
  dominioDoFornecedor,
  enderecoNoDominio,
  hashCodigoHandover,
  MENSAGENS_HANDOVER,
  VALIDADE_HANDOVER_MS,
  type HandoverService,
} from './handover-service';
export { portaDoHost } from './porta';
