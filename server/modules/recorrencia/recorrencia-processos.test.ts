/**
 * Two real server processes on one PostgreSQL, one due subscription (issue 28, 'Checks it must
 * pass'): both run the due subscriptions at once (the test clock's route, RELOGIO_TESTE=1), one of
 * them is killed with SIGKILL while its round may be in flight, and the other runs again (a retry):
 * exactly one order is made for the due date, linked to the subscription, under one idempotency
 * key. Needs DATABASE_URL; skipped without it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaEmBrasilia } from '#engine/rules/subscription';
import { criarSessao } from '../../testing/test-app';
import {
  openPostgresTestDatabase,
  startServerProcess,
  type ServerProcess,
  type UrlTestDatabase,
} from '../../testing/server-process';
import { corpoPedido, novaChave, primeiraData, produtoDeTeste, RETIRADA_AURORA } from '../pedidos/pedidos-teste';

const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(!DATABASE_URL)('two server processes, one due subscription', () => {
  let database: UrlTestDatabase;
  let work: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let urlA: string;
  let urlB: string;
  let aurora: string;

  beforeAll(async () => {
    database = await openPostgresTestDatabase(DATABASE_URL as string);
    aurora = (
      await database.db
        .selectFrom('fornecedores')
        .select('idfornecedor')
        .where('slug', '=', 'aurora')
        .executeTakeFirstOrThrow()
    ).idfornecedor;
    work = mkdtempSync(join(tmpdir(), 'storefront-assinaturas-'));
    const env = { DATABASE_URL: database.url, STATIC_DIR: join(work, 'static'), NODE_ENV: 'test', RELOGIO_TESTE: '1' };
    a = startServerProcess(env);
    b = startServerProcess(env);
    [[urlA], [urlB]] = (await Promise.all([a.listening(1), b.listening(1)])) as [[string], [string]];
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('makes exactly one order, with a process killed in the middle and the round retried', async () => {
    const s = await criarSessao(database.db, { idfornecedor: aurora });
    const idproduto = await produtoDeTeste(database.db, aurora, 100);
    const enviado = await fetch(`${urlA}/api/v2/app/${s.token}/usuario/${s.idcliente}/pedido`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': novaChave() },
      body: JSON.stringify(
        corpoPedido(aurora, [{ id: idproduto, quantidade: 1 }], await primeiraData(database.db, RETIRADA_AURORA), {
          idtipoassinatura: 2,
        }),
      ),
    });
    expect(enviado.status, await enviado.clone().text()).toBe(200);
    const origem = ((await enviado.json()) as { numpedido: number }).numpedido;
    // It falls due in 15 days: each process moves its own clock there.
    const { idassinatura, proxima_data: devida } = await database.db
      .selectFrom('assinaturas')
      .select(['idassinatura', 'proxima_data'])
      .where('numpedido_origem', '=', origem)
      .executeTakeFirstOrThrow();
    expect(devida > diaEmBrasilia(new Date())).toBe(true);

    const rodada = (url: string, dias: number) =>
      fetch(`${url}/__teste/relogio`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ dias }),
      });
    // A's round starts and A dies (SIGKILL) while B runs two rounds at once.
    const emA = rodada(urlA, 15).catch(() => null);
    const emB = Promise.all([rodada(urlB, 15), rodada(urlB, 0)]);
    await new Promise((r) => setTimeout(r, 30));
    a.child.kill('SIGKILL');
    await a.exited();
    await emA;
    for (const r of await emB) expect(r.status).toBe(200);
    // A retry, later.
    expect((await rodada(urlB, 0)).status).toBe(200);

    const pedidos = await database.db
      .selectFrom('pedidos')
      .select('numpedido')
      .where('idcliente', '=', s.idcliente)
      .where('numpedido', '!=', origem)
      .execute();
    expect(pedidos).toHaveLength(1);
    const links = await database.db
      .selectFrom('assinatura_pedidos')
      .selectAll()
      .where('idassinatura', '=', idassinatura)
      .execute();
    expect(links).toEqual([
      expect.objectContaining({ data_prevista: devida, resultado: 'pedido-criado', numpedido: pedidos[0]!.numpedido }),
    ]);
    const chaves = await database.db
      .selectFrom('pedido_idempotencia')
      .select(['chave', 'numpedido'])
      .where('chave', '=', `assinatura-${idassinatura}-${devida}`)
      .execute();
    expect(chaves).toEqual([{ chave: `assinatura-${idassinatura}-${devida}`, numpedido: pedidos[0]!.numpedido }]);
    const { proxima_data } = await database.db
      .selectFrom('assinaturas')
      .select('proxima_data')
      .where('idassinatura', '=', idassinatura)
      .executeTakeFirstOrThrow();
    expect(proxima_data > devida).toBe(true);
  }, 120_000);
});
