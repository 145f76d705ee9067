/**
 * `npm run api:types`: for each API version, bundles the split documents
 * (openapi/<version>/openapi.yaml + paths/ + the shared openapi/components/) with Redocly's
 * bundler (openapi/bundle.ts) and writes two generated files:
 *   - openapi/generated/<version>.openapi.json: the bundled document, which the server's request
 *     validator and the contract test load (server/api/openapi-documents.ts);
 *   - openapi/generated/<version>.ts: its TypeScript types (openapi-typescript's Node API).
 * `npm run api:check` (`--check`) builds both in memory and exits 1 listing the generated files
 * that are stale or missing, so CI fails when someone edits a YAML document without
 * regenerating. The output depends only on the YAML (no dates, no absolute paths).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { bundledDocumentPath, bundleOpenApi, OPENAPI_DIR, REPOSITORY_ROOT, serializeBundle } from '#openapi/bundle';
import { API_VERSIONS } from '#server/api/openapi-documents';

const generatedDir = path.join(OPENAPI_DIR, 'generated');

const header = (version: string): string =>
  [
    '/**',
    ` * GENERATED FILE — do not edit. Generated from openapi/${version}/ (bundled with the shared`,
    ' * openapi/components/) by `npm run api:types` (openapi-typescript). Edit the YAML documents and',
    ' * run `npm run api:types` again; `npm run api:check` fails in CI when this file is stale.',
    ' */',
    '',
    '',
  ].join('\n');

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The generated files of one version: path → content. */
async function generate(version: string): Promise<Map<string, string>> {
  const bundled = await bundleOpenApi(version);
  // Keep the output independent of where the repository lives and of warnings order.
  const ast = await openapiTS(structuredClone(bundled) as unknown as OpenAPI3, { silent: true });
  return new Map([
    [bundledDocumentPath(version), serializeBundle(bundled)],
    [path.join(generatedDir, `${version}.ts`), header(version) + astToString(ast)],
  ]);
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  await mkdir(generatedDir, { recursive: true });
  const stale: string[] = [];
  for (const version of API_VERSIONS) {
    let files: Map<string, string>;
    try {
      files = await generate(version);
    } catch (error) {
      console.error(`openapi/${version}: could not generate: ${(error as Error).message}`);
      process.exit(1);
    }
    for (const [target, output] of files) {
      const relativeTarget = path.relative(REPOSITORY_ROOT, target);
      const current = await readOrNull(target);
      if (current === output) {
        if (!check) console.log(`${relativeTarget} is up to date`);
        continue;
      }
      if (check) {
        stale.push(`${relativeTarget} (${current === null ? 'missing' : 'stale'}, from openapi/${version}/)`);
      } else {
        await writeFile(target, output);
        console.log(`${relativeTarget} written from openapi/${version}/`);
      }
    }
  }
  if (check) {
    if (stale.length > 0) {
      console.error(
        `The generated API files are out of date with openapi/**/*.yaml:\n${stale
          .map((line) => `  - ${line}`)
          .join('\n')}\nRun \`npm run api:types\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log(`API types and bundles are up to date (${API_VERSIONS.length} versions).`);
  }
}

await main();
