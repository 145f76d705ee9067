/**
 * The real server for the browser tests: the built server (dist/node/main.js, when it is fresh;
 * else `server/main.ts` through tsx: scripts/build-server.ts `serverArgs`) in a child process, on a free
 * port, serving the built storefront (dist/client) against its own freshly seeded PGlite data
 * folder. The first start of a data folder creates, migrates and seeds it; to pay for that only
 * once per change of the database code, a seeded template folder is kept under
 * .tmp/browser-db-template-<hash of server/db> and each test file gets a fresh copy of it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '#scripts/build-server';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const tmpRoot = path.join(repoRoot, '.tmp');
/** The built storefront a checkout's server serves. */
const staticDirOf = (checkout: string): string => path.join(checkout, 'dist', 'client');

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the server printed (pino JSON lines), for assertions and for failure messages. */
  output(): string;
  /** Graceful stop (SIGTERM), then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('Could not find a free port.'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

function assertBuilt(checkout: string): void {
  if (!existsSync(path.join(staticDirOf(checkout), 'index.html'))) {
    throw new Error(
      checkout === repoRoot
        ? 'The browser tests need the built storefront (dist/client/index.html): run `npm run build` first.'
        : `${checkout} has no built storefront (dist/client/index.html): run \`npm run build\` there first.`,
    );
  }
}

/** A hash of everything that decides what a freshly seeded database contains. */
function databaseCodeHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) hash.update(full).update(readFileSync(full));
    }
  };
  for (const dir of ['server/db', 'server/images']) {
    const full = path.join(repoRoot, dir);
    if (existsSync(full)) walk(full);
  }
  hash.update(readFileSync(path.join(repoRoot, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

/** Polls a contract call until the server answers (the seed on first start can take a while). */
async function waitUntilServing(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  const probe = `${baseUrl}/api/v2/app/anon-00000000000000000000000000000000/fornecedor?idfornecedor=aurora`;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.signalCode ?? child.exitCode}) before serving:\n${output().slice(-4000)}`,
      );
    }
    try {
      const response = await fetch(probe, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${probe} within 150 s (${lastError}):\n${output().slice(-4000)}`);
}

export async function startServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  /** Keep the caller's DATABASE_URL (benchmarks on PostgreSQL); the browser suite never does. */
  keepDatabaseUrl?: boolean;
  /** Also append everything the server prints to this file (the shared server: test files read it). */
  logFile?: string;
  /**
   * Another checkout of this project whose server to run (built, its node_modules installed): a
   * benchmark's baseline. Its build, sources and static folder, with it as the working folder.
   */
  checkout?: string;
  /**
   * A server for the tests: V8 compiles PGlite's WebAssembly with its baseline compiler only
   * (`--liftoff-only`) instead of compiling it again with its optimising one on background threads.
   * Measured (docs/testing.md): 1.4 s less CPU per start (of about 5 s), and no more CPU for what a
   * journey asks of it. The benchmarks leave it off: they measure the server as `npm start` runs it.
   */
  forTests?: boolean;
}): Promise<RunningServer> {
  const checkout = options.checkout ?? repoRoot;
  assertBuilt(checkout);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    STATIC_DIR: staticDirOf(checkout),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // The journeys log in on 127.0.0.1; the handover to the supplier's domain has its own test
    // (api-key-handover.test.ts), which turns it on.
    DOMAIN_HANDOVER: 'false',
    // Shedding load when the event loop lags is for production: on a CI machine busy with several
    // browsers it would answer 503 to a journey's page (the shedding has its own tests and bench).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // No map tiles from the internet (CI is offline: each failed tile is a console error); the
    // journeys that look at a map start a local tile server and pass its URL.
    MAP_TILE_URL: 'none',
    ...options.env,
  };
  // The browser suite always runs on the embedded database it seeds itself.
  if (!options.keepDatabaseUrl) delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [...(options.forTests ? ['--liftoff-only'] : []), ...serverArgs(checkout)], {
    cwd: checkout,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const { logFile } = options;
  const record = (chunk: Buffer): void => {
    log += chunk.toString();
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const output = (): string => log;
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilServing(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, dataDir: options.dataDir, output, stop };
}

/** A fresh copy of a seeded PGlite data folder (seeded once per version of server/db). */
export async function freshSeededDataDir(): Promise<string> {
  const template = path.join(tmpRoot, `browser-db-template-${databaseCodeHash()}`);
  if (!existsSync(template)) {
    for (const old of existsSync(tmpRoot) ? readdirSync(tmpRoot) : []) {
      if (old.startsWith('browser-db-template-')) rmSync(path.join(tmpRoot, old), { recursive: true, force: true });
    }
    mkdirSync(tmpRoot, { recursive: true });
    const seeding = mkdtempSync(path.join(tmpRoot, 'browser-db-seeding-'));
    try {
      const server = await startServer({ dataDir: seeding, forTests: true });
      await server.stop();
      if (!existsSync(template)) renameSync(seeding, template);
    } finally {
      // Left over only when seeding failed or another run made the template first.
      rmSync(seeding, { recursive: true, force: true });
    }
  }
  // Copies left behind by an interrupted run (older than an hour) are removed.
  for (const old of readdirSync(tmpRoot)) {
    const full = path.join(tmpRoot, old);
    if (/^browser-db-(?!template-)/.test(old) && Date.now() - statSync(full).mtimeMs > 3_600_000) {
      rmSync(full, { recursive: true, force: true });
    }
  }
  const copy = mkdtempSync(path.join(tmpRoot, 'browser-db-'));
  cpSync(template, copy, { recursive: true });
  return copy;
}

export function removeDataDir(dir: string): void {
  if (dir.startsWith(tmpRoot) && existsSync(dir) && statSync(dir).isDirectory()) {
    rmSync(dir, { recursive: true, force: true });
  }
}
