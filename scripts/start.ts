/**
 * `npm start` (plain `node`, Node 24's type stripping: no tsx in the running server): builds what
 * is out of date, then runs the built server (dist/node/main.js) in this process. The server serves
 * the storefront and the API on PORT (default 3000).
 *
 * - The storefront (`npm run build`, which also builds the server) when dist/client/index.html or
 *   the server renderer (dist/server/entry-server.js) is missing, or older than any source file the
 *   bundle is made of.
 * - Else the server alone (esbuild, about a second: scripts/build-server.ts) when dist/node/main.js
 *   is missing or older than one of the files it was made of.
 *
 * Imports relative `.ts` paths, not the `#…` aliases: Node's type stripping reads no tsconfig.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUNDLE, serverBuildReason } from './build-server.ts';
import { staleReason } from './freshness.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Everything the built storefront depends on. */
const SOURCE_DIRS = ['src', 'blocks', 'features', 'engine', 'ui', 'themes', 'schemas', 'openapi'];
const SOURCE_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.json'];

/** Why the storefront must be built, or null when dist/client/index.html is newer than every source. */
export function buildReason(): string | null {
  return (
    staleReason(root, 'dist/client/index.html', []) ??
    staleReason(root, 'dist/server/entry-server.js', []) ??
    staleReason(root, 'dist/client/index.html', [...SOURCE_DIRS, ...SOURCE_FILES])
  );
}

/**
 * Builds what is stale: the storefront and the server when the storefront's build is missing or
 * older than its sources, else the server alone when its bundle is older than its own sources.
 * `npm start` and `npm run test:browser` (scripts/build-if-stale.ts) both call it. Returns the
 * exit status of a failed build, or 0.
 */
export async function buildWhatIsStale(): Promise<number> {
  const reason = buildReason();
  if (reason) {
    console.log(`Building the storefront and the server (${reason})…`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], {
      cwd: root,
      stdio: 'inherit',
    });
    return result.status ?? 1;
  }
  console.log('The storefront build is up to date (dist/client).');
  const serverReason = serverBuildReason();
  if (serverReason) {
    console.log(`Building the server (${serverReason})…`);
    await buildServer();
  } else {
    console.log(`The server build is up to date (${SERVER_BUNDLE}).`);
  }
  return 0;
}

async function main(): Promise<void> {
  console.log(`npm start on Node ${process.version}`);
  const status = await buildWhatIsStale();
  if (status !== 0) {
    console.error('npm start: the build failed (see above); the server was not started.');
    process.exit(status);
  }
  process.env.PORT ??= '3000';
  // The built server starts when imported: configuration, database, listen on PORT.
  await import(pathToFileURL(path.join(root, SERVER_BUNDLE)).href);
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(`npm start failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
}
