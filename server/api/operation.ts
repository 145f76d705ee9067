/**
 * Typed glue between the OpenAPI documents and the modules: `operation<operations['x']>(fn)` gives
 * the handler its params and query as the generated types describe them (already validated by Ajv
 * against the same document) and checks at compile time that it returns the documented 200 body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

interface OperationShape {
  parameters: { query?: unknown; path?: unknown };
  responses: { 200: { content: { 'application/json': unknown } } };
}

export interface OperationInput<O extends OperationShape> {
  params: NonNullable<O['parameters']['path']>;
  query: NonNullable<O['parameters']['query']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export function operation<O extends OperationShape>(
  fn: (input: OperationInput<O>) => Promise<O['responses'][200]['content']['application/json']>,
): OperationHandler {
  return async (request, reply) =>
    fn({
      params: (request.params ?? {}) as OperationInput<O>['params'],
      query: (request.query ?? {}) as OperationInput<O>['query'],
      request,
      reply,
    });
}
