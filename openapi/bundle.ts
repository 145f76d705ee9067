/**
 * Bundles one version of the split OpenAPI documents (openapi/<version>/openapi.yaml, its
 * paths/<domain>.yaml and the shared openapi/components/) into one self-contained document,
 * with Redocly's bundler: every $ref to another file becomes a local '#/components/...' ref,
 * named after the last segment of its pointer (components/schemas/catalogo.yaml#/Produto →
 * #/components/schemas/Produto). `npm run api:types` writes the result to
 * openapi/generated/<version>.openapi.json (what the server and the contract test load) and
 * generates the TypeScript types from it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';

export const OPENAPI_DIR = fileURLToPath(new URL('.', import.meta.url));
export const REPOSITORY_ROOT = path.resolve(OPENAPI_DIR, '..');
export const REDOCLY_CONFIG = path.join(REPOSITORY_ROOT, 'redocly.yaml');

/** The root document of a version, e.g. openapi/v2/openapi.yaml. */
export function rootDocumentPath(version: string): string {
  return path.join(OPENAPI_DIR, version, 'openapi.yaml');
}

/** Where `npm run api:types` writes the bundled document of a version. */
export function bundledDocumentPath(version: string): string {
  return path.join(OPENAPI_DIR, 'generated', `${version}.openapi.json`);
}

/** The bundled document serialised as it is committed (stable key order, 2-space JSON). */
export function serializeBundle(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location[0];
  const file = where ? path.relative(REPOSITORY_ROOT, where.source.absoluteRef) : '?';
  return `${file} ${where?.pointer ?? ''}: ${problem.message}`;
}

/**
 * The bundled document of one version. Fails on a $ref that does not resolve or on two
 * different schemas that would get the same component name.
 */
export async function bundleOpenApi(version: string): Promise<Record<string, unknown>> {
  const config = await loadConfig({ configPath: REDOCLY_CONFIG });
  const result = await bundle({ ref: rootDocumentPath(version), config, dereference: false });
  const errors = result.problems;
  if (errors.length > 0) {
    throw new Error(
      `openapi/${version}: the documents do not bundle:\n${errors.map((p) => `  - ${describeProblem(p)}`).join('\n')}`,
    );
  }
  const document = result.bundle.parsed as Record<string, unknown>;
  // The bundler names a component after its pointer ('schemas/catalogo.yaml#/Produto' → Produto);
  // when two different components share a name it silently renames one ('conteudo_Erro',
  // 'Erro-2'), which would rename a generated type. Component names are plain identifiers here.
  const renamed = Object.entries((document.components ?? {}) as Record<string, Record<string, unknown>>).flatMap(
    ([kind, group]) =>
      Object.keys(group)
        .filter((name) => !/^[A-Za-z][A-Za-z0-9]*$/.test(name))
        .map((name) => `${kind}/${name}`),
  );
  if (renamed.length > 0) {
    throw new Error(
      `openapi/${version}: two different components share a name, so the bundler renamed them (${renamed.join(', ')}); give each its own name.`,
    );
  }
  return withSortedComponents(document);
}

/**
 * The bundler lists components in the order it meets them; sorting them by kind and name keeps
 * the committed bundle and the generated types stable when a path is added or moved.
 */
function withSortedComponents(document: Record<string, unknown>): Record<string, unknown> {
  const components = document.components as Record<string, Record<string, unknown>> | undefined;
  if (!components) return document;
  const sorted: Record<string, Record<string, unknown>> = {};
  for (const kind of Object.keys(components).sort()) {
    const group = components[kind] ?? {};
    sorted[kind] = Object.fromEntries(
      Object.keys(group)
        .sort()
        .map((name) => [name, group[name]]),
    );
  }
  return { ...document, components: sorted };
}
