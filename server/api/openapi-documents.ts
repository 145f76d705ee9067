/**
 * The OpenAPI documents of openapi/, as the server and the contract test use them: one bundled
 * document per version, openapi/generated/<version>.openapi.json, which `npm run api:types`
 * bundles from the split sources (openapi/<version>/openapi.yaml, its paths/<domain>.yaml and
 * the shared openapi/components/) and `npm run api:check` keeps fresh. Read once from disk,
 * synchronously (plain JSON, no $ref to another file). The server validates requests against
 * them (api-plugin.ts) and the contract test validates real responses against them.
 */
import { readFileSync } from 'node:fs';
import { fromRoot } from '#server/root';

export const API_VERSIONS = ['v1', 'v2', 'v4'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; [key: string]: unknown }>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** The bundled document of a version (generated; edit openapi/<version>/ and run `npm run api:types`). */
export function openApiPath(version: ApiVersion): string {
  return fromRoot('openapi', 'generated', `${version}.openapi.json`);
}

const cache = new Map<ApiVersion, OpenApiDocument>();

/** The parsed bundled document (a fresh deep copy each call, so callers may mutate it). */
export function loadOpenApiDocument(version: ApiVersion): OpenApiDocument {
  let doc = cache.get(version);
  if (!doc) {
    const text = readFileSync(openApiPath(version), 'utf8');
    doc = JSON.parse(text) as OpenApiDocument;
    if (!doc || typeof doc !== 'object' || typeof doc.openapi !== 'string' || !doc.paths) {
      throw new Error(
        `openapi/generated/${version}.openapi.json não é um documento OpenAPI válido (rode npm run api:types)`,
      );
    }
    cache.set(version, doc);
  }
  return structuredClone(doc);
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Every operationId of a document, with its method and path. */
export function listOperations(doc: OpenApiDocument): { operationId: string; method: string; path: string }[] {
  const out: { operationId: string; method: string; path: string }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (HTTP_METHODS.has(method) && op && typeof op.operationId === 'string') {
        out.push({ operationId: op.operationId, method: method.toUpperCase(), path });
      }
    }
  }
  return out;
}
