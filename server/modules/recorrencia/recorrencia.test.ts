/**
 * Subscriptions end to end on the server (issue 28): an order submitted with a type becomes a
 * subscription; the three spec calls and their access checks; the scheduler places exactly one
 * order per due date (twice in parallel, and on a retry), e-mails a failure with its reason,
 * refuses a price risen past the supplier's limit, stops after a cancel; the test clock's route
 * exists only with RELOGIO_TESTE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaEmBrasilia, somarDias } from '#engine/rules/subscription';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from '../pedidos/pedidos-teste';

let t: TestApp;
let cliente: SessaoDeTeste;
let outro: SessaoDeTeste;
let deOutroFornecedor: SessaoDeTeste;
let quinzenal: number;

const DIA = 86_400_000;
const auth = (s: SessaoDeTeste) => ({ authorization: `Bearer ${s.token}` });

beforeAll(async () => {
  t = await startTestApp();
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  outro = await criarSessao(t.db, { idfornecedor: t.aurora });
  deOutroFornecedor = await criarSessao(t.db, { idfornecedor: t.construforte });
  quinzenal = (
    await t.db
      .selectFrom('tipos_assinatura')
      .select('idtipoassinatura')
      .where('idfornecedor', '=', t.aurora)
      .where('nome', '=', 'Quinzenal')
      .executeTakeFirstOrThrow()
  ).idtipoassinatura;
});
afterAll(async () => {
  await t?.close();
});

type Assinatura = {
  idassinatura: number;
  status: string;
  proximaData: string | null;
  numpedidoOrigem: number | null;
  itens: { id: number; quantidade: number; precoUnitario: number }[];
  pedidos: { dataPrevista: string; resultado: string; numpedido: number | null; motivo: string | null }[];
  ultimaFalha: { motivo: string } | null;
  tipo: { nome: string };
};

const lista = (s: SessaoDeTeste, idcliente = s.idcliente, idfornecedor = t.aurora) =>
  t.app.inject({ url: `/api/v4/subscription/list/${idcliente}/${idfornecedor}`, headers: auth(s) });
const obter = (s: SessaoDeTeste, id: number) =>
  t.app.inject({ url: `/api/v4/subscription/get/${id}`, headers: auth(s) });
const cancelar = (s: SessaoDeTeste, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/v4/subscription/cancel/${id}`, headers: auth(s) });

/** Submits a one-line order with the fortnightly type; answers the subscription made from it. */
async function assinar(s: SessaoDeTeste, idproduto: number): Promise<Assinatura> {
  const data = await primeiraData(t.db, RETIRADA_AURORA);
  const r = await submeter(
    t.app,
    s.token,
    s.idcliente,
    corpoPedido(t.aurora, [{ id: idproduto, quantidade: 2 }], data, { idtipoassinatura: quinzenal }),
  );
  expect(r.statusCode, r.body).toBe(200);
  const todas = (await lista(s)).json().assinaturas as Assinatura[];
  const a = todas.find((x) => x.numpedidoOrigem === r.json().numpedido);
  expect(a).toBeDefined();
  return a!;
}

const pedidosDaAssinatura = async (idassinatura: number) =>
  t.db.selectFrom('assinatura_pedidos').selectAll().where('idassinatura', '=', idassinatura).execute();
const emailsPara = async (s: SessaoDeTeste) => {
  await t.app.email.aguardarEntregas(); // e-mail goes out through the job queue
  const u = await t.db
    .selectFrom('usuarios')
    .select('email')
    .where('idusuario', '=', s.idusuario)
    .executeTakeFirstOrThrow();
  return t.db.selectFrom('outbox_email').selectAll().where('para', '=', u.email).orderBy('id').execute();
};

