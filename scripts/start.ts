/**
 * `npm start`: builds the storefront when dist/client/index.html (or the server renderer,
 * dist/server/entry-server.js) is missing or older than any source file the bundle is made of, then runs the server (server/main.ts) in this process. The
 * server serves the storefront and the API on PORT (default 3000).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist', 'client', 'index.html');
/** The server renderer (vite's SSR build), made by the same `npm run build`. */
const builtRenderer = path.join(root, 'dist', 'server', 'entry-server.js');

/** Everything the built bundle depends on. */
const SOURCE_DIRS = ['src', 'blocks', 'engine', 'ui', 'themes', 'schemas', 'openapi'];
const SOURCE_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.json'];

/** The newest modification time (ms) under `dir`, skipping tests and node_modules. */
export function newestMtime(dir: string): { mtimeMs: number; file: string | null } {
  let newest = { mtimeMs: 0, file: null as string | null };
  if (!existsSync(dir)) return newest;
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        stack.push(full);
      } else if (entry.isFile()) {
        const { mtimeMs } = statSync(full);
        if (mtimeMs > newest.mtimeMs) newest = { mtimeMs, file: full };
      }
    }
  }
  return newest;
}

/** Why a build is needed, or null when dist/client/index.html is newer than every source. */
export function buildReason(): string | null {
  if (!existsSync(builtIndex)) return 'dist/client/index.html is missing';
  if (!existsSync(builtRenderer)) return 'dist/server/entry-server.js is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  for (const dir of SOURCE_DIRS) {
    const { mtimeMs, file } = newestMtime(path.join(root, dir));
    if (file && mtimeMs > builtAt) return `${path.relative(root, file)} changed after the last build`;
  }
  for (const name of SOURCE_FILES) {
    const file = path.join(root, name);
    if (existsSync(file) && statSync(file).mtimeMs > builtAt) return `${name} changed after the last build`;
  }
  return null;
}

async function main(): Promise<void> {
  const reason = buildReason();
  if (reason) {
    console.log(`Building the storefront (${reason})…`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error('npm start: the build failed (see above); the server was not started.');
      process.exit(result.status ?? 1);
    }
  } else {
    console.log('The storefront build is up to date (dist/client).');
  }
  process.env.PORT ??= '3000';
  // server/main.ts starts the server when imported: configuration, database, listen on PORT.
  await import(pathToFileURL(path.join(root, 'server', 'main.ts')).href);
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(`npm start failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
}
