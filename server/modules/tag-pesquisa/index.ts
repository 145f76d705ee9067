/** Search tags and filter groups of the catalogue lists (spec section 7). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tagPesquisaHandlers } from './tag-pesquisa-handlers';
import { TagPesquisaRepository } from './tag-pesquisa-repository';
import { TagPesquisaService } from './tag-pesquisa-service';

declare module 'fastify' {
  interface FastifyInstance {
    tagPesquisaService: TagPesquisaService;
  }
}

async function tagPesquisaModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'tagPesquisaService',
    new TagPesquisaService(new TagPesquisaRepository(app.db), app.catalogoService, app.fornecedorService),
  );
  app.apiHandlers.add('tag-pesquisa', tagPesquisaHandlers(app));
}

export const serverModule = fp(tagPesquisaModule, {
  name: 'tag-pesquisa',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'catalogo'],
});
