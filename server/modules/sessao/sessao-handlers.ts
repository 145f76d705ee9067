import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v1';
import { operation, type OperationHandler } from '../../shared/operation';

export function sessaoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    logout: operation<operations['logout']>(async ({ params }) => app.sessaoService.logout(params.auth)),
  };
}
