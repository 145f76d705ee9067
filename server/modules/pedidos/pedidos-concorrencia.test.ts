/**
 * Orders under concurrency, on PostgreSQL only: PGlite is one connection in one process, so its
 * transactions never overlap and these tests would prove nothing there (they are skipped).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, novaChave, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from './pedidos-teste';

const emPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!emPostgres)(
  'orders under concurrency (PostgreSQL; PGlite never runs two transactions at once)',
  () => {
    let t: TestApp;
    let clientes: SessaoDeTeste[];
    let data: string | null;

    beforeAll(async () => {
      // The load shedding (503), the answer's deadline (503 on a loaded machine) and the rate limit
      // (429) would answer some of the 200: this test is about the database.
      t = await startTestApp({
        maxInFlight: 10_000,
        maxEventLoopDelayMs: 0,
        rateLimitMax: 1_000_000,
        requestTimeoutMs: 120_000,
        headersTimeoutMs: 120_000,
      });
      clientes = [];
      for (let i = 0; i < 20; i++) clientes.push(await criarSessao(t.db, { idfornecedor: t.aurora }));
      data = await primeiraData(t.db, RETIRADA_AURORA);
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });

    it('200 simultaneous submits for 10 units in stock sell exactly 10, never below zero (20 repetitions)', async () => {
      const id = await produtoDeTeste(t.db, t.aurora, 10);
      for (let rep = 0; rep < 20; rep++) {
        await t.db.updateTable('produtos').set({ maximo_disponivel_milesimos: 10_000 }).where('id', '=', id).execute();
        // 20 clients × 10 submits each; the notes make each a different order (no identical-order refusal).
        const respostas = await Promise.all(
          Array.from({ length: 200 }, (_, i) => {
            const c = clientes[i % 20] as SessaoDeTeste;
            return submeter(
              t.app,
              c.token,
              c.idcliente,
              corpoPedido(t.aurora, [{ id, quantidade: 1 }], data, { anotacoes: `r${rep}-${i}` }),
            );
          }),
        );
        const ok = respostas.filter((r) => r.statusCode === 200);
        const semEstoque = respostas.filter((r) => r.statusCode === 409 && r.json().codigo === 'pedido.sem-estoque');
        expect(ok.length, `repetição ${rep}`).toBe(10);
        expect(
          semEstoque.length,
          respostas
            .filter((r) => r.statusCode !== 200 && r.statusCode !== 409)
            .map((r) => r.body)
            .join('\n'),
        ).toBe(190);
        const { maximo_disponivel_milesimos } = await t.db
          .selectFrom('produtos')
          .select('maximo_disponivel_milesimos')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(Number(maximo_disponivel_milesimos)).toBe(0);
      }
      const vendidos = await t.db
        .selectFrom('pedido_itens')
        .select((eb) => eb.fn.sum<string>('quantidade_milesimos').as('q'))
        .where('idproduto', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(vendidos.q)).toBe(20 * 10 * 1000);
    }, 120_000);

    it('50 parallel submits with one key create one order and all answer it; the key with another cart is 409', async () => {
      const c = clientes[0] as SessaoDeTeste;
      const id = await produtoDeTeste(t.db, t.aurora, 100);
      const chave = novaChave();
      const corpo = corpoPedido(t.aurora, [{ id, quantidade: 1 }], data, { anotacoes: 'uma chave' });
      const respostas = await Promise.all(
        Array.from({ length: 50 }, () => submeter(t.app, c.token, c.idcliente, corpo, chave)),
      );
      expect(respostas.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      const numeros = new Set(respostas.map((r) => r.json().numpedido));
      expect(numeros.size).toBe(1);
      const pedidos = await t.db.selectFrom('pedido_itens').select('numpedido').where('idproduto', '=', id).execute();
      expect(pedidos).toHaveLength(1);
      const { maximo_disponivel_milesimos } = await t.db
        .selectFrom('produtos')
        .select('maximo_disponivel_milesimos')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(maximo_disponivel_milesimos)).toBe(99_000);
      const outro = await submeter(
        t.app,
        c.token,
        c.idcliente,
        { ...corpo, itens: [{ id, quantidade: 2, embalarParaPresente: false }] },
        chave,
      );
      expect(outro.statusCode).toBe(409);
      expect(outro.json().codigo).toBe('pedido.chave-reutilizada');
    }, 60_000);
  },
);
