/**
 * The subscriptions' scheduler (issue 28): `app.recorrencia.gerarPedidosDevidos(agora)` places
 * the due subscriptions' orders (recorrencia-service.ts). A module of its own because it needs the
 * order submit (pedidos), which needs the subscriptions (assinaturas).
 *
 * Until the durable job queue lands (issue 28 item 1, `app.tarefas`), a plain periodic timer runs
 * it in each process; the method is idempotent, so several processes running it at once place one
 * order per due date. TODO(issue 28, app.tarefas): replace the timer below by
 * `app.tarefas.periodica('assinaturas.gerar-pedidos', INTERVALO_MS, (agora) => service.gerarPedidosDevidos(agora))`.
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

/** How often the timer runs a round (one minute: a subscription falls due by day). */
export const INTERVALO_MS = 60_000;

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

  // Temporary: a periodic timer, to be replaced by app.tarefas.periodica once the job queue lands.
  // Not in tests (NODE_ENV=test): they call gerarPedidosDevidos themselves, or move the test clock.
  if (app.config.nodeEnv !== 'test') {
    let rodando = false;
    const timer = setInterval(() => {
      if (rodando) return;
      rodando = true;
      service
        .gerarPedidosDevidos(app.relogio.agora())
        .catch((error: unknown) =>
          app.log.error({ motivo: (error as Error).message }, 'falha na rodada das assinaturas'),
        )
        .finally(() => {
          rodando = false;
        });
    }, INTERVALO_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
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
  dependencies: ['core', 'fornecedor', 'email', 'entrega', 'assinaturas', 'pedidos'],
});

export { RecorrenciaService, motivoDaFalha, USUARIO_REMOVIDO } from './recorrencia-service';
