/**
 * Registration approvals (issue 33, item 5): the supplier's registrations awaiting approval, with
 * their data, approved or refused with a reason by its staff in the desk
 * (`/{slug}/painel/cadastros`) or by its ERP (scope `customers`); the customer is e-mailed, and an
 * approved customer's open page reloads at its next session check (spec section 4). Migration 0054.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { aprovacoesHandlers } from './aprovacoes-handlers';
import { AprovacoesRepository } from './aprovacoes-repository';
import { AprovacoesService } from './aprovacoes-service';

declare module 'fastify' {
  interface FastifyInstance {
    aprovacoesService: AprovacoesService;
  }
}

async function aprovacoesModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'aprovacoesService',
    new AprovacoesService({
      repository: new AprovacoesRepository(app.db),
      enviarEmail: (mensagem, opcoes) => app.email.enviar(mensagem, opcoes),
      now: () => app.relogio.agora(),
    }),
  );
  app.apiHandlers.add('aprovacoes', aprovacoesHandlers(app));
}

export const serverModule = fp(aprovacoesModule, {
  name: 'aprovacoes',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'email', 'integracao'],
});

export {
  AprovacoesService,
  MOTIVO_OBRIGATORIO,
  JA_APROVADO,
  SO_EQUIPE as SO_EQUIPE_APROVACOES,
} from './aprovacoes-service';
