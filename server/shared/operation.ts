/**
 * Typed glue between the OpenAPI documents and the modules: `operation<operations['x']>(fn)` gives
 * the handler its params and query as the generated types describe them (already validated by Ajv
 * against the same document) and checks at compile time that it returns the documented 200 body.
 * `OperationHandlers` is where each module puts its handlers by operationId (`app.apiHandlers`,
 * decorated by the core plugin); the API plugin reads it once every module has registered.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalidRequest } from './http-error';

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

interface OperationShape {
  parameters: { query?: unknown; path?: unknown };
  responses: { 200: { content: { 'application/json': unknown } } };
}

interface OperationInput<O extends OperationShape> {
  params: NonNullable<O['parameters']['path']>;
  query: NonNullable<O['parameters']['query']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * The handler answers the documented 200 body, or the reply it already sent with another status
 * the document gives (`accepted`: a 202).
 */
export function operation<O extends OperationShape>(
  fn: (input: OperationInput<O>) => Promise<O['responses'][200]['content']['application/json'] | FastifyReply>,
): OperationHandler {
  return async (request, reply) =>
    fn({
      params: (request.params ?? {}) as OperationInput<O>['params'],
      query: (request.query ?? {}) as OperationInput<O>['query'],
      request,
      reply,
    });
}

/** Answers 202 with the body the operation documents for it (work accepted to run as a job). */
export function accepted<O extends { responses: { 202: { content: { 'application/json': unknown } } } }>(
  reply: FastifyReply,
  body: O['responses'][202]['content']['application/json'],
): FastifyReply {
  return reply.code(202).send(body);
}

/** The handlers the modules contribute, by operationId; an operationId has exactly one handler. */
export class OperationHandlers {
  private readonly byOperationId = new Map<string, { handler: OperationHandler; modulo: string }>();

  /** Adds a module's handlers; throws when another module already handles one of these operationIds. */
  add(modulo: string, handlers: Readonly<Record<string, OperationHandler>>): void {
    for (const [operationId, handler] of Object.entries(handlers)) {
      const existing = this.byOperationId.get(operationId);
      if (existing) {
        throw new Error(`operationId '${operationId}' tem dois handlers (módulos ${existing.modulo} e ${modulo})`);
      }
      this.byOperationId.set(operationId, { handler, modulo });
    }
  }

  get(operationId: string): OperationHandler | undefined {
    return this.byOperationId.get(operationId)?.handler;
  }

  operationIds(): string[] {
    return [...this.byOperationId.keys()];
  }
}

/**
 * The JSON body of a request (validated against the documents when present). A request without
 * one is refused with the pt-BR 400 here: the documents' `required: true` is not enforced when
 * no body is sent at all. Call it after the caller's checks, so a stranger learns nothing.
 */
export function jsonBody<T>(request: FastifyRequest): T {
  if (request.body === null || typeof request.body !== 'object' || Array.isArray(request.body)) {
    throw invalidRequest('envie o corpo da requisição em JSON');
  }
  return request.body as T;
}
