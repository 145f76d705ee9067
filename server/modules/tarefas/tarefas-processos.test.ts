/**
 * One queue, several processes (issue 28), on PostgreSQL: two queue runners in two child
 * processes (server/testing/runner-tarefas.ts) share the queue `teste-efeito`.
 * - Jobs enqueued once are each started by exactly one process and have one effect.
 * - A process killed with `kill -9` in the middle of a job: after the job's expiry (2 s here) the
 *   other process does it again, and its effect is still made once.
 * Needs DATABASE_URL (PostgreSQL); skipped without it (a PGlite folder is one process's).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conexaoNativa } from '../../db/connect';
import { openPostgresTestDatabase, type UrlTestDatabase } from '../../testing/server-process';
import { criarTarefas, type Tarefas } from './fila';

const DATABASE_URL = process.env.DATABASE_URL;
const RUNNER = fileURLToPath(new URL('../../testing/runner-tarefas.ts', import.meta.url));

interface Runner {
  child: ChildProcess;
  saida(): string;
}

function iniciarRunner(url: string, dormirMs: number): Runner {
  let saida = '';
  const child = spawn(process.execPath, ['--import', 'tsx', RUNNER], {
    env: { ...process.env, DATABASE_URL: url, DORMIR_MS: String(dormirMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (saida += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (saida += c.toString()));
  return { child, saida: () => saida };
}

const esperar = async (condicao: () => boolean | Promise<boolean>, oQue: string, limiteMs = 30_000) => {
  const ate = Date.now() + limiteMs;
  while (!(await condicao())) {
    if (Date.now() > ate) throw new Error(`esperando ${oQue}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const linhas = (r: Runner, tipo: string) =>
  r
    .saida()
    .split('\n')
    .filter((l) => l.startsWith(`${tipo} `));

describe.skipIf(!DATABASE_URL)('the job queue across processes (PostgreSQL)', () => {
  let database: UrlTestDatabase;
  let produtor: Tarefas;
  const runners: Runner[] = [];

  const efeitos = async () =>
    (await sql<{ n: number; pid: number }>`SELECT n, pid FROM efeitos_teste ORDER BY n`.execute(database.db)).rows;

  beforeAll(async () => {
    database = await openPostgresTestDatabase(DATABASE_URL as string);
    await sql`CREATE TABLE efeitos_teste (n int NOT NULL, pid int NOT NULL)`.execute(database.db);
    const conexao = conexaoNativa(database.db);
    if (!conexao) throw new Error('no pool');
    // The test only enqueues: no worker here.
    produtor = criarTarefas({ db: database.db, conexao, log: { warn: () => undefined, error: () => undefined } });
    await produtor.iniciar();
  });

  afterAll(async () => {
    for (const r of runners) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL');
    await produtor?.parar();
    await database?.close();
  });

  it('two processes, jobs enqueued once: each done by exactly one process, one effect each', async () => {
    const a = iniciarRunner(database.url, 100);
    const b = iniciarRunner(database.url, 100);
    runners.push(a, b);
    await esperar(() => linhas(a, 'pronto').length + linhas(b, 'pronto').length === 2, 'os dois runners');
    for (let n = 1; n <= 6; n++) await produtor.enfileirar('teste-efeito', { n }, { chave: `n-${n}` });
    await produtor.enfileirar('teste-efeito', { n: 1 }, { chave: 'n-1' }); // the same key: no second job
    await esperar(async () => (await efeitos()).length === 6, 'seis efeitos');
    await produtor.aguardarFila('teste-efeito');
    const inicios = [...linhas(a, 'inicio'), ...linhas(b, 'inicio')].map((l) => Number(l.split(' ')[1]));
    expect(inicios.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await efeitos()).map((e) => e.n)).toEqual([1, 2, 3, 4, 5, 6]);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
  });

  it('a process killed with kill -9 mid-job: the other redoes it after expiry, one effect', async () => {
    const lento = iniciarRunner(database.url, 60_000);
    runners.push(lento);
    await esperar(() => linhas(lento, 'pronto').length === 1, 'o runner lento');
    await produtor.enfileirar('teste-efeito', { n: 100 }, { chave: 'n-100' });
    await esperar(() => linhas(lento, 'inicio').length === 1, 'o início no runner lento');

    const rapido = iniciarRunner(database.url, 0);
    runners.push(rapido);
    lento.child.kill('SIGKILL');
    await esperar(() => lento.child.signalCode === 'SIGKILL', 'o fim do runner lento');

    await esperar(async () => (await efeitos()).some((e) => e.n === 100), 'o efeito refeito pelo outro processo');
    const doCem = (await efeitos()).filter((e) => e.n === 100);
    expect(doCem).toHaveLength(1);
    expect(doCem[0]?.pid).toBe(rapido.child.pid);
    expect(linhas(rapido, 'inicio').map((l) => l.split(' ')[1])).toEqual(['100']);
    rapido.child.kill('SIGTERM');
  });
});
