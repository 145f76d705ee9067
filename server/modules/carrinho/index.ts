/** Carts: one per client and supplier, recomputed by the pricing core on every answer. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProdutoRepository } from '../catalogo';
import { carrinhoHandlers } from './carrinho-handlers';
import { CarrinhoRepository } from './carrinho-repository';
import { CarrinhoService } from './carrinho-service';

declare module 'fastify' {
  interface FastifyInstance {
    carrinhoService: CarrinhoService;
  }
}

async function carrinhoModule(app: FastifyInstance): Promise<void> {
  app.decorate('carrinhoService', new CarrinhoService(new CarrinhoRepository(app.db), new ProdutoRepository(app.db), app.cuponsService));
  app.apiHandlers.add('carrinho', carrinhoHandlers(app));
}

export const serverModule = fp(carrinhoModule, {
  name: 'carrinho',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'catalogo', 'cupons'],
});

export { CARRINHO_BLOQUEADO, SEM_CLIENTE } from './carrinho-service';
