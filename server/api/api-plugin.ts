/**
 * The API under /api: the three OpenAPI documents registered with fastify-openapi-glue, so every
 * route, and the validation of every request, comes from the same documents the client is typed
 * from. The handlers are those the modules put in `app.apiHandlers` (by operationId) when they
 * registered, so this plugin is registered after them. Every handler must match a documented
 * operation (else the server does not start); an operation without a handler answers 501.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { HttpError } from '../shared/http-error';
import { API_VERSIONS, listOperations, loadOpenApiDocument } from './openapi-documents';
export { metaSchemasCompilados } from './openapi-meta-schema';
import type { OperationHandler } from '../shared/operation';

function notImplemented(operationId: string): OperationHandler {
  return async () => {
    throw new HttpError(501, `Operação ainda não implementada neste servidor: ${operationId}`, 'nao-implementado');
  };
}

/** The operations whose document sets `x-body-limit`, by operationId. */
function bodyLimits(doc: ReturnType<typeof loadOpenApiDocument>): Map<string, number> {
  const limites = new Map<string, number>();
  for (const item of Object.values(doc.paths) as Record<string, unknown>[]) {
    for (const op of Object.values(item)) {
      if (op === null || typeof op !== 'object') continue;
      const { operationId, 'x-body-limit': limite } = op as { operationId?: unknown; 'x-body-limit'?: unknown };
      if (typeof operationId === 'string' && typeof limite === 'number') limites.set(operationId, limite);
    }
  }
  return limites;
}

// OpenAPI 3.1 speaks JSON Schema 2020-12. Query strings arrive as text: coerce them; fill defaults.
const ajv = new Ajv2020({
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  allErrors: false,
  strict: false,
  strictNumbers: true, // Infinity and NaN are not numbers (server/plugins/strict-input.ts)
  addUsedSchema: false,
});
addFormats(ajv);
// JSON bodies are typed as sent (issue 27): no coercion (a number is not a CPF, `true` is not a
// password) and an unknown property where the document says `additionalProperties: false` is a
// 400, not silently dropped. Form bodies (all text) and query strings keep the coercion.
const ajvJson = new Ajv2020({
  coerceTypes: false,
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
  strict: false,
  strictNumbers: true,
  addUsedSchema: false,
});
addFormats(ajvJson);

/**
 * The validators compiled in this process, by Ajv and schema text. The documents are fixed, so
 * every app built in a process (the server suite builds one per test file) compiles each distinct
 * schema once: compiling them all took about 0.3 s of CPU per app. The glue hands each app fresh
 * copies of the schemas, so they are known by their text, not by identity. A schema that cannot
 * be written as text (a recursive one) is compiled each time.
 */
const compilados = new Map<string, ValidateFunction>();

function compilar(qual: Ajv2020, schema: object): ValidateFunction {
  let chave: string;
  try {
    chave = (qual === ajvJson ? 'json ' : 'texto ') + JSON.stringify(schema);
  } catch {
    return qual.compile(schema);
  }
  let validar = compilados.get(chave);
  if (!validar) {
    validar = qual.compile(schema);
    compilados.set(chave, validar);
  }
  return validar;
}

/** How many request validators this process compiled (for the test that every app shares them). */
export function validadoresCompilados(): number {
  return compilados.size;
}

export async function apiPlugin(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler((rota) => {
    const { schema, httpPart } = rota;
    const contentType = (rota as { contentType?: string }).contentType;
    const json = httpPart === 'body' && (contentType === undefined || contentType.includes('json'));
    return compilar(json ? ajvJson : ajv, schema);
  });
  // Responses are sent exactly as the handlers build them (the contract test checks them against
  // the documents); a schema-driven serializer would silently coerce or drop drifting fields.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const handlers = app.apiHandlers;
  const documented = new Set<string>();
  for (const version of API_VERSIONS) {
    const specification = loadOpenApiDocument(version);
    for (const op of listOperations(specification)) documented.add(op.operationId);
    const limites = bodyLimits(specification);
    await app.register(openapiGlue, {
      specification,
      operationResolver: (operationId: string) => {
        const handler = handlers.get(operationId);
        // An operation's `x-body-limit` (bytes) raises Fastify's 1 MB default for its route only (the ERP's batches).
        const bodyLimit = limites.get(operationId);
        // (The glue sets the route's method and URL itself: its type asks for whole route options.)
        if (handler && bodyLimit !== undefined) return { handler, bodyLimit } as unknown as RouteOptions;
        if (handler) return handler;
        app.log.warn({ operationId, version }, 'operação documentada sem handler: responde 501');
        return notImplemented(operationId);
      },
    });
  }
  for (const operationId of handlers.operationIds()) {
    if (!documented.has(operationId)) {
      throw new Error(`handler '${operationId}' não corresponde a nenhuma operação de openapi/<versão>/openapi.yaml`);
    }
  }
}