describe('demo data', () => {
  it('Maria has an active fortnightly subscription at Aurora with two past orders linked to it, next date after today', async () => {
    const r = await t.app.inject({ url: `/api/v4/subscription/list/1/${t.aurora}`, headers: {} });
    expect(r.statusCode).toBe(401);
    const maria = await t.db.selectFrom('assinaturas').selectAll().where('idcliente', '=', 1).execute();
    expect(maria).toHaveLength(1);
    expect(maria[0]).toMatchObject({ status: 'ativa', idfornecedor: t.aurora, numpedido_origem: 100007 });
    expect(maria[0]!.proxima_data > diaEmBrasilia(new Date(Date.now() - 20 * DIA))).toBe(true);
    const links = await pedidosDaAssinatura(maria[0]!.idassinatura);
    expect(links.map((l) => [l.numpedido, l.resultado])).toEqual([
      [100007, 'pedido-criado'],
      [100008, 'pedido-criado'],
    ]);
    const tipo = await t.db
      .selectFrom('tipos_assinatura')
      .select('nome')
      .where('idtipoassinatura', '=', maria[0]!.idtipoassinatura)
      .executeTakeFirstOrThrow();
    expect(tipo.nome).toBe('Quinzenal');
  });
});

describe('a subscription made by the submit', () => {
  it('an order with idtipoassinatura becomes an active subscription, its first repeat one interval later', async () => {
    const id = await produtoDeTeste(t.db, t.aurora, 100);
    const a = await assinar(cliente, id);
    expect(a).toMatchObject({
      status: 'ativa',
      tipo: { nome: 'Quinzenal' },
      proximaData: somarDias(diaEmBrasilia(new Date()), 15),
      itens: [{ id, quantidade: 2, precoUnitario: 10 }],
      pedidos: [],
      ultimaFalha: null,
    });
    // A one-off order makes none.
    const antes = (await lista(cliente)).json().assinaturas.length;
    const r = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 1 }], await primeiraData(t.db, RETIRADA_AURORA)),
    );
    expect(r.statusCode).toBe(200);
    expect((await lista(cliente)).json().assinaturas.length).toBe(antes);
  });
});

describe('the subscription calls check role, tenant and client', () => {
  it('401 without a session; 403 for another client in the path or another supplier; 404 for another client’s or tenant’s id', async () => {
    const id = await produtoDeTeste(t.db, t.aurora, 100);
    const a = await assinar(cliente, id);
    expect((await t.app.inject({ url: `/api/v4/subscription/list/${cliente.idcliente}/${t.aurora}` })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: `/api/v4/subscription/get/${a.idassinatura}` })).statusCode).toBe(401);
    expect((await lista(outro, cliente.idcliente)).statusCode).toBe(403);
    expect((await lista(cliente, cliente.idcliente, t.construforte)).statusCode).toBe(403);
    expect((await lista(deOutroFornecedor, deOutroFornecedor.idcliente, t.aurora)).statusCode).toBe(403);
    for (const s of [outro, deOutroFornecedor]) {
      const g = await obter(s, a.idassinatura);
      expect(g.statusCode).toBe(404);
      expect(g.json()).toEqual({ mensagem: 'Assinatura não encontrada.', codigo: 'assinatura.nao-encontrada' });
      expect((await cancelar(s, a.idassinatura)).statusCode).toBe(404);
    }
    expect((await obter(cliente, a.idassinatura)).json().status).toBe('ativa');
    expect((await obter(cliente, 2_000_000_000)).statusCode).toBe(404);
    // The other client's list is its own (empty).
    expect((await lista(outro)).json()).toEqual({ assinaturas: [] });
  });
});

