/** Login by API key (spec section 7, `POST /v4/api-key/login`): keys hashed at rest, one supplier and one ERP user each. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeyHandlers } from './api-key-handlers';
import { ApiKeyRepository } from './api-key-repository';
import { ApiKeyService } from './api-key-service';

declare module 'fastify' {
  interface FastifyInstance {
    apiKeyService: ApiKeyService;
  }
}

async function apiKeyModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'apiKeyService',
    new ApiKeyService(new ApiKeyRepository(app.db), app.fornecedorService, app.usuarioService),
  );
  app.apiHandlers.add('api-key', apiKeyHandlers(app));
}

export const serverModule = fp(apiKeyModule, {
  name: 'api-key',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'usuario'],
});

export { hashChaveApi, MENSAGEM_API_KEY_INVALIDA, type ApiKeyService } from './api-key-service';
