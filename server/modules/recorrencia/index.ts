/**
 * The subscriptions' scheduler (issue 28): `app.recorrencia.gerarPedidosDevidos(agora)` places
 * the due subscriptions' orders (recorrencia-service.ts). A module of its own because it needs the
 * order submit (pedidos), which needs the subscriptions (assinaturas).
 *
 * The rounds run on the durable job queue (`app.tarefas.periodica`, server/modules/tarefas): one
 * per minute across all processes. The method is idempotent besides (a key per subscription and
 * due date), so a retried round or two processes at once still place one order per due date.
 *
 * With RELOGIO_TESTE=1 (never in production) it adds `POST /__teste/relogio { dias }`: moves the
 * server's clock and runs the due subscriptions at once (browser journeys). Without it the route
 * does not exist.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { RecorrenciaService } from './recorrencia-service';

declare module 'fastify' {
  interface FastifyInstance {
    recorrencia: RecorrenciaService;
  }
}

/** How often a round runs (one minute: a subscription falls due by day). */
export const INTERVALO_MS = 60_000;
/** The job queue's queue of the rounds (server/modules/tarefas). */
const FILA_RODADA = 'assinaturas.gerar-pedidos';

const corpoRelogio = z.object({ dias: z.number().int().min(0).max(3660) }).strict();

async function recorrenciaModule(app: FastifyInstance): Promise<void> {
  const service = new RecorrenciaService({
    assinaturas: app.assinaturasService,
    pedidos: app.pedidosService,
    entrega: app.entregaService,
    fornecedores: app.fornecedorService,
    enviarEmail: (mensagem) => app.email.enviar(mensagem),
    log: app.log,
  });
  app.decorate('recorrencia', service);

  // A round every INTERVALO_MS on the durable job queue (one job per period across processes; a
  // round that fails is retried with back-off). Not in tests (NODE_ENV=test): they call
  // gerarPedidosDevidos themselves, or move the test clock.
  if (app.config.nodeEnv !== 'test') {
    await app.tarefas.processar(FILA_RODADA, async () => {
      await service.gerarPedidosDevidos(app.relogio.agora());
    });
    await app.tarefas.periodica(FILA_RODADA, INTERVALO_MS);
  }

  if (app.relogio.podeMover) {
    app.post('/__teste/relogio', async (request, reply) => {
      const corpo = corpoRelogio.safeParse(request.body);
      if (!corpo.success)
        return reply.code(400).send({
          mensagem: 'Requisição inválida: envie { dias } (inteiro, 0 ou mais).',
          codigo: 'requisicao.invalida',
        });
      const agora = app.relogio.avancarDias(corpo.data.dias);
      const resultados = await service.gerarPedidosDevidos(agora);
      return { agora: agora.toISOString(), resultados };
    });
  }
}

export const serverModule = fp(recorrenciaModule, {
  name: 'recorrencia',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'email', 'entrega', 'assinaturas', 'pedidos', 'tarefas'],
});

export { RecorrenciaService, motivoDaFalha, USUARIO_REMOVIDO } from './recorrencia-service';