describe('gerarPedidosDevidos', () => {
  it('places exactly one order per due date, run twice in parallel and again on a retry; links it; moves the date on', async () => {
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    const id = await produtoDeTeste(t.db, t.aurora, 100);
    const a = await assinar(cliente, id);
    const agora = new Date(Date.now() + 15 * DIA);
    // The first order made the subscription.
    const pedidosAntes = 1;
    const emailsAntes = (await emailsPara(cliente)).length;
    const [r1, r2] = await Promise.all([
      t.app.recorrencia.gerarPedidosDevidos(agora),
      t.app.recorrencia.gerarPedidosDevidos(agora),
    ]);
    const meus = [...r1, ...r2].filter((r) => r.idassinatura === a.idassinatura);
    expect(meus.filter((r) => r.tipo === 'criado')).toHaveLength(1);
    await t.app.recorrencia.gerarPedidosDevidos(agora);
    // A retry after the date moved on (as a crashed run would leave it): the same key answers the first order.
    await t.db
      .updateTable('assinaturas')
      .set({ proxima_data: a.proximaData! })
      .where('idassinatura', '=', a.idassinatura)
      .execute();
    await t.app.recorrencia.gerarPedidosDevidos(agora);
    const pedidos = await t.db
      .selectFrom('pedidos')
      .select(['numpedido', 'idtipoassinatura'])
      .where('idcliente', '=', cliente.idcliente)
      .execute();
    expect(pedidos.length).toBe(pedidosAntes + 1);
    const links = await pedidosDaAssinatura(a.idassinatura);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ data_prevista: a.proximaData, resultado: 'pedido-criado' });
    const depois = (await obter(cliente, a.idassinatura)).json() as Assinatura;
    expect(depois.proximaData).toBe(somarDias(a.proximaData!, 15));
    expect(depois.pedidos).toEqual([
      expect.objectContaining({ numpedido: links[0]!.numpedido, resultado: 'pedido-criado' }),
    ]);
    // The order is the client's, in 'Meus pedidos', as a subscription order; the customer was told once.
    const r = await t.app.inject({
      url: `/api/v2/app/pedido/cliente/${cliente.idcliente}?idfornecedor=${t.aurora}`,
      headers: auth(cliente),
    });
    expect(r.json().pedidos.map((p: { numpedido: number }) => p.numpedido)).toContain(links[0]!.numpedido);
    const novos = (await emailsPara(cliente)).slice(emailsAntes);
    expect(novos.filter((e) => e.assunto.startsWith(`Pedido ${links[0]!.numpedido} da sua assinatura`))).toHaveLength(
      1,
    );
  });

  it('an order that cannot be made is recorded with its reason, e-mailed once (pt-BR), and the subscription shows it', async () => {
    const id = await produtoDeTeste(t.db, t.aurora, 100);
    const a = await assinar(cliente, id);
    await t.db.updateTable('produtos').set({ ativo: false }).where('id', '=', id).execute();
    const emailsAntes = (await emailsPara(cliente)).length;
    const agora = new Date(Date.now() + 15 * DIA);
    await Promise.all([t.app.recorrencia.gerarPedidosDevidos(agora), t.app.recorrencia.gerarPedidosDevidos(agora)]);
    const depois = (await obter(cliente, a.idassinatura)).json() as Assinatura;
    expect(depois.status).toBe('ativa');
    expect(depois.ultimaFalha?.motivo).toMatch(/^Produto indisponível ou fora de linha: Produto de teste/);
    expect(depois.pedidos).toEqual([expect.objectContaining({ resultado: 'falhou', numpedido: null })]);
    const falhas = (await emailsPara(cliente))
      .slice(emailsAntes)
      .filter((e) => e.assunto.startsWith('Pedido da sua assinatura não realizado'));
    expect(falhas).toHaveLength(1);
    expect(falhas[0]!.texto).toContain('Motivo: Produto indisponível ou fora de linha');
  });

  it('a unit price risen past the supplier limit (default 10 %) makes no order; within it, the order is made', async () => {
    const caro = await produtoDeTeste(t.db, t.aurora, 100);
    const a = await assinar(cliente, caro);
    await t.db.updateTable('produtos').set({ preco_centavos: 1150 }).where('id', '=', caro).execute();
    const agora = new Date(Date.now() + 15 * DIA);
    await t.app.recorrencia.gerarPedidosDevidos(agora);
    const depois = (await obter(cliente, a.idassinatura)).json() as Assinatura;
    expect(depois.ultimaFalha?.motivo).toMatch(
      /^O preço subiu mais de 10% desde a assinatura: Produto de teste .* de R\$ 10,00 para R\$ 11,50\.$/,
    );
    // The supplier raises its limit: the next date's order goes through.
    await t.app.assinaturasService.definirLimiteAumento(t.aurora, 20);
    try {
      await t.app.recorrencia.gerarPedidosDevidos(new Date(Date.now() + 30 * DIA));
      const links = await pedidosDaAssinatura(a.idassinatura);
      expect(links.map((l) => l.resultado).sort()).toEqual(['falhou', 'pedido-criado']);
    } finally {
      await t.app.assinaturasService.definirLimiteAumento(t.aurora, 10);
    }
  });

  it('the day before, the customer is told once; after a cancel no order is made', async () => {
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    const id = await produtoDeTeste(t.db, t.aurora, 100);
    const a = await assinar(cliente, id);
    const emailsAntes = (await emailsPara(cliente)).length;
    const vespera = new Date(Date.now() + 14 * DIA);
    await t.app.recorrencia.gerarPedidosDevidos(vespera);
    await t.app.recorrencia.gerarPedidosDevidos(vespera);
    const avisos = (await emailsPara(cliente))
      .slice(emailsAntes)
      .filter((e) => e.assunto.startsWith('Amanhã: pedido da sua assinatura'));
    expect(avisos).toHaveLength(1);
    expect(avisos[0]!.texto).toContain('Produto de teste');
    expect(avisos[0]!.texto).toContain('cancele a assinatura hoje em Minhas assinaturas');
    const c = await cancelar(cliente, a.idassinatura);
    expect(c.statusCode).toBe(200);
    expect(c.json()).toMatchObject({ status: 'cancelada', proximaData: null });
    expect((await cancelar(cliente, a.idassinatura)).json().status).toBe('cancelada');
    await t.app.recorrencia.gerarPedidosDevidos(new Date(Date.now() + 15 * DIA));
    await t.app.recorrencia.gerarPedidosDevidos(new Date(Date.now() + 45 * DIA));
    expect(await pedidosDaAssinatura(a.idassinatura)).toEqual([]);
  });
});

