/**
 * The job queue through `app.tarefas` (issue 28), on the suite's database (PGlite, or PostgreSQL
 * with DATABASE_URL): a job that keeps failing becomes a dead letter after its retries; its
 * supplier's admin and attendants list it with the reason and put it back in its queue, while a
 * customer or another supplier's staff get 403 and another supplier's job is 404. A dedup key
 * queues a job once; `umaVez` runs an effect once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { conexaoNativa } from '../../db/connect';
import { criarTarefas } from './fila';
import { criarSessao, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  const base = testConfig();
  t = await startTestApp({ tarefas: { ...base.tarefas, intervaloS: 0.5 } });
});

afterAll(async () => {
  await t?.close();
});

const esperar = async (condicao: () => boolean | Promise<boolean>, limiteMs = 15_000) => {
  const ate = Date.now() + limiteMs;
  while (!(await condicao())) {
    if (Date.now() > ate) throw new Error('a condição não se cumpriu a tempo');
    await new Promise((r) => setTimeout(r, 100));
  }
};

const listar = (token: string, idfornecedor: string) =>
  t.app.inject({
    url: `/api/v4/painel/${idfornecedor}/tarefas-falhas`,
    headers: { authorization: `Bearer ${token}` },
  });
const repetir = (token: string, idfornecedor: string, fila: string, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v4/painel/${idfornecedor}/tarefas-falhas/${fila}/${id}/repetir`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('app.tarefas', () => {
  it('a job failing every retry is a dead letter its supplier staff see and retry; nobody else', async () => {
    let tentativas = 0;
    let consertado = false;
    let feito = 0;
    await t.app.tarefas.processar(
      'teste-falha',
      async () => {
        tentativas++;
        if (!consertado) throw new Error('servidor remoto fora do ar');
        feito++;
      },
      { tentativas: 2, atrasoS: 1, atrasoMaxS: 1 },
    );
    await t.app.tarefas.enfileirar('teste-falha', { idfornecedor: t.aurora, descricao: 'Aviso ao ERP' });

    const admin = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
    const atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    const outroAdmin = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });

    // The first attempt and 2 retries (back-off of 1 s here), then failed.
    await esperar(async () => (await listar(admin.token, t.aurora)).json().tarefas?.length === 1);
    expect(tentativas).toBe(3);
    const lista = await listar(atendente.token, t.aurora);
    expect(lista.statusCode).toBe(200);
    const [falha] = lista.json().tarefas;
    expect(falha).toMatchObject({
      fila: 'teste-falha',
      descricao: 'Aviso ao ERP',
      motivo: 'servidor remoto fora do ar',
      tentativas: 3,
    });

    // Another tenant, and a customer of this one: refused.
    expect((await listar(outroAdmin.token, t.aurora)).statusCode).toBe(403);
    expect((await listar(cliente.token, t.aurora)).statusCode).toBe(403);
    expect((await repetir(outroAdmin.token, t.aurora, 'teste-falha', falha.id)).statusCode).toBe(403);
    // Another supplier's own list does not hold it, and its admin cannot retry it through their supplier.
    expect((await listar(outroAdmin.token, t.construforte)).json().tarefas).toEqual([]);
    const alheia = await repetir(outroAdmin.token, t.construforte, 'teste-falha', falha.id);
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json()).toMatchObject({ codigo: 'tarefa.nao-encontrada' });
    expect((await repetir(admin.token, t.aurora, 'teste-falha', randomUUID())).statusCode).toBe(404);
    expect((await listar('sem-sessao', t.aurora)).statusCode).toBe(401);

    // Fixed, and retried by the admin: done once, and no longer a dead letter.
    consertado = true;
    const ok = await repetir(admin.token, t.aurora, 'teste-falha', falha.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    await t.app.tarefas.aguardarFila('teste-falha');
    expect(feito).toBe(1);
    expect((await listar(admin.token, t.aurora)).json().tarefas).toEqual([]);
  });

  it('a dedup key queues one job; umaVez runs its effect once', async () => {
    const vistos: number[] = [];
    await t.app.tarefas.processar<{ n: number }>('teste-chave', async ({ n }) => {
      vistos.push(n);
    });
    await t.app.tarefas.enfileirar('teste-chave', { n: 1 }, { chave: 'pedido-42' });
    await t.app.tarefas.enfileirar('teste-chave', { n: 2 }, { chave: 'pedido-42' });
    await t.app.tarefas.enfileirar('teste-chave', { n: 3 }, { chave: 'pedido-43' });
    await t.app.tarefas.aguardarFila('teste-chave');
    expect(vistos.sort()).toEqual([1, 3]);

    let efeitos = 0;
    const efeito = async () => {
      efeitos++;
    };
    expect(await t.app.tarefas.umaVez('teste:efeito', efeito)).toBe(true);
    expect(await t.app.tarefas.umaVez('teste:efeito', efeito)).toBe(false);
    expect(await t.app.tarefas.umaVez('teste:efeito-tx', efeito, { naTransacao: true })).toBe(true);
    expect(await t.app.tarefas.umaVez('teste:efeito-tx', efeito, { naTransacao: true })).toBe(false);
    expect(efeitos).toBe(2);
  });

  it('periodica: two runners offering the same period make one job', async () => {
    let execucoes = 0;
    await t.app.tarefas.processar('teste-periodica', async () => {
      execucoes++;
    });
    // A second pg-boss instance on the same database, as another process would be.
    const outro = criarTarefas({ db: t.db, conexao: conexaoNativa(t.db), log: { warn() {}, error() {} } });
    await outro.iniciar();
    try {
      await Promise.all([
        t.app.tarefas.periodica('teste-periodica', 60_000),
        outro.periodica('teste-periodica', 60_000),
      ]);
      await t.app.tarefas.aguardarFila('teste-periodica');
      await new Promise((r) => setTimeout(r, 300));
      expect(execucoes).toBe(1);
    } finally {
      await outro.parar();
    }
  });

  it('works a backlog at once, not one job per polling interval, and takes a job sent now at once', async () => {
    // A runner that polls once a minute: only being woken can run these jobs within the test.
    const lento = criarTarefas({
      db: t.db,
      conexao: conexaoNativa(t.db),
      log: { warn() {}, error() {} },
      intervaloS: 60,
    });
    await lento.iniciar();
    try {
      const vistos: number[] = [];
      await lento.processar<{ n: number }>('teste-fila-cheia', async ({ n }) => {
        vistos.push(n);
      });
      // Five jobs sent in a transaction wake nobody; the sixth, sent after it, wakes the worker,
      // which then takes the six one after the other.
      await t.db.transaction().execute(async (trx) => {
        for (const n of [1, 2, 3, 4, 5]) await lento.enfileirar('teste-fila-cheia', { n }, { trx });
      });
      await lento.enfileirar('teste-fila-cheia', { n: 6 });
      await esperar(() => vistos.length === 6);
      expect([...vistos].sort()).toEqual([1, 2, 3, 4, 5, 6]);
      // The queue is empty and the worker asleep for its minute: a new job is taken now.
      await lento.enfileirar('teste-fila-cheia', { n: 7 });
      await esperar(() => vistos.length === 7);
    } finally {
      await lento.parar();
    }
  });
});
