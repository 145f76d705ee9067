/**
 * Availability alerts (spec section 7 "Notifications": `POST /v4/notificacao/alerta-disponibilidade`
 * and `.../remove`) and the supplier admin's stock update (`PUT /v4/fornecedor/{idfornecedor}/estoque`)
 * that e-mails them once when a product returns.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificacaoHandlers } from './notificacao-handlers';
import { NotificacaoRepository } from './notificacao-repository';
import { NotificacaoService } from './notificacao-service';

declare module 'fastify' {
  interface FastifyInstance {
    notificacaoService: NotificacaoService;
  }
}

async function notificacaoModule(app: FastifyInstance): Promise<void> {
  const service = new NotificacaoService(new NotificacaoRepository(app.db), app.fornecedorService, app.email, app.log);
  app.decorate('notificacaoService', service);
  app.apiHandlers.add('notificacao', notificacaoHandlers(app));
  // Alerts still on their way go out before the database closes.
  app.addHook('preClose', async () => service.aguardarEnvios());
}

export const serverModule = fp(notificacaoModule, {
  name: 'notificacao',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'email'],
});

export { NotificacaoService } from './notificacao-service';
