/**
 * What every module builds on, decorated onto the root instance: the configuration, the database
 * and its engine, `apiHandlers`, where each module puts its handlers by operationId, and the
 * server's clock `relogio`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { DatabaseKind } from '../db/connect';
import type { Database } from '../db/schema';
import { OperationHandlers } from '../shared/operation';
import { Clock } from '../shared/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    apiHandlers: OperationHandlers;
    /** The server's clock (server/shared/clock.ts): movable only with RELOGIO_TESTE=1. */
    relogio: Clock;
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
  app.decorate('relogio', new Clock(options.config.relogioTeste === true && options.config.nodeEnv !== 'production'));
}

export const core = fp(corePlugin, { name: 'core', fastify: '5.x' });
