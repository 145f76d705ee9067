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
import { Publishing } from './publishing';

declare module 'fastify' {
  interface FastifyInstance {
    estudioService: EstudioService;
    /** What happens on a layout publish: modules subscribe with `onPublish` (./publishing.ts). */
    publishing: Publishing;
  }
}

async function estudioModule(app: FastifyInstance): Promise<void> {
  const publishing = new Publishing({
    db: app.db,
    kind: app.dbKind,
    databaseUrl: app.config.databaseUrl,
    redisUrl: app.config.redisUrl,
    log: app.log,
  });
  app.decorate('publishing', publishing);
  app.decorate('estudioService', new EstudioService({ repository: new EstudioRepository(app.db), publishing }));
  app.addHook('onReady', async () => {
    await publishing.start();
  });
  app.addHook('onClose', async () => {
    await publishing.close();
  });
  app.apiHandlers.add('estudio', estudioHandlers(app));
  jsonSchemasRoutes(app);
}

export const serverModule = fp(estudioModule, {
  name: 'estudio',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao'],
});

export { EstudioRepository } from './estudio-repository';
export { EstudioService } from './estudio-service';
export { Publishing, type OnPublish } from './publishing';
