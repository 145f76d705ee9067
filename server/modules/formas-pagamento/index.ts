/**
 * Payment methods (issue 12, item 4): the list a client may choose from, the price variance of a
 * method for the cart and the order (support-price-variance-by-payment), and the order's choice
 * checked (`resolverParaPedido`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { formasPagamentoHandlers } from './formas-pagamento-handlers';
import { FormasPagamentoRepository } from './formas-pagamento-repository';
import { FormasPagamentoService } from './formas-pagamento-service';

declare module 'fastify' {
  interface FastifyInstance {
    formasPagamentoService: FormasPagamentoService;
  }
}

async function formasPagamentoModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'formasPagamentoService',
    new FormasPagamentoService(
      new FormasPagamentoRepository(app.db),
      async (idfornecedor, idcliente) => (await app.faturasService.credito(idfornecedor, idcliente)).disponivelCentavos,
    ),
  );
  app.apiHandlers.add('formas-pagamento', formasPagamentoHandlers(app));
}

export const serverModule = fp(formasPagamentoModule, {
  name: 'formas-pagamento',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'faturas'],
});

export {
  FORMA_INVALIDA,
  FormasPagamentoService,
  parcelasPermitidas,
  type FormaPagamentoWire,
  type PagamentoResolvido,
  type PedidoPagamento,
} from './formas-pagamento-service';
export type { FormaPagamentoRow } from './formas-pagamento-repository';
