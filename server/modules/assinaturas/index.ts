/** Subscription types (spec section 7 "Subscriptions"); the cart carries one through `assinaturasService.paraCarrinho`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assinaturasHandlers } from './assinaturas-handlers';
import { AssinaturasRepository } from './assinaturas-repository';
import { AssinaturasService } from './assinaturas-service';

declare module 'fastify' {
  interface FastifyInstance {
    assinaturasService: AssinaturasService;
  }
}

async function assinaturasModule(app: FastifyInstance): Promise<void> {
  app.decorate('assinaturasService', new AssinaturasService(new AssinaturasRepository(app.db), app.fornecedorService));
  app.apiHandlers.add('assinaturas', assinaturasHandlers(app));
}

export const serverModule = fp(assinaturasModule, {
  name: 'assinaturas',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor'],
});

export { AssinaturasService, ROTULO_ASSINATURA } from './assinaturas-service';
export type { TipoAssinaturaRow } from './assinaturas-repository';
