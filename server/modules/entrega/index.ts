/**
 * Delivery (issue 12, item 3): the options of a client's order (type, fee with free shipping,
 * scheduling dates, pickup stores), the shipping quote by CEP, and the order's choice checked
 * (`resolverParaPedido`). The clock of the scheduling dates is injectable (`agora`) for tests.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { entregaHandlers } from './entrega-handlers';
import { EntregaRepository } from './entrega-repository';
import { EntregaService } from './entrega-service';

declare module 'fastify' {
  interface FastifyInstance {
    entregaService: EntregaService;
  }
}

async function entregaModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'entregaService',
    new EntregaService(new EntregaRepository(app.db), app.enderecosService, app.areasAtendimento),
  );
  app.apiHandlers.add('entrega', entregaHandlers(app));
}

export const serverModule = fp(entregaModule, {
  name: 'entrega',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'enderecos', 'carrinho'],
});

export {
  DATA_INVALIDA,
  ENDERECO_OBRIGATORIO,
  EntregaService,
  FORMA_ENTREGA_INVALIDA,
  LOJA_OBRIGATORIA,
  SEM_OPCOES,
  type EnderecoEntrega,
  type EnderecosParaEntrega,
  type EntregaResolvida,
  type LojaEntrega,
  type PedidoEntrega,
} from './entrega-service';
export { EntregaRepository, type FormaEntregaRow, type LojaRetiradaRow } from './entrega-repository';
