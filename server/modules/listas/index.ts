/**
 * Shopping lists (issue 29; spec sections 2, 3 and 7 "Shopping lists"): a client's own lists, the
 * lists the supplier's staff suggest (to one client, a client tag or everyone), sending a list to
 * the cart through the cart's own rules, and the desk's suggested lists with their use counts.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listasHandlers } from './listas-handlers';
import { ListasRepository } from './listas-repository';
import { ListasService } from './listas-service';

declare module 'fastify' {
  interface FastifyInstance {
    listasService: ListasService;
  }
}

async function listasModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'listasService',
    new ListasService({
      repository: new ListasRepository(app.db),
      produtos: app.catalogoService,
      carrinho: app.carrinhoService,
      now: () => app.relogio.agora(),
    }),
  );
  app.apiHandlers.add('listas', listasHandlers(app));
}

export const serverModule = fp(listasModule, {
  name: 'listas',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'catalogo', 'carrinho'],
});

export { ListasService, LISTA_NAO_ENCONTRADA } from './listas-service';
