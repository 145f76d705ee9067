/**
 * Crash safety of the submit, on PostgreSQL only (it needs a database a second process reaches by
 * URL; PGlite lives inside one process): a real server process is killed with SIGKILL in the
 * middle of a burst of orders, then started again. No acknowledged order may be lost, no order may
 * be half written (lines, history, key and stock all agree), and an acknowledged key replays.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, type SessaoDeTeste } from '../../testing/test-app';
import {
  openPostgresTestDatabase,
  startServerProcess,
  type ServerProcess,
  type UrlTestDatabase,
} from '../../testing/server-process';
import { corpoPedido, novaChave, primeiraData, produtoDeTeste, RETIRADA_AURORA } from './pedidos-teste';

const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(!DATABASE_URL)(
  'orders survive a SIGKILL mid-burst (PostgreSQL: a second process needs the database by URL)',
  () => {
    let database: UrlTestDatabase;
    let work: string;
    let servidor: ServerProcess | undefined;
    let aurora: string;
    const env = () => ({
      DATABASE_URL: database.url,
      STATIC_DIR: join(work, 'static'),
      RATE_LIMIT_MAX: '1000000',
      MAX_IN_FLIGHT: '10000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });

    beforeAll(async () => {
      database = await openPostgresTestDatabase(DATABASE_URL as string);
      aurora = (
        await database.db
          .selectFrom('fornecedores')
          .select('idfornecedor')
          .where('slug', '=', 'aurora')
          .executeTakeFirstOrThrow()
      ).idfornecedor;
      work = mkdtempSync(join(tmpdir(), 'storefront-pedidos-'));
    }, 120_000);
    afterAll(async () => {
      await servidor?.stop();
      await database?.close();
      if (work) rmSync(work, { recursive: true, force: true });
    }, 60_000);

    it('keeps every acknowledged order and no half order', async () => {
      const clientes: SessaoDeTeste[] = [];
      for (let i = 0; i < 8; i++) clientes.push(await criarSessao(database.db, { idfornecedor: aurora }));
      const id = await produtoDeTeste(database.db, aurora, 1000);
      const data = await primeiraData(database.db, RETIRADA_AURORA);
      servidor = startServerProcess(env());
      const [url] = await servidor.listening(1);

      const enviar = (base: string, i: number, chave: string) => {
        const c = clientes[i % clientes.length] as SessaoDeTeste;
        return fetch(`${base}/api/v2/app/${c.token}/usuario/${c.idcliente}/pedido`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': chave },
          body: JSON.stringify(
            corpoPedido(aurora, [{ id, quantidade: 1 + (i % 3) }], data, { anotacoes: `queda ${i}` }),
          ),
        });
      };
      const chaves = Array.from({ length: 120 }, () => novaChave());
      const confirmados = new Map<string, number>();
      let respondidos = 0;
      const burst = chaves.map((chave, i) =>
        enviar(url as string, i, chave)
          .then(async (r) => {
            respondidos++;
            if (r.status === 200) confirmados.set(chave, ((await r.json()) as { numpedido: number }).numpedido);
          })
          .catch(() => undefined),
      );
      // Kill it once some orders are acknowledged and others are still in flight.
      const inicio = Date.now();
      while (respondidos < 10 && Date.now() - inicio < 30_000) await new Promise((r) => setTimeout(r, 5));
      servidor.child.kill('SIGKILL');
      await Promise.all(burst);
      await servidor.exited();
      expect(confirmados.size).toBeGreaterThan(0);
      expect(confirmados.size, 'the kill came after the whole burst was answered').toBeLessThan(chaves.length);

      servidor = startServerProcess(env());
      const [url2] = await servidor.listening(1);
      // Every acknowledged order is there, whole.
      const pedidos = await database.db
        .selectFrom('pedidos')
        .select(['numpedido'])
        .where('idfornecedor', '=', aurora)
        .where('anotacoes', 'like', 'queda %')
        .execute();
      const numeros = new Set(pedidos.map((p) => p.numpedido));
      for (const n of confirmados.values()) expect(numeros.has(n)).toBe(true);
      const itens = await database.db
        .selectFrom('pedido_itens')
        .select(['numpedido', 'quantidade_milesimos'])
        .where('idproduto', '=', id)
        .execute();
      const historico = await database.db
        .selectFrom('pedido_historico')
        .select('numpedido')
        .where('numpedido', 'in', [...numeros, 0])
        .execute();
      const chavesGravadas = await database.db
        .selectFrom('pedido_idempotencia')
        .select(['numpedido', 'resposta'])
        .where('numpedido', 'in', [...numeros, 0])
        .execute();
      expect(new Set(itens.map((i) => i.numpedido))).toEqual(numeros);
      expect(historico).toHaveLength(numeros.size);
      expect(chavesGravadas).toHaveLength(numeros.size);
      expect(chavesGravadas.every((k) => k.resposta !== null)).toBe(true);
      const vendido = itens.reduce((s, i) => s + Number(i.quantidade_milesimos), 0);
      const { maximo_disponivel_milesimos } = await database.db
        .selectFrom('produtos')
        .select('maximo_disponivel_milesimos')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(maximo_disponivel_milesimos)).toBe(1_000_000 - vendido);
      // An acknowledged key answers its order again after the restart.
      const [chave, numpedido] = [...confirmados.entries()][0] as [string, number];
      const i = chaves.indexOf(chave);
      const replay = await enviar(url2 as string, i, chave);
      expect(replay.status).toBe(200);
      expect(((await replay.json()) as { numpedido: number }).numpedido).toBe(numpedido);
    }, 240_000);
  },
);
