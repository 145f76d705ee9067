/** Static pages (spec section 7 `pagina-estatica`): the privacy policy and other pages a supplier writes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paginasEstaticasHandlers } from './paginas-estaticas-handlers';
import { PaginasEstaticasRepository } from './paginas-estaticas-repository';
import { PaginasEstaticasService } from './paginas-estaticas-service';

declare module 'fastify' {
  interface FastifyInstance {
    paginasEstaticasService: PaginasEstaticasService;
  }
}

async function paginasEstaticasModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'paginasEstaticasService',
    new PaginasEstaticasService(new PaginasEstaticasRepository(app.db), app.fornecedorService),
  );
  app.apiHandlers.add('paginas-estaticas', paginasEstaticasHandlers(app));
}

export const serverModule = fp(paginasEstaticasModule, {
  name: 'paginas-estaticas',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao'],
});

export {
  PAGINA_NAO_ENCONTRADA,
  PAGINA_NAO_EXIBIVEL,
  PaginasEstaticasService,
  TAG_WEB,
} from './paginas-estaticas-service';
