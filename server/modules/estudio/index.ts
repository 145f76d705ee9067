/**
 * The layout studio (issue 14, `/{slug}/painel/loja`): a supplier's admins save versions of the
 * storefront documents, publish one (seen on every server process within seconds), read the
 * history with its diffs, restore, export and import. Also the versioned JSON Schemas of the
 * documents for external editors (`GET /schemas/{tipo}/v{n}.json`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { estudioHandlers } from './estudio-handlers';
import { EstudioRepository } from './estudio-repository';
import { EstudioService } from './estudio-service';
import { jsonSchemasRoutes } from './json-schemas';

declare module 'fastify' {
  interface FastifyInstance {
    estudioService: EstudioService;
  }
}

async function estudioModule(app: FastifyInstance): Promise<void> {
  // A publish anywhere drops this process's public answers of that supplier (carousels show the
  // layout's choices; the tema is in several answers).
  app.canalDocumentos.aoMudar((idfornecedor) => app.cachePublico.limparFornecedor(idfornecedor));
  app.decorate(
    'estudioService',
    new EstudioService({ repository: new EstudioRepository(app.db), canal: app.canalDocumentos }),
  );
  app.apiHandlers.add('estudio', estudioHandlers(app));
  jsonSchemasRoutes(app);
}

export const serverModule = fp(estudioModule, {
  name: 'estudio',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'documentos', 'catalogo'],
});

export { EstudioRepository } from './estudio-repository';
export { EstudioService } from './estudio-service';
