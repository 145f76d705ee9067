/**
 * Orders out and statuses in for the ERP (issue 33, item 4): the order feed by cursor, the ERP's
 * status, delivery date and DANFE for an order, and webhooks (order created, order status
 * changed, quote requested, registration awaiting approval) signed with HMAC-SHA256 and delivered
 * through the job queue with retries, with a delivery log in the desk. Migration 0053's triggers
 * record the events in the transaction that made them happen, whatever made them (the checkout,
 * the desk, the ERP, a subscription, a quote confirmed); docs/erp-integration.md.
 *
 * The dispatcher (`webhooks.despachar`, every INTERVALO_DESPACHO_MS, one job per period across
 * processes) runs while the database has a live endpoint: it is started at boot when one exists
 * and by the process that creates the first one.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { integracaoPedidosHandlers } from './integracao-pedidos-handlers';
import { IntegracaoPedidosRepository, type EventoPendente } from './integracao-pedidos-repository';
import { PedidosErpService } from './pedidos-erp';
import { FILA_DESPACHO, FILA_ENTREGA, WebhooksService, type OpcoesWebhooks } from './webhooks';

declare module 'fastify' {
  interface FastifyInstance {
    pedidosErpService: PedidosErpService;
    webhooksService: WebhooksService;
  }
}

/** How often the pending events are fanned out. */
export const INTERVALO_DESPACHO_MS = 2_000;

/**
 * Delivery retries: 10 after the first attempt, from 30 s doubled, at most an hour apart (about 4
 * hours in all). Tests (NODE_ENV=test) retry after a second, so that a receiver failing twice is
 * seen through in seconds; development and tests may send to http:// and local addresses.
 */
export function opcoesWebhooks(nodeEnv: string): OpcoesWebhooks {
  return nodeEnv === 'test'
    ? { redeLocal: true, tentativas: 10, atrasoS: 1, atrasoMaxS: 2 }
    : { redeLocal: nodeEnv !== 'production', tentativas: 10, atrasoS: 30, atrasoMaxS: 3600 };
}

async function integracaoPedidosModule(app: FastifyInstance): Promise<void> {
  const repository = new IntegracaoPedidosRepository(app.db);
  const opcoes = opcoesWebhooks(app.config.nodeEnv);
  const pedidosErp = new PedidosErpService({
    repository,
    pedidos: app.pedidosService,
    pedidosFornecedor: app.pedidosFornecedorService,
    painel: app.painelService,
  });
  let despachando: Promise<void> | null = null;
  const iniciarDespacho = (): Promise<void> =>
    (despachando ??= app.tarefas.periodica(FILA_DESPACHO, INTERVALO_DESPACHO_MS).catch((error: Error) => {
      despachando = null;
      app.log.warn({ motivo: error.message }, 'webhooks: não foi possível agendar o despacho');
    }));
  const dadosDoEvento = async (evento: EventoPendente): Promise<Record<string, unknown>> => {
    const { numpedido, idcadastro, statusAnterior } = evento.dados as {
      numpedido?: number;
      idcadastro?: number;
      statusAnterior?: string;
    };
    if (numpedido !== undefined)
      return {
        pedido: await pedidosErp.pedidoDoEvento(evento.idfornecedor, numpedido),
        ...(statusAnterior === undefined ? {} : { statusAnterior }),
      };
    if (idcadastro !== undefined) return { cadastro: await app.aprovacoesService.um(evento.idfornecedor, idcadastro) };
    return evento.dados;
  };
  const webhooks = new WebhooksService({
    repository,
    opcoes,
    dadosDoEvento,
    enfileirarEntrega: (trx, identrega, idfornecedor) =>
      app.tarefas.enfileirar(
        FILA_ENTREGA,
        { identrega, idfornecedor, descricao: `Webhook: entrega ${identrega}` },
        { chave: `entrega:${identrega}`, trx },
      ),
    aoCriar: iniciarDespacho,
    now: () => app.relogio.agora(),
  });
  app.decorate('pedidosErpService', pedidosErp);
  app.decorate('webhooksService', webhooks);
  app.apiHandlers.add('integracao-pedidos', integracaoPedidosHandlers(app));

  await app.tarefas.processar(FILA_DESPACHO, async () => {
    await webhooks.despachar();
  });
  await app.tarefas.processar<{ identrega: number }>(FILA_ENTREGA, (dados) => webhooks.entregar(dados.identrega), {
    tentativas: opcoes.tentativas,
    atrasoS: opcoes.atrasoS,
    atrasoMaxS: opcoes.atrasoMaxS,
    // An attempt waits at most 10 s for the receiver: a job active for longer died with its process.
    expiraS: 60,
    concorrencia: 4,
  });
  app.addHook('onReady', async () => {
    if (await repository.algumVivo().catch(() => false)) await iniciarDespacho();
  });
}

export const serverModule = fp(integracaoPedidosModule, {
  name: 'integracao-pedidos',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'pedidos', 'painel', 'integracao', 'aprovacoes', 'tarefas'],
});

export { assinarWebhook, verificarAssinaturaWebhook } from './assinatura';
