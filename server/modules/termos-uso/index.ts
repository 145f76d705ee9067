/** Terms of use: versions per supplier, clients' acceptances (v4), and the terms page of the storefront's host. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { termosUsoHandlers } from './termos-uso-handlers';
import { termosUsoRoutes } from './termos-uso-pagina';
import { TermosUsoRepository } from './termos-uso-repository';
import { TermosUsoService } from './termos-uso-service';

declare module 'fastify' {
  interface FastifyInstance {
    termosUsoService: TermosUsoService;
  }
}

async function termosUsoModule(app: FastifyInstance): Promise<void> {
  app.decorate('termosUsoService', new TermosUsoService(new TermosUsoRepository(app.db), app.fornecedorService));
  app.apiHandlers.add('termos-uso', termosUsoHandlers(app));
  await app.register(termosUsoRoutes);
}

export const serverModule = fp(termosUsoModule, {
  name: 'termos-uso',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao'],
});

export { registrarAceiteNoCadastro } from './termos-uso-repository';
export { MENSAGENS_TERMOS, type TermosUsoCliente } from './termos-uso-service';
