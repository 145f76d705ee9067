/**
 * Starts the reference server: configuration (read once, validated), database (PGlite or
 * PostgreSQL, migrated and seeded on first start), the app, and a graceful shutdown on
 * SIGINT/SIGTERM (stop accepting, finish in-flight requests, close the database, exit 0; a second
 * signal exits at once).
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { openDatabase, redactUrl, type OpenedDatabase } from './db/connect';
import { ensureDatabase } from './db/ensure';

const SHUTDOWN_TIMEOUT_MS = 10_000;

export async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // ── Several processes (WORKERS > 1, server/cluster.ts) ──────────────────────────────────────
  // The primary only prepares the database and supervises; each worker runs the rest of main().
  if (config.workers > 1 && cluster.isPrimary) {
    await runPrimary(config);
    return;
  }
  // ────────────────────────────────────────────────────────────────────────────────────────────

  let database: OpenedDatabase;
  let preparo: Awaited<ReturnType<typeof ensureDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      // No query outlives the request that asked for it (PostgreSQL; PGlite runs in this process).
      statementTimeoutMs: config.requestTimeoutMs,
    });
    preparo = await ensureDatabase(database.db);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }

  const app = buildApp({ config, db: database.db, dbKind: database.kind });
  app.log.info(
    {
      db: database.kind,
      where: config.databaseUrl ? redactUrl(config.databaseUrl) : config.dataDir,
      migrations: preparo.migrations,
      seeded: preparo.seeded !== null,
    },
    'banco de dados pronto',
  );

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      app.log.warn({ signal }, 'segundo sinal recebido: encerrando imediatamente');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'encerrando: parando de aceitar conexões');
    const timer = setTimeout(() => {
      app.log.error('encerramento demorou demais: saindo à força');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    void (async () => {
      try {
        await app.close();
        await database.close();
        app.log.info('servidor encerrado');
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'erro ao encerrar');
        process.exit(1);
      }
    })();
  };
  // A worker of a cluster is stopped by its primary (SIGTERM); a terminal's Ctrl-C reaches the
  // whole process group, so a worker leaves SIGINT to the primary instead of counting it twice.
  process.on('SIGINT', cluster.isWorker ? () => undefined : shutdown);
  process.on('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, `não foi possível escutar em ${config.host}:${config.port}`);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

await main();
