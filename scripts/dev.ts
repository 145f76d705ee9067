/**
 * `npm run dev`: Vite's dev server (hot reload) on PORT (default 3000) and the API server
 * (server/main.ts) on PORT+1. The browser talks to Vite only: the proxy in vite.config.ts sends
 * /api and /imagens to DEV_API_URL, so the page sees one origin as in production. The API server
 * gets an empty STATIC_DIR so it never serves a stale build. Ctrl-C stops both (the API server
 * is not watched: restart `npm run dev` after changing server code).
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const port = Number(process.env.PORT ?? '3000');
if (!Number.isInteger(port) || port < 1 || port > 65534) {
  console.error(`PORT=${JSON.stringify(process.env.PORT)}: deve ser um número inteiro entre 1 e 65534.`);
  process.exit(1);
}
const apiPort = port + 1;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const emptyStaticDir = path.join(root, '.tmp', 'dev-empty-static');
// An empty folder (with the assets/ folder the static plugin expects), never a stale build.
mkdirSync(path.join(emptyStaticDir, 'assets'), { recursive: true });

// vite.config.ts reads DEV_API_URL when it is loaded, so set it before creating the server.
process.env.DEV_API_URL = apiUrl;

const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(apiPort), STATIC_DIR: emptyStaticDir, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});

const { createServer } = await import('vite');
const vite = await createServer({
  configFile: path.join(root, 'vite.config.ts'),
  server: { port, strictPort: true, host: process.env.HOST ?? 'localhost' },
});

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
  await vite.close().catch(() => undefined);
  const timer = setTimeout(() => {
    if (api.exitCode === null) api.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  timer.unref();
  if (api.exitCode === null && api.signalCode === null) await new Promise((resolve) => api.once('exit', resolve));
  process.exit(code);
}

api.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`The API server stopped (${signal ?? `exit code ${code}`}); stopping Vite too.`);
  void stop(code ?? 1);
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

await vite.listen();
vite.printUrls();
console.log(`  API server (server/main.ts) on ${apiUrl}, proxied under /api and /imagens. Ctrl-C stops both.`);
