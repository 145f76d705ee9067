/**
 * What every module builds on, decorated onto the root instance: the configuration, the database
 * and its engine, and `apiHandlers`, where each module puts its handlers by operationId.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { DatabaseKind } from '../db/connect';
import type { Database } from '../db/schema';
import { OperationHandlers } from '../shared/operation';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    apiHandlers: OperationHandlers;
  }
}

export interface CoreOptions {
  config: ServerConfig;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
}

async function corePlugin(app: FastifyInstance, options: CoreOptions): Promise<void> {
  app.decorate('config', options.config);
  app.decorate('db', options.db);
  app.decorate('dbKind', options.dbKind);
  app.decorate('apiHandlers', new OperationHandlers());
}

export const core = fp(corePlugin, { name: 'core', fastify: '5.x' });
