/**
 * The repository's root folder (the one with package.json), for the files the server reads at run
 * time: the JSON Schemas (schemas/json), the OpenAPI documents (openapi/generated), the seed's
 * documents (server/db/seed/documents). Found by walking up from this module's own file, because
 * that file is server/root.ts when the server runs from its sources (tsx, vitest) and
 * dist/node/main.js when it runs from the build (`npm run build` bundles the server into that one
 * file): a path relative to `import.meta.url` would hold in only one of the two.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`package.json não encontrado acima de ${from}`);
  }
}

export const ROOT_DIR = findRoot(dirname(fileURLToPath(import.meta.url)));

/** A path under the repository's root: `fromRoot('openapi', 'generated')`. */
export function fromRoot(...segments: string[]): string {
  return join(ROOT_DIR, ...segments);
}
