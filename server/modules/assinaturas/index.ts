/**
 * Subscriptions (spec section 7 "Subscriptions"): the types (the cart carries one through
 * `assinaturasService.paraCarrinho`), the subscriptions an order becomes, their list, details and
 * cancel. The scheduler is server/modules/recorrencia.
 */
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
  app.decorate(
    'assinaturasService',
    new AssinaturasService(new AssinaturasRepository(app.db), app.fornecedorService, () => app.relogio.agora()),
  );
  app.apiHandlers.add('assinaturas', assinaturasHandlers(app));
}

export const serverModule = fp(assinaturasModule, {
  name: 'assinaturas',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao'],
});

export { AssinaturasService, ROTULO_ASSINATURA, ASSINATURA_NAO_ENCONTRADA } from './assinaturas-service';
export type { AssinaturaDoPedido } from './assinaturas-service';
export type { TipoAssinaturaRow, AssinaturaRow, AssinaturaPedidoRow } from './assinaturas-repository';
export { LIMITE_AUMENTO_PADRAO } from './assinaturas-repository';
