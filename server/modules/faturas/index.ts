/**
 * Invoices and titles (issue 28, item 3): a client's titles and credit limit at a supplier, the
 * titles an order paid 'a prazo' makes at the submit (`aoGravarPedido`, called by the orders
 * module inside its transaction), the spec's `faturas-cliente` call, a title's boleto and its
 * second copy with the updated value (drawn by the pagamentos module), the desk's titles, and the
 * supplier's charging settings (fine, interest, and the subscriptions' price-rise limit).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { faturasHandlers } from './faturas-handlers';
import { FaturasRepository } from './faturas-repository';
import { FaturasService } from './faturas-service';

declare module 'fastify' {
  interface FastifyInstance {
    faturasService: FaturasService;
  }
}

async function faturasModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'faturasService',
    new FaturasService({
      repository: new FaturasRepository(app.db),
      pagamentos: app.pagamentosService,
      assinaturas: app.assinaturasService,
      // The server's one clock (movable only with RELOGIO_TESTE=1, never in production).
      now: () => app.relogio.agora(),
    }),
  );
  app.apiHandlers.add('faturas', faturasHandlers(app));
}

export const serverModule = fp(faturasModule, {
  name: 'faturas',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'pagamentos', 'assinaturas'],
});

export { FaturasService, type PedidoAPrazo } from './faturas-service';
