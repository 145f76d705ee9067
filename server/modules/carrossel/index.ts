/** Carousels of a page: banners, and the products of each product carousel's filter. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { carrosselHandlers } from './carrossel-handlers';
import { CarrosselRepository } from './carrossel-repository';
import { CarrosselService } from './carrossel-service';

declare module 'fastify' {
  interface FastifyInstance {
    carrosselService: CarrosselService;
  }
}

async function carrosselModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'carrosselService',
    new CarrosselService(
      new CarrosselRepository(app.db),
      app.fornecedorService,
      app.catalogoService,
      app.cachePublico.versoes,
      Math.max(1, app.config.cache.ttlS) * 1000,
    ),
  );
  app.apiHandlers.add('carrossel', carrosselHandlers(app));
}

export const serverModule = fp(carrosselModule, {
  name: 'carrossel',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'catalogo'],
});
