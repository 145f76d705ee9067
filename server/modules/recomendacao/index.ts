/**
 * Recommendations (issue 31; tag `enable-recommendation-system`; docs/recommendations.md): the
 * spec's `buscaRecomendacao` and `recomendacaoFeedback`, and the job that recomputes each tagged
 * supplier's 'quem comprou também comprou' pairs from its orders (queue
 * `recomendacoes.recalcular`, every 30 minutes across processes, and once at start), so no
 * request counts orders.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recomendacaoHandlers } from './recomendacao-handlers';
import { RecomendacaoRepository } from './recomendacao-repository';
import { RecomendacaoService } from './recomendacao-service';

declare module 'fastify' {
  interface FastifyInstance {
    recomendacaoService: RecomendacaoService;
  }
}

/** The job queue's queue of the recompute (server/modules/tarefas). */
export const FILA_RECALCULO = 'recomendacoes.recalcular';
/** How often every tagged supplier's pairs are recomputed. */
export const INTERVALO_RECALCULO_MS = 30 * 60_000;

async function recomendacaoModule(app: FastifyInstance): Promise<void> {
  const service = new RecomendacaoService(
    new RecomendacaoRepository(app.db),
    app.catalogoService,
    app.carrinhoService,
    (fornecedor, idcliente) => app.formasPagamentoService.listar(fornecedor, idcliente),
  );
  app.decorate('recomendacaoService', service);
  app.apiHandlers.add('recomendacao', recomendacaoHandlers(app));
  // Not in tests (NODE_ENV=test): they call recalcular themselves.
  if (app.config.nodeEnv !== 'test') {
    await app.tarefas.processar(FILA_RECALCULO, async () => {
      await service.recalcularTodos();
    });
    await app.tarefas.periodica(FILA_RECALCULO, INTERVALO_RECALCULO_MS);
    // Once at start too (one job per hour's starts, by key), so a new server does not wait 30 minutes.
    app.addHook('onReady', async () => {
      try {
        await app.tarefas.enfileirar(
          FILA_RECALCULO,
          { descricao: 'Recalcular as recomendações' },
          { chave: `inicio:${new Date().toISOString().slice(0, 13)}` },
        );
      } catch (error) {
        app.log.warn({ motivo: (error as Error).message }, 'o recálculo das recomendações não foi enfileirado');
      }
    });
  }
}

export const serverModule = fp(recomendacaoModule, {
  name: 'recomendacao',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'catalogo', 'carrinho', 'formas-pagamento', 'tarefas'],
});

export { RecomendacaoService, TAG_RECOMENDACOES, TEXTOS_RECOMENDACAO } from './recomendacao-service';
export { contarCoocorrencias, somarCandidatos } from './coocorrencia';
