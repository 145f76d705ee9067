/**
 * `npm run api:types`: generates openapi/generated/<name>.ts from each openapi/<name>.yaml with
 * openapi-typescript's Node API. `npm run api:check` (`--check`) regenerates in memory and exits 1
 * listing the generated files that are stale or missing, so CI fails when someone edits a YAML
 * document without regenerating. The output depends only on the YAML (no dates, no paths), so
 * the check is deterministic.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const openapiDir = path.join(root, 'openapi');
const generatedDir = path.join(openapiDir, 'generated');

const header = (source: string): string =>
  [
    '/**',
    ` * GENERATED FILE — do not edit. Generated from openapi/${source} by \`npm run api:types\``,
    ' * (openapi-typescript). Edit the YAML document and run `npm run api:types` again;',
    ' * `npm run api:check` fails in CI when this file is stale.',
    ' */',
    '',
    '',
  ].join('\n');

async function generate(yamlFile: string): Promise<string> {
  const ast = await openapiTS(pathToFileURL(path.join(openapiDir, yamlFile)), {
    // Keep the output independent of where the repository lives and of warnings order.
    silent: true,
  });
  return header(yamlFile) + astToString(ast);
}

async function listDocuments(): Promise<string[]> {
  const entries = await readdir(openapiDir);
  return entries.filter((name) => /\.ya?ml$/.test(name)).sort();
}

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const documents = await listDocuments();
  if (documents.length === 0) {
    console.error(`No OpenAPI documents (*.yaml) found in ${path.relative(root, openapiDir)}/.`);
    process.exit(1);
  }
  await mkdir(generatedDir, { recursive: true });
  const stale: string[] = [];
  for (const document of documents) {
    const target = path.join(generatedDir, document.replace(/\.ya?ml$/, '.ts'));
    const relativeTarget = path.relative(root, target);
    let output: string;
    try {
      output = await generate(document);
    } catch (error) {
      console.error(`openapi/${document}: could not generate types: ${(error as Error).message}`);
      process.exit(1);
    }
    const current = await readOrNull(target);
    if (current === output) {
      if (!check) console.log(`${relativeTarget} is up to date`);
      continue;
    }
    if (check) {
      stale.push(`${relativeTarget} (${current === null ? 'missing' : 'stale'}, from openapi/${document})`);
    } else {
      await writeFile(target, output);
      console.log(`${relativeTarget} written from openapi/${document}`);
    }
  }
  if (check) {
    if (stale.length > 0) {
      console.error(
        `The generated API types are out of date with openapi/*.yaml:\n${stale
          .map((line) => `  - ${line}`)
          .join('\n')}\nRun \`npm run api:types\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log(`API types are up to date (${documents.length} documents).`);
  }
}

await main();
