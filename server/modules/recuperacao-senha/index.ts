/** Password recovery by e-mail: the link request (spec section 7) and the reset with its code. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recuperacaoHandlers } from './recuperacao-handlers';
import { RecuperacaoRepository } from './recuperacao-repository';
import { RecuperacaoSenhaService } from './recuperacao-service';
import { politicaSenha } from './senha';

declare module 'fastify' {
  interface FastifyInstance {
    recuperacaoSenhaService: RecuperacaoSenhaService;
  }
}

async function recuperacaoSenhaModule(app: FastifyInstance): Promise<void> {
  const service = new RecuperacaoSenhaService(
    new RecuperacaoRepository(app.db),
    app.fornecedorService,
    app.email,
    politicaSenha,
    app.log,
  );
  app.decorate('recuperacaoSenhaService', service);
  app.apiHandlers.add('recuperacao-senha', recuperacaoHandlers(app));
  // Messages still on their way go out before the database closes.
  app.addHook('preClose', async () => service.aguardarEnvios());
}

export const serverModule = fp(recuperacaoSenhaModule, {
  name: 'recuperacao-senha',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'email'],
});

export { hashCodigo, VALIDADE_CODIGO_MS, RecuperacaoSenhaService } from './recuperacao-service';
export { mascararEmail, normalizarLogin } from './login';
