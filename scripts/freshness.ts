/**
 * Is a build out of date? The built file's modification time against its sources'. `npm start`
 * asks it about the storefront (dist/client/index.html, made from whole source folders) and about
 * the server (dist/node/main.js, made from the files esbuild read: scripts/build-server.ts); the
 * test harness asks about the server before it runs the built one.
 *
 * Plain Node (type stripping, no tsx): `npm start` runs this before anything is built, so it
 * imports Node's own modules only.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Test files (`x.test.ts`, `x.test.tsx`): no bundle is made of them. */
const TEST_FILE = /\.test\.tsx?$/;

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
      } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
        const { mtimeMs } = statSync(full);
        if (mtimeMs > newest.mtimeMs) newest = { mtimeMs, file: full };
      }
    }
  }
  return newest;
}

/**
 * Why `built` must be made again, or null when it exists and is newer than every source: each
 * source is a file or a folder (its newest file counts), relative to `root`. A source file that
 * is gone counts as a change when `missingIsChange` (the files a bundle was made of); a folder or
 * file that does not exist otherwise just has nothing newer.
 */
export function staleReason(
  root: string,
  built: string,
  sources: readonly string[],
  options: { missingIsChange?: boolean } = {},
): string | null {
  const builtPath = path.join(root, built);
  if (!existsSync(builtPath)) return `${built} is missing`;
  const builtAt = statSync(builtPath).mtimeMs;
  for (const source of sources) {
    const full = path.join(root, source);
    if (!existsSync(full)) {
      if (options.missingIsChange) return `${source} is gone since the last build`;
      continue;
    }
    const stat = statSync(full);
    const { mtimeMs, file } = stat.isDirectory() ? newestMtime(full) : { mtimeMs: stat.mtimeMs, file: full };
    if (file && mtimeMs > builtAt) return `${path.relative(root, file)} changed after the last build`;
  }
  return null;
}
