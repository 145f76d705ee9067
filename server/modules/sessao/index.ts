/** Sessions: who is calling (`{auth}`, `{authCliente}`), and logout. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessaoHandlers } from './sessao-handlers';
import { SessaoRepository } from './sessao-repository';
import { SessaoService } from './sessao-service';

declare module 'fastify' {
  interface FastifyInstance {
    sessaoService: SessaoService;
  }
}

async function sessaoModule(app: FastifyInstance): Promise<void> {
  app.decorate('sessaoService', new SessaoService(new SessaoRepository(app.db)));
  app.apiHandlers.add('sessao', sessaoHandlers(app));
}

export const serverModule = fp(sessaoModule, { name: 'sessao', fastify: '5.x', dependencies: ['core'] });

export { parseAuth } from './auth-path';
export { logadoNoFornecedor, type Chamador } from './sessao-service';
