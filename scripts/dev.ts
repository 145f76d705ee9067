/**
 * `npm run dev`: the server (API, pages, images) on PORT (default 3000) with Vite's dev server in
 * middleware mode inside it, so pages are rendered on the server as in production
 * (server/web/vite-dev.ts: `src/entry-server.tsx` loaded with `ssrLoadModule`, streamed into
 * `src/index.html`), and edits to the storefront reach the open page by HMR (Vite's WebSocket on
 * the same port). Everything runs in this process: configuration and database as server/main.ts
 * prepares them (DATA_DIR or DATABASE_URL, migrated and seeded on first start), STATIC_DIR an
 * empty folder so a stale build is never served. Ctrl-C stops it. Server code is not watched:
 * restart `npm run dev` after changing it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '#server/app';
import { ConfigError, loadConfig, type ServerConfig } from '#server/config';
import { openDatabase } from '#server/db/connect';
import { ensureDatabase } from '#server/db/ensure';

const root = fileURLToPath(new URL('..', import.meta.url));
const emptyStaticDir = path.join(root, '.tmp', 'dev-empty-static');
// An empty folder (with the assets/ folder the static plugin expects), never a stale build.
mkdirSync(path.join(emptyStaticDir, 'assets'), { recursive: true });

let config: ServerConfig;
try {
  config = loadConfig({
    ...process.env,
    STATIC_DIR: emptyStaticDir,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    WORKERS: '1',
    // A page's first render waits for Vite to transform its modules and bundle the dependencies,
    // which on a busy machine takes longer than production's 10 s deadline (the dev-server journey
    // once got its first page answered 503 after 12 s in CI): 2 minutes here unless set.
    REQUEST_TIMEOUT_MS: process.env.REQUEST_TIMEOUT_MS ?? '120000',
  });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  statementTimeoutMs: config.requestTimeoutMs,
});
await ensureDatabase(database.db);

const { createServer } = await import('vite');
const app = buildApp({
  config,
  db: database.db,
  dbKind: database.kind,
  web: {
    vite: (server) =>
      createServer({
        configFile: path.join(root, 'vite.config.ts'),
        appType: 'custom',
        server: { middlewareMode: true, hmr: { server } },
      }),
  },
});

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) process.exit(1);
  stopping = true;
  const timer = setTimeout(() => process.exit(code), 5000);
  timer.unref();
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  await stop(1);
}
console.log(
  `  Storefront (server-rendered, Vite HMR) and API on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/ — Ctrl-C stops it.`,
);
