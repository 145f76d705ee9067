/**
 * Test support: the server as a real child process (the built dist/node/main.js when it is fresh,
 * else server/main.ts through tsx: scripts/build-server.ts `serverArgs`), its output collected, its
 * address read from the "Server listening at" log line, and a test database reachable by URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '#scripts/build-server';
import { openTestDatabase, urlDoBancoDeTeste } from './test-database';
import type { OpenedDatabase } from '../db/connect';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the URLs of the first `count` "Server listening at" lines (one per process). */
  listening(count?: number, timeoutMs?: number): Promise<string[]>;
  exited(): Promise<number | null>;
  stop(): Promise<number | null>;
}

/** Starts the server with `env` over the test process's environment (less DATABASE_URL and REDIS_URL unless given). */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  let output = '';
  const base: Record<string, string | undefined> = { ...process.env };
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: { ...base, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });
  return {
    child,
    output: () => output,
    exited,
    async listening(count = 1, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const urls = [...output.matchAll(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/g)].map(
          (m) => m[1] as string,
        );
        if (urls.length >= count) return urls.slice(0, count);
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`o servidor não começou a escutar (${urls.length} de ${count}):\n${output}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      try {
        return await exited();
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export interface UrlTestDatabase extends OpenedDatabase {
  /** postgres://… of this very database, for child processes. */
  url: string;
}

/** A seeded PostgreSQL test database of its own (openTestDatabase) and its URL. */
export async function openPostgresTestDatabase(databaseUrl: string): Promise<UrlTestDatabase> {
  const database = await openTestDatabase({ databaseUrl });
  return { ...database, url: await urlDoBancoDeTeste(database.db, databaseUrl) };
}
