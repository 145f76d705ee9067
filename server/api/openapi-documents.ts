/**
 * The OpenAPI documents of openapi/: read once from disk. The server validates requests against
 * them (api-plugin.ts) and the contract test validates real responses against them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const API_VERSIONS = ['v1', 'v2', 'v4'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; [key: string]: unknown }>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export function openApiPath(version: ApiVersion): string {
  return fileURLToPath(new URL(`../../openapi/${version}.yaml`, import.meta.url));
}

const cache = new Map<ApiVersion, OpenApiDocument>();

/** The parsed document (a fresh deep copy each call, so callers may mutate it). */
export function loadOpenApiDocument(version: ApiVersion): OpenApiDocument {
  let doc = cache.get(version);
  if (!doc) {
    const text = readFileSync(openApiPath(version), 'utf8');
    doc = parse(text) as OpenApiDocument;
    if (!doc || typeof doc !== 'object' || typeof doc.openapi !== 'string' || !doc.paths) {
      throw new Error(`openapi/${version}.yaml não é um documento OpenAPI válido`);
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
