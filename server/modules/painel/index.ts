/**
 * The supplier's order desk (issue 13): the orders and quotes of a supplier for its attendants
 * and admins (list, one order, status moves with the customer e-mailed, quote pricing), and the
 * customer's confirmation of a priced quote.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PedidosRepository } from '../pedidos';
import { painelHandlers } from './painel-handlers';
import { PainelService } from './painel-service';

declare module 'fastify' {
  interface FastifyInstance {
    painelService: PainelService;
  }
}

async function painelModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'painelService',
    new PainelService({
      repository: new PedidosRepository(app.db),
      pedidos: app.pedidosService,
    }),
  );
  app.apiHandlers.add('painel', painelHandlers(app));
}

export const serverModule = fp(painelModule, { name: 'painel', fastify: '5.x', dependencies: ['core', 'fornecedor', 'sessao', 'pedidos'] });

export { PainelService } from './painel-service';
