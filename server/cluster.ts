/**
 * Several server processes on one port (`WORKERS=N`, node:cluster). This process, the primary,
 * serves nothing itself:
 *
 * 1. it prepares the database once (migrations, and the demo data on an empty database), so the
 *    workers never race to do it;
 * 2. it starts N workers, each running server/main.ts as a whole server (its own pool of database
 *    connections; sessions live in the database, rate limits in Redis when REDIS_URL is set, so
 *    the workers behave as one); the operating system shares the port between them;
 * 3. a worker that dies is replaced, unless workers keep dying right after starting (then
 *    everything stops, exit 1);
 * 4. SIGTERM or SIGINT: every worker gets SIGTERM and shuts down gracefully (stops accepting,
 *    finishes in-flight requests, closes the database); the primary exits 0 once all have exited
 *    cleanly, 1 otherwise or after the timeout. A second signal kills the workers at once.
 *
 * WORKERS > 1 requires DATABASE_URL (server/config.ts refuses otherwise): PGlite is one process.
 */
import cluster, { type Worker } from 'node:cluster';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from './config';
import { openDatabase, redactUrl } from './db/connect';
import { ensureDatabase } from './db/ensure';

/** Workers get this long to finish their graceful shutdown (theirs is 10 s) before SIGKILL. */
export const CLUSTER_SHUTDOWN_TIMEOUT_MS = 15_000;
/** A worker that exits sooner than this after starting counts as failing to start. */
const QUICK_EXIT_MS = 5_000;
/** This many quick exits in a row stop the whole cluster. */
const MAX_QUICK_EXITS = 3;

const LEVELS = { info: 30, warn: 40, error: 50 } as const;

/** One JSON line, as pino writes them, so the primary's lines sit with the workers'. */
function log(level: keyof typeof LEVELS, msg: string, extra: Record<string, unknown> = {}): void {
  const line = JSON.stringify({
    level: LEVELS[level],
    time: Date.now(),
    pid: process.pid,
    papel: 'primario',
    ...extra,
    msg,
  });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

/**
 * The file a worker runs: server/main.ts beside this file when the server runs from its sources,
 * or this very file when it runs from the build (dist/node/main.js holds this module and main.ts).
 */
export function serverEntry(file: string = fileURLToPath(import.meta.url)): string {
  return file.endsWith('.ts') ? join(dirname(file), 'main.ts') : file;
}

/** Runs the primary of a cluster of `config.workers` processes. Resolves once the workers are started. */
export async function runPrimary(config: ServerConfig): Promise<void> {
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
    try {
      const preparo = await ensureDatabase(database.db);
      log('info', 'banco de dados pronto', {
        db: database.kind,
        where: config.databaseUrl ? redactUrl(config.databaseUrl) : config.dataDir,
        migrations: preparo.migrations,
        seeded: preparo.seeded !== null,
      });
    } finally {
      await database.close();
    }
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }

  // Workers run the server's entry with this process's flags (tsx's loader when it runs the sources).
  cluster.setupPrimary({ exec: serverEntry(), execArgv: process.execArgv });

  const startedAt = new Map<Worker, number>();
  let quickExits = 0;
  let closing = false;
  let failed = false;

  const fork = (): void => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.on('listening', () => {
      quickExits = 0;
    });
  };

  const alive = (): Worker[] =>
    Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

  const finishIfDone = (): void => {
    if (closing && alive().length === 0) {
      log(failed ? 'error' : 'info', failed ? 'processos encerrados com erro' : 'todos os processos encerrados');
      process.exit(failed ? 1 : 0);
    }
  };

  const stopAll = (signal: NodeJS.Signals): void => {
    closing = true;
    const timer = setTimeout(() => {
      log('error', 'encerramento demorou demais: encerrando os processos à força');
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, CLUSTER_SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    for (const worker of alive()) worker.process.kill(signal);
    finishIfDone();
  };

  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (closing) {
      if (code !== 0) failed = true;
      finishIfDone();
      return;
    }
    log('error', 'um processo terminou inesperadamente; iniciando outro', { worker: worker.process.pid, code, signal });
    quickExits = uptime < QUICK_EXIT_MS ? quickExits + 1 : 0;
    if (quickExits >= MAX_QUICK_EXITS) {
      log('error', `${MAX_QUICK_EXITS} processos terminaram logo ao iniciar: encerrando tudo`);
      failed = true;
      stopAll('SIGTERM');
      return;
    }
    fork();
  });

  const onSignal = (signal: NodeJS.Signals): void => {
    if (closing) {
      log('warn', 'segundo sinal recebido: encerrando os processos imediatamente', { signal });
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    log('info', 'encerrando: pedindo a cada processo que pare', { signal, workers: alive().length });
    stopAll('SIGTERM');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  log('info', `iniciando ${config.workers} processos na porta ${config.port}`, { workers: config.workers });
  for (let i = 0; i < config.workers; i++) fork();
}
