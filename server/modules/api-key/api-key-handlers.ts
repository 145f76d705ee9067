import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '#openapi/generated/v4';
import { invalidRequest } from '../../shared/http-error';
import { createKeyedRateLimit } from '../../shared/keyed-rate-limit';
import { operation, type OperationHandler } from '../../shared/operation';

/** API-key logins per IP (every attempt counts: a key cannot be guessed, but tries cost). RATE_LIMIT_MAX=0 turns it off. */
export const LIMITE_API_KEY_IP = { max: 30, janelaMs: 15 * 60_000 } as const;

export function apiKeyHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const porIp =
    app.config.rateLimitMax === 0
      ? async () => {}
      : (() => {
          const limite = createKeyedRateLimit(app, { nome: 'ip-api-key', ...LIMITE_API_KEY_IP });
          return (request: FastifyRequest, reply: FastifyReply) => limite(request, reply, request.ip);
        })();
  return {
    loginApiKey: operation<operations['loginApiKey']>(async ({ request, reply }) => {
      await porIp(request, reply);
      const corpo = request.body;
      if (corpo === null || typeof corpo !== 'object' || Array.isArray(corpo))
        throw invalidRequest('envie o corpo da requisição em JSON');
      return app.apiKeyService.login(corpo as components['schemas']['RequisicaoLoginApiKey']);
    }),
  };
}