describe('the test clock', () => {
  it('has no route without RELOGIO_TESTE', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/__teste/relogio', payload: { dias: 15 } });
    expect(r.statusCode).toBe(404);
    expect(t.app.relogio.podeMover).toBe(false);
    expect(() => t.app.relogio.avancarDias(1)).toThrow();
  });

  it('with RELOGIO_TESTE it moves the clock and runs the due subscriptions at once', async () => {
    const t2 = await startTestApp({ relogioTeste: true });
    try {
      const s = await criarSessao(t2.db, { idfornecedor: t2.aurora });
      const id = await produtoDeTeste(t2.db, t2.aurora, 100);
      const r = await submeter(
        t2.app,
        s.token,
        s.idcliente,
        corpoPedido(t2.aurora, [{ id, quantidade: 1 }], await primeiraData(t2.db, RETIRADA_AURORA), {
          idtipoassinatura: quinzenal,
        }),
      );
      expect(r.statusCode, r.body).toBe(200);
      const movido = await t2.app.inject({ method: 'POST', url: '/__teste/relogio', payload: { dias: 15 } });
      expect(movido.statusCode, movido.body).toBe(200);
      const assinatura = await t2.db
        .selectFrom('assinaturas')
        .select('idassinatura')
        .where('numpedido_origem', '=', r.json().numpedido)
        .executeTakeFirstOrThrow();
      expect(
        movido.json().resultados.filter((x: { idassinatura: number }) => x.idassinatura === assinatura.idassinatura),
      ).toEqual([expect.objectContaining({ tipo: 'criado' })]);
      expect(t2.app.relogio.agora().getTime() - Date.now()).toBeGreaterThan(14 * DIA);
    } finally {
      await t2.close();
    }
  });
});
