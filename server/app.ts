/**
 * The server as one Fastify plugin tree (in the style of fastify/demo):
 *   error handler → core (config, db, the handler registry) → modules (every folder of
 *   server/modules, each registering its repository, service, decorator, handlers and routes) →
 *   /api (the OpenAPI documents via fastify-openapi-glue, routed to the modules' handlers) →
 *   web (storefront, head writer, landing, /health).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPlugin } from './api/api-plugin';
import type { ServerConfig } from './config';
import type { DatabaseKind } from './db/connect';
import type { Database } from './db/schema';
import { apiDocs } from './plugins/api-docs';
import { core } from './plugins/core';
import { errorHandler } from './plugins/error-handler';
import { health } from './plugins/health';
import { loadShedding } from './plugins/load-shedding';
import { modules } from './plugins/modules';
import { prazo } from './plugins/prazo';
import { rateLimit } from './plugins/rate-limit';
import { securityHeaders } from './plugins/security-headers';
import { strictInput } from './plugins/strict-input';
import { createClientErrorHandler, handleFrameworkError } from './shared/client-error';
import { generateRequestId } from './shared/request-id';
import { serializeRequest } from './shared/log-redaction';
import { toTrustProxyOption } from './shared/trust-proxy';
import { compression } from './web/compression';
import { webPlugin, type WebPluginOptions } from './web/web-plugin';

export interface BuildAppOptions {
  config: ServerConfig;
  db: Kysely<Database>;
  /** Which engine `db` runs on (reported by /health). */
  dbKind: DatabaseKind;
  /** Fastify logger option; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** The storefront's pages: from the build, or from Vite in `npm run dev` (scripts/dev.ts). */
  web?: WebPluginOptions;
}

/**
 * The logger: pino at config.logLevel unless the caller gives one; either way the request
 * serializer redacts session tokens and reset codes from URLs (server/shared/log-redaction.ts).
 */
function opcoesDoLog(logger: FastifyServerOptions['logger'], config: ServerConfig): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = typeof logger === 'object' && logger !== null ? logger : { level: config.logLevel };
  return { ...base, serializers: { ...(base.serializers ?? {}), req: serializeRequest } };
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config, db, dbKind } = options;
  const app = Fastify({
    logger: opcoesDoLog(options.logger, config),
    // Path segments carry session tokens of up to 256 characters (plus `~idcliente`).
    routerOptions: { maxParamLength: 512, ignoreTrailingSlash: true },
    // Serving safe (server/plugins, server/shared): a bounded request id, timeouts, pt-BR parser errors.
    requestIdHeader: false,
    genReqId: generateRequestId,
    trustProxy: toTrustProxyOption(config.trustProxy),
    requestTimeout: config.requestTimeoutMs,
    // No handlerTimeout: plugins/prazo.ts keeps the deadline (Fastify's misses requests with a body).
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + config.keepAliveTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    clientErrorHandler: (error, socket) => tratarErroDoCliente(error, socket),
    frameworkErrors: handleFrameworkError,
    // The modules plugin imports every server module at start (server/plugins/modules.ts); on a
    // busy machine that took longer than avvio's 10 s default and the server refused to start.
    pluginTimeout: 60_000,
  });
  const tratarErroDoCliente = createClientErrorHandler(() => app.log);
  app.server.maxConnections = config.maxConnections;
  app.register(errorHandler);
  app.register(prazo, { requestTimeoutMs: config.requestTimeoutMs });
  app.register(compression);
  app.register(strictInput);
  app.register(securityHeaders, { config });
  app.register(rateLimit, { config });
  app.register(loadShedding, { maxInFlight: config.maxInFlight, maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  app.register(core, { config, db, dbKind });
  app.register(health);
  app.register(modules);
  app.register(apiPlugin, { prefix: '/api' });
  app.register(apiDocs, { prefix: '/api/docs' });
  app.register(webPlugin, options.web ?? {});
  return app;
}
