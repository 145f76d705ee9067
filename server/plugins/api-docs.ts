/**
 * API documentation for integrators at `/api/docs`: Swagger UI (@fastify/swagger-ui, its assets
 * served from the package itself: nothing from a CDN) over the very OpenAPI documents the server
 * validates requests with (server/api/openapi-documents.ts), v1, v2 and v4 selectable in the top
 * bar. Each document is also served as JSON at `/api/docs/openapi/{v1,v2,v4}.json`.
 *
 * Registered with the prefix `/api/docs` (server/app.ts).
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_VERSIONS, loadOpenApiDocument, type ApiVersion } from '../api/openapi-documents';
import { resourceNotFound } from '../shared/http-error';

export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; form-action 'self'; frame-ancestors 'self'; " +
  "img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self'";

/** The document the UI opens first. */
export const DEFAULT_DOCS_VERSION: ApiVersion = 'v4';

export async function apiDocs(app: FastifyInstance): Promise<void> {
  const prefix = app.prefix; // '/api/docs'
  const documentos = new Map<string, ReturnType<typeof loadOpenApiDocument>>(
    API_VERSIONS.map((v) => [v, loadOpenApiDocument(v)]),
  );

  // Static mode: @fastify/swagger serves the given document (the UI's `/json`), never one built
  // from the routes; the other versions come from the route below.
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: loadOpenApiDocument(DEFAULT_DOCS_VERSION) as never },
  });

  app.get<{ Params: { arquivo: string } }>('/openapi/:arquivo', { schema: { hide: true } }, async (request, reply) => {
    const version = /^(v\d+)\.json$/.exec(request.params.arquivo)?.[1];
    const documento = version === undefined ? undefined : documentos.get(version);
    if (documento === undefined) throw resourceNotFound();
    return reply.header('cache-control', 'no-cache').send(documento);
  });

  await app.register(fastifySwaggerUi, {
    routePrefix: '/',
    // The page names its assets relative to itself: always serve it at `/api/docs/`.
    uiHooks: {
      onRequest: (request, reply, done) => {
        const [path, query] = request.url.split(/\?(.*)/s);
        if (path === prefix) {
          void reply.redirect(`${prefix}/${query ? `?${query}` : ''}`, 301);
          return;
        }
        done();
      },
    },
    // The package's default policy would name validator.swagger.io and upgrade requests to
    // https (breaking the page on plain-http hosts): only this origin, nothing else.
    staticCSP: DOCS_CSP,
    theme: { title: 'Documentação da API da loja' },
    uiConfig: {
      // The first one opens first.
      urls: [DEFAULT_DOCS_VERSION, ...API_VERSIONS.filter((v) => v !== DEFAULT_DOCS_VERSION)].map((v) => ({
        url: `${prefix}/openapi/${v}.json`,
        name: `API ${v}`,
      })),
      deepLinking: true,
      displayOperationId: true,
      docExpansion: 'list',
    },
  });
}
