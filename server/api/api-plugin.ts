/**
 * The API under /api: the three OpenAPI documents registered with fastify-openapi-glue, so every
 * route, and the validation of every request, comes from the same documents the client is typed
 * from. Each domain module contributes a service object mapping operationIds to handlers.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { HttpError } from '../shared/http-error';
import { carrosselHandlers } from '../modules/carrossel/carrossel-handlers';
import { catalogoHandlers } from '../modules/catalogo/catalogo-handlers';
import { conteudoHandlers } from '../modules/conteudo/conteudo-handlers';
import { documentosHandlers } from '../modules/documentos/documentos-handlers';
import { fornecedorHandlers } from '../modules/fornecedor/fornecedor-handlers';
import { sessaoHandlers } from '../modules/sessao/sessao-handlers';
import { API_VERSIONS, listOperations, loadOpenApiDocument } from './openapi-documents';
import type { OperationHandler } from './operation';

/** All handlers of all modules, by operationId. */
export function allHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const groups = [
    fornecedorHandlers(app),
    catalogoHandlers(app),
    carrosselHandlers(app),
    conteudoHandlers(app),
    documentosHandlers(app),
    sessaoHandlers(app),
  ];
  const all: Record<string, OperationHandler> = {};
  for (const group of groups) {
    for (const [operationId, handler] of Object.entries(group)) {
      if (operationId in all) throw new Error(`operationId '${operationId}' tem dois handlers`);
      all[operationId] = handler;
    }
  }
  return all;
}

function notImplemented(operationId: string): OperationHandler {
  return async () => {
    throw new HttpError(501, `Operação ainda não implementada neste servidor: ${operationId}`, 'nao-implementado');
  };
}

export async function apiPlugin(app: FastifyInstance): Promise<void> {
  // OpenAPI 3.1 speaks JSON Schema 2020-12. Query strings arrive as text: coerce them; fill defaults.
  const ajv = new Ajv2020({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    strict: false,
    addUsedSchema: false,
  });
  addFormats(ajv);
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  // Responses are sent exactly as the handlers build them (the contract test checks them against
  // the documents); a schema-driven serializer would silently coerce or drop drifting fields.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const handlers = allHandlers(app);
  const documented = new Set<string>();
  for (const version of API_VERSIONS) {
    const specification = loadOpenApiDocument(version);
    for (const op of listOperations(specification)) documented.add(op.operationId);
    await app.register(openapiGlue, {
      specification,
      operationResolver: (operationId: string) => {
        const handler = handlers[operationId];
        if (handler) return handler;
        app.log.warn({ operationId, version }, 'operação documentada sem handler: responde 501');
        return notImplemented(operationId);
      },
    });
  }
  for (const operationId of Object.keys(handlers)) {
    if (!documented.has(operationId)) {
      throw new Error(`handler '${operationId}' não corresponde a nenhuma operação de openapi/*.yaml`);
    }
  }
}
