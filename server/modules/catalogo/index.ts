/** Catalogue: the category tree, the product list and the product page, and the public answer cache. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PublicCache, CatalogueVersions } from '../../shared/public-cache';
import { BuscaPostgres } from './busca-postgres';
import { catalogoHandlers } from './catalogo-handlers';
import { CatalogoService } from './catalogo-service';
import { CategoriaRepository } from './categoria-repository';
import { ProdutoRepository } from './produto-repository';

declare module 'fastify' {
  interface FastifyInstance {
    catalogoService: CatalogoService;
    /** What every anonymous visitor shares (catalogue and carousels), see server/shared/public-cache.ts. */
    cachePublico: PublicCache;
  }
}

async function catalogoModule(app: FastifyInstance): Promise<void> {
  // The catalogue versions: the public cache's entries and the categories and carousels every
  // caller shares (por-versao.ts) are read again when a supplier's version changes.
  const versoes = new CatalogueVersions(app.db, app.dbKind, app.config.databaseUrl, app.log);
  const vidaMs = Math.max(1, app.config.cache.ttlS) * 1000;
  const produtos = new ProdutoRepository(app.db);
  app.decorate(
    'catalogoService',
    new CatalogoService(
      produtos,
      new BuscaPostgres(app.db, produtos),
      new CategoriaRepository(app.db),
      app.fornecedorService,
      versoes,
      vidaMs,
      app.listasPrecoService,
      app.config.searchCachePages,
    ),
  );
  app.decorate(
    'cachePublico',
    new PublicCache(
      { maxEntradas: app.config.cache.maxEntries, ttlS: app.config.cache.ttlS },
      versoes,
      async (idOuSlug) => (await app.fornecedorService.porId(idOuSlug)).idfornecedor,
    ),
  );
  // A layout publish anywhere drops this process's public answers of that supplier (carousels show
  // the layout's choices; the tema is in several answers): server/modules/estudio/publishing.ts.
  app.publishing.onPublish((idfornecedor) => app.cachePublico.limparFornecedor(idfornecedor));
  // Listening even with the answer cache off: the shared categories and carousels depend on it
  // (without a listener every call reads the version: one small query, never stale).
  app.addHook('onReady', async () => {
    await versoes.iniciar();
  });
  app.addHook('onClose', async () => {
    await versoes.fechar();
  });
  app.apiHandlers.add('catalogo', catalogoHandlers(app));
}

export const serverModule = fp(catalogoModule, {
  name: 'catalogo',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'estudio', 'listas-preco'],
});

export { clienteDoPreco, type CatalogoService } from './catalogo-service';
export { deveOcultarPrecos } from './precos';
export type { ProdutoRow } from './produto-repository';
export { imagemProduto, toProduto, type ProdutoWire } from './produto-mapper';
export { PorVersao } from './por-versao';
