/**
 * Orders (issue 12; contract C): the submit (one transaction: idempotency key, identical-order
 * check, stock, the order, the emptied cart), the client's list, one order, and its rating.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { configuracoes } from '../configuracoes-cliente';
import { pagamentosPedidoHandlers } from './pagamentos-handlers';
import { pedidosHandlers } from './pedidos-handlers';
import { PedidosFornecedorService } from './pedidos-fornecedor-service';
import { PedidosRepository } from './pedidos-repository';
import { PedidosService } from './pedidos-service';

declare module 'fastify' {
  interface FastifyInstance {
    pedidosService: PedidosService;
    /** The supplier's side of the orders (the order desk's, server/modules/painel). */
    pedidosFornecedorService: PedidosFornecedorService;
  }
}

/** The rating's form body (spec section 7: form-encoded), at most 4 KB. */
const FORM = 'application/x-www-form-urlencoded';

async function pedidosModule(app: FastifyInstance): Promise<void> {
  const repository = new PedidosRepository(app.db);
  app.decorate('pedidosFornecedorService', new PedidosFornecedorService(repository));
  app.decorate(
    'pedidosService',
    new PedidosService({
      repository,
      produtos: app.catalogoService,
      carrinhos: app.carrinhoService,
      combos: app.combosService,
      cupons: app.cuponsService,
      entrega: app.entregaService,
      pagamento: app.formasPagamentoService,
      pagamentos: app.pagamentosService,
      podeSubmeter: async (chamador) => (await configuracoes(app, app.db, chamador)).pode_submeter_pedido,
      caracteristicas: (idfornecedor) => app.conteudoService.todasCaracteristicas(idfornecedor),
      principal: async (idusuario, idcliente) =>
        (await app.usuariosVinculadosService.permissoesEfetivas(idusuario, idcliente)).principal,
      enviarEmail: (mensagem, opcoes) => app.email.enviar(mensagem, opcoes),
      assinaturas: app.assinaturasService,
      log: app.log,
      now: () => app.relogio.agora(),
      titulos: app.faturasService,
      avisos: app.avisosCliente,
    }),
  );
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_request, corpo, done) => {
      done(null, Object.fromEntries(new URLSearchParams(corpo as string)));
    });
  }
  app.apiHandlers.add('pedidos', pedidosHandlers(app));
  app.apiHandlers.add('pedidos-pagamento', pagamentosPedidoHandlers(app));
}

export const serverModule = fp(pedidosModule, {
  name: 'pedidos',
  fastify: '5.x',
  dependencies: [
    'core',
    'fornecedor',
    'conteudo',
    'sessao',
    'catalogo',
    'carrinho',
    'combos',
    'cupons',
    'email',
    'usuarios-vinculados',
    'entrega',
    'formas-pagamento',
    'pagamentos',
    'assinaturas',
    'faturas',
    'avisos',
  ],
});

export { PedidosService, PRECO_SUBIU, type PedidoDeAssinatura, type RequisicaoPedido } from './pedidos-service';
export { PedidosFornecedorService } from './pedidos-fornecedor-service';
export type { PedidoRow, ProdutoExportado } from './pedidos-repository';
export { proximoPasso } from './pedido-email';
