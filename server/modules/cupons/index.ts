/** Discount and referral coupons (spec section 7 "Coupons"); the cart applies them through `cuponsService.paraCarrinho`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cuponsHandlers } from './cupons-handlers';
import { CuponsRepository } from './cupons-repository';
import { CuponsService } from './cupons-service';

declare module 'fastify' {
  interface FastifyInstance {
    cuponsService: CuponsService;
  }
}

async function cuponsModule(app: FastifyInstance): Promise<void> {
  app.decorate('cuponsService', new CuponsService(new CuponsRepository(app.db), app.fornecedorService));
  app.apiHandlers.add('cupons', cuponsHandlers(app));
}

export const serverModule = fp(cuponsModule, {
  name: 'cupons',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao'],
});

export { CuponsService, type CarrinhoParaCupom, type PedidoCupomCarrinho } from './cupons-service';
