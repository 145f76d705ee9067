/**
 * Payments for real (issue 13): the supplier's Pix and boleto configuration (migration 0026), an
 * order's Pix "copia e cola" and boleto (stable txid and nosso número), and the boleto and receipt
 * PDFs. The calls that read an order (its details, the boleto PDF, the receipt, the payment-method
 * change) live with the orders module, which decides who sees which order; this module only turns
 * an order it is given into its payment data. It also answers the card sandbox's tokenisation
 * (`POST /v4/payment-sdk/generate-token`, `provedor-cartao.ts`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pagamentosHandlers } from './pagamentos-handlers';
import { PagamentosRepository } from './pagamentos-repository';
import { ProvedorCartaoSandbox } from './provedor-cartao';
import { PagamentosService } from './pagamentos-service';

declare module 'fastify' {
  interface FastifyInstance {
    pagamentosService: PagamentosService;
  }
}

async function pagamentosModule(app: FastifyInstance): Promise<void> {
  app.decorate('pagamentosService', new PagamentosService(new PagamentosRepository(app.db)));
  // The card provider: the sandbox (the only one today; a PSP would be chosen here by configuration).
  app.apiHandlers.add('pagamentos', pagamentosHandlers(app, new ProvedorCartaoSandbox()));
}

export const serverModule = fp(pagamentosModule, {
  name: 'pagamentos',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao'],
});

export {
  PagamentosService,
  SEQUENCIAL_TITULOS,
  txidDoPedido,
  type BoletoPedido,
  type DadosBoletoCompleto,
  type PixPedido,
} from './pagamentos-service';
export { boletoPdf, reciboPdf, type OpcoesBoleto } from './pagamentos-pdf';
