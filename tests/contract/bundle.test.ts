/**
 * The bundled documents the server and the contract test load (openapi/generated/<version>.openapi.json)
 * are exactly what Redocly's bundler makes of the split sources today, so a test run never
 * validates against a stale bundle (`npm run api:check` says the same in CI); and every
 * response body of every operation is a named schema of components/schemas.
 */
import { describe, expect, it } from 'vitest';
import { bundleOpenApi } from '#openapi/bundle';
import { API_VERSIONS, loadOpenApiDocument } from '#server/api/openapi-documents';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

describe('bundled OpenAPI documents', () => {
  for (const version of API_VERSIONS) {
    it(`${version}: openapi/generated/${version}.openapi.json is the bundle of openapi/${version}/ (else run npm run api:types)`, async () => {
      expect(loadOpenApiDocument(version)).toEqual(await bundleOpenApi(version));
    });

    it(`${version}: every response body is a named schema`, () => {
      const doc = loadOpenApiDocument(version);
      const inline: string[] = [];
      const responses = (doc.components?.responses ?? {}) as Record<
        string,
        { content?: Record<string, { schema?: { $ref?: string } }> }
      >;
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const method of HTTP_METHODS) {
          const op = item[method] as
            | {
                responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
              }
            | undefined;
          for (const [status, response] of Object.entries(op?.responses ?? {})) {
            const resolved = response.$ref ? responses[response.$ref.replace('#/components/responses/', '')] : response;
            for (const [mediaType, content] of Object.entries(resolved?.content ?? {})) {
              if (!content.schema?.$ref?.startsWith('#/components/schemas/'))
                inline.push(`${method.toUpperCase()} ${path} ${status} ${mediaType}`);
            }
          }
        }
      }
      expect(inline).toEqual([]);
    });
  }
});
