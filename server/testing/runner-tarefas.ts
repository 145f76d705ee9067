/**
 * Test support: a job queue runner as its own process (`node --import tsx runner-tarefas.ts`),
 * for server/modules/tarefas/tarefas-processos.test.ts. It works the queue `teste-efeito` of the
 * PostgreSQL database DATABASE_URL: each job prints `inicio <n> <pid>`, waits DORMIR_MS, then
 * makes its effect once (a row of `efeitos_teste`, with the record of `umaVez`, in one
 * transaction) and prints `efeito <n> <pid>`. Prints `pronto <pid>` once it works the queue.
 */
import { sql } from 'kysely';
import { conexaoNativa, openPostgres } from '../db/connect';
import { criarTarefas } from '../modules/tarefas/fila';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const dormirMs = Number(process.env.DORMIR_MS ?? 0);
const aberto = await openPostgres(url, 4);
const conexao = conexaoNativa(aberto.db);
if (!conexao) throw new Error('no pool');
const log = {
  warn: (obj: object, msg: string) => console.log(`warn ${msg} ${JSON.stringify(obj)}`),
  error: (obj: object, msg: string) => console.log(`error ${msg} ${JSON.stringify(obj)}`),
};
const tarefas = criarTarefas({ db: aberto.db, conexao, log, intervaloS: 0.5, supervisaoS: 1 });
await tarefas.processar<{ n: number }>(
  'teste-efeito',
  async ({ n }) => {
    console.log(`inicio ${n} ${process.pid}`);
    await new Promise((r) => setTimeout(r, dormirMs));
    await tarefas.umaVez(
      `teste-efeito:${n}`,
      async (trx) => {
        await sql`INSERT INTO efeitos_teste (n, pid) VALUES (${n}, ${process.pid})`.execute(trx);
      },
      { naTransacao: true },
    );
    console.log(`efeito ${n} ${process.pid}`);
  },
  { expiraS: 2, tentativas: 5, atrasoS: 1, atrasoMaxS: 1, concorrencia: 2 },
);
await tarefas.iniciar();
console.log(`pronto ${process.pid}`);

const fim = async () => {
  await tarefas.parar();
  await aberto.close();
  process.exit(0);
};
process.on('SIGTERM', () => void fim());
