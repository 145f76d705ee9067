/**
 * Contact verification (issue 31, spec section 7 `GET /v4/verificacao/enviar-verificacao`): a code
 * by e-mail (the e-mail module's queue) or by SMS (the SMS provider setting), confirmed with
 * `POST /v4/verificacao/confirmar-verificacao`. Owns `verificacoes_contato` (migration 0047).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { criarProvedorSms } from './provedor-sms';
import { verificacaoHandlers } from './verificacao-handlers';
import { VerificacaoService } from './verificacao-service';

declare module 'fastify' {
  interface FastifyInstance {
    verificacaoService: VerificacaoService;
  }
}

async function verificacaoModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'verificacaoService',
    new VerificacaoService(
      app.db,
      (mensagem) => app.email.enviar(mensagem),
      criarProvedorSms(app.config.smsProviderUrl),
    ),
  );
  app.apiHandlers.add('verificacao', verificacaoHandlers(app));
}

export const serverModule = fp(verificacaoModule, {
  name: 'verificacao',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'email'],
});
