/**
 * The built server: server/main.ts and everything of ours it imports (server, engine/rules,
 * schemas, the block schemas; path aliases from tsconfig.json) bundled by esbuild into one file,
 * dist/node/main.js, which plain `node` runs. Packages stay imports of node_modules (`packages:
 * 'external'`), so native ones (sharp, @node-rs/argon2, PGlite's wasm) load as they do from the
 * sources. Files the server reads at run time are found from the repository's root
 * (server/root.ts), the modules from a static list (server/plugins/module-list.ts).
 *
 * esbuild's metafile (dist/node/meta.json) lists the files the bundle was made of: the build is
 * out of date when one of them, package-lock.json, tsconfig.json or this script changed since
 * (scripts/freshness.ts). `npm run build` builds it after the storefront; `npm start` rebuilds it
 * when it is out of date; the tests' server launcher (`serverArgs`) runs it when it is fresh and
 * the sources through tsx otherwise.
 *
 * Plain Node (type stripping): `npm start` imports this before anything is built.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { staleReason } from './freshness.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The built server, relative to the root. */
export const SERVER_BUNDLE = 'dist/node/main.js';
/** esbuild's metafile of the last build: the bundle's inputs. */
export const SERVER_METAFILE = 'dist/node/meta.json';
/** What decides the bundle besides the files it imports. */
const BUILD_INPUTS = ['package-lock.json', 'tsconfig.json', 'scripts/build-server.ts'];

/** Bundles server/main.ts into dist/node/main.js (and its source map and metafile); `outDir` for tests. */
export async function buildServer(
  outDir = path.dirname(SERVER_BUNDLE),
): Promise<{ inputs: number; bytes: number; metafile: Metafile }> {
  const outfile = path.join(outDir, path.basename(SERVER_BUNDLE));
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    // With `node --enable-source-maps` (npm start, the tests), stack traces name the TypeScript sources.
    sourcemap: true,
    // Class and function names as in the sources (error names, logs), whatever esbuild renames.
    keepNames: true,
    metafile: true,
    write: true,
    logLevel: 'warning',
  });
  writeFileSync(path.resolve(root, outDir, path.basename(SERVER_METAFILE)), JSON.stringify(result.metafile));
  const output = result.metafile.outputs[path.relative(root, path.resolve(root, outfile))];
  return { inputs: Object.keys(result.metafile.inputs).length, bytes: output?.bytes ?? 0, metafile: result.metafile };
}

/**
 * Why dist/node/main.js must be built again, or null when it is newer than everything it was made
 * of; `checkout`: another checkout of this project (a benchmark's baseline), this one by default.
 */
export function serverBuildReason(checkout = root): string | null {
  let inputs: string[];
  try {
    inputs = Object.keys((JSON.parse(readFileSync(path.join(checkout, SERVER_METAFILE), 'utf8')) as Metafile).inputs);
  } catch {
    return `${SERVER_METAFILE} is missing`;
  }
  return (
    staleReason(checkout, SERVER_BUNDLE, inputs, { missingIsChange: true }) ??
    staleReason(checkout, SERVER_BUNDLE, BUILD_INPUTS)
  );
}

/**
 * The arguments for `node` that start the server of `checkout` (this one by default): the built
 * one when it is fresh, else the sources through tsx (no build yet, or a source changed since: the
 * tests never run stale code). Run them with `checkout` as the working folder (`--import tsx`
 * resolves from there).
 */
export function serverArgs(checkout = root): string[] {
  if (serverBuildReason(checkout) === null) return ['--enable-source-maps', path.join(checkout, SERVER_BUNDLE)];
  return ['--import', 'tsx', path.join(checkout, 'server', 'main.ts')];
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const started = performance.now();
  const { inputs, bytes } = await buildServer();
  console.log(
    `Built the server: ${SERVER_BUNDLE} (${(bytes / 1024).toFixed(0)} kB from ${inputs} files) in ${Math.round(performance.now() - started)} ms.`,
  );
}
