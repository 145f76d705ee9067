/**
 * The durable job queue (issue 28, docs/jobs.md): `app.tarefas` for every module's background
 * work, on pg-boss over the server's database (./fila.ts says how, on PGlite and PostgreSQL).
 *
 *   await app.tarefas.processar('minha-fila', async (dados) => { … }, { tentativas: 5 }); // throw = retry later
 *   await app.tarefas.enfileirar('minha-fila', { idfornecedor, descricao, … }, { chave, executarEm, trx });
 *   await app.tarefas.periodica('minha-fila', 60_000); // or a cron string: one job per period across processes
 *
 * A module registers its workers from its own index (`app.tarefas.processar` inside its plugin, or
 * in an `onReady` hook); the queue starts when the server is ready and stops, letting running
 * jobs finish, when it closes. Data with `idfornecedor` makes the job's dead letter visible to
 * that supplier's staff (`GET /v4/painel/{idfornecedor}/tarefas-falhas`, ./tarefas-handlers.ts);
 * `descricao` is what they read (never a message body).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { conexaoNativa } from '../../db/connect';
import { criarTarefas, type Tarefas } from './fila';
import { tarefasHandlers } from './tarefas-handlers';

declare module 'fastify' {
  interface FastifyInstance {
    tarefas: Tarefas;
  }
}

async function tarefasModule(app: FastifyInstance): Promise<void> {
  const tarefas = criarTarefas({
    db: app.db,
    conexao: conexaoNativa(app.db),
    log: app.log,
    intervaloS: app.config.tarefas.intervaloS,
    supervisaoS: app.config.tarefas.supervisaoS,
  });
  app.decorate('tarefas', tarefas);
  app.apiHandlers.add('tarefas', tarefasHandlers(app));
  // The server serves even when the queue cannot start (the database unreachable: /readyz says
  // so); it tries again every 10 s, and `enfileirar` tries on its own.
  let novaTentativa: NodeJS.Timeout | undefined;
  const iniciar = async (): Promise<void> => {
    try {
      await tarefas.iniciar();
      clearInterval(novaTentativa);
      novaTentativa = undefined;
    } catch (error) {
      app.log.error({ motivo: (error as Error).message }, 'a fila de tarefas não começou; nova tentativa em 10 s');
      novaTentativa ??= setInterval(() => void iniciar(), 10_000).unref();
    }
  };
  app.addHook('onReady', iniciar);
  // preClose: before the database closes (core's onClose), running jobs finish.
  app.addHook('preClose', async () => {
    clearInterval(novaTentativa);
    await tarefas.parar();
  });
}

export const serverModule = fp(tarefasModule, {
  name: 'tarefas',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao'],
});

export type { Tarefas, TarefaFalha, OpcoesFila, OpcoesEnfileirar } from './fila';
