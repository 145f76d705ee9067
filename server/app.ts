/**
 * The server as one Fastify plugin tree (in the style of fastify/demo):
 *   error handler → services (db + domain services as decorators) → /api (OpenAPI documents via
 *   fastify-openapi-glue) → /imagens (SVG images) → web (storefront, head writer, landing, /health).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPlugin } from './api/api-plugin';
import type { ServerConfig } from './config';
import type { DatabaseKind } from './db/connect';
import type { Database } from './db/schema';
import { imagensPlugin } from './modules/imagens/imagens-plugin';
import { errorHandler } from './plugins/error-handler';
import { services } from './plugins/services';
import { webPlugin } from './web/web-plugin';

export interface BuildAppOptions {
  config: ServerConfig;
  db: Kysely<Database>;
  /** Which engine `db` runs on (reported by /health). */
  dbKind: DatabaseKind;
  /** Fastify logger option; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config, db, dbKind } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Path segments carry session tokens of up to 256 characters (plus `~idcliente`).
    routerOptions: { maxParamLength: 512, ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
  });
  app.register(errorHandler);
  app.register(services, { config, db, dbKind });
  app.register(apiPlugin, { prefix: '/api' });
  app.register(imagensPlugin, { prefix: '/imagens' });
  app.register(webPlugin);
  return app;
}
