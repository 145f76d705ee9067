/** Catalogue: the category tree, the product list and the product page, and the public answer cache. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CachePublico, VersoesCatalogo } from '../../shared/cache-publico';
import { catalogoHandlers } from './catalogo-handlers';
import { CatalogoService } from './catalogo-service';
import { CategoriaRepository } from './categoria-repository';
import { ProdutoRepository } from './produto-repository';

declare module 'fastify' {
  interface FastifyInstance {
    catalogoService: CatalogoService;
    /** What every anonymous visitor shares (catalogue and carousels), see server/shared/cache-publico.ts. */
    cachePublico: CachePublico;
  }
}

async function catalogoModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'catalogoService',
    new CatalogoService(new ProdutoRepository(app.db), new CategoriaRepository(app.db), app.fornecedorService),
  );
  const versoes = new VersoesCatalogo(app.db, app.dbKind, app.config.databaseUrl, app.log);
  app.decorate(
    'cachePublico',
    new CachePublico(
      { maxEntradas: app.config.cache.maxEntries, ttlS: app.config.cache.ttlS },
      versoes,
      async (idOuSlug) => (await app.fornecedorService.porId(idOuSlug)).idfornecedor,
    ),
  );
  if (app.cachePublico.ativo) {
    app.addHook('onReady', async () => {
      await versoes.iniciar();
    });
    app.addHook('onClose', async () => {
      await versoes.fechar();
    });
  }
  app.apiHandlers.add('catalogo', catalogoHandlers(app));
}

export const serverModule = fp(catalogoModule, {
  name: 'catalogo',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao'],
});

export type { CatalogoService } from './catalogo-service';
