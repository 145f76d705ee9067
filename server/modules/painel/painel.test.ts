import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from '../pedidos/pedidos-teste';

let t: TestApp;
let atendente: SessaoDeTeste;
let cliente: SessaoDeTeste;
let data: string | null;

beforeAll(async () => {
  t = await startTestApp();
  atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  data = await primeiraData(t.db, RETIRADA_AURORA);
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const estoque = async (id: number) =>
  Number(
    (
      await t.db
        .selectFrom('produtos')
        .select('maximo_disponivel_milesimos')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).maximo_disponivel_milesimos,
  );
/** The outbox once the job queue has delivered what was handed to it. */
const emails = async () => {
  await t.app.email.aguardarEntregas();
  return t.db.selectFrom('outbox_email').selectAll().orderBy('id').execute();
};

/** An order of `s` for `quantidade` units of a new product with `estoqueInicial` units (null: not tracked). */
async function pedido(
  s: SessaoDeTeste,
  quantidade: number,
  estoqueInicial: number | null,
  app = t.app,
): Promise<{ numpedido: number; id: number }> {
  const id = await produtoDeTeste(t.db, t.aurora, estoqueInicial);
  const res = await submeter(app, s.token, s.idcliente, corpoPedido(t.aurora, [{ id, quantidade }], data));
  expect(res.statusCode, res.body).toBe(200);
  return { numpedido: res.json().numpedido as number, id };
}

const mover = (numpedido: number, status: string, token = atendente.token, app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/api/v4/painel/${t.aurora}/pedidos/${numpedido}/status`,
    headers: bearer(token),
    payload: { status },
  });

describe('the order desk: who may use it', () => {
  it('answers only the supplier’s attendants and admins: 401 without a session, 403 for a customer or another supplier’s staff', async () => {
    const { numpedido } = await pedido(cliente, 1, null);
    const outroAdmin = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
    const representante = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'representante' });
    const urls = [
      ['GET', `/api/v4/painel/${t.aurora}/pedidos`, undefined],
      ['GET', `/api/v4/painel/${t.aurora}/pedidos/${numpedido}`, undefined],
      ['POST', `/api/v4/painel/${t.aurora}/pedidos/${numpedido}/status`, { status: 'SEPARANDO' }],
      ['PUT', `/api/v4/painel/${t.aurora}/pedidos/${numpedido}/orcamento`, { itens: [{ id: 1, precoUnitario: 1 }] }],
    ] as const;
    for (const [method, url, payload] of urls) {
      const anon = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      for (const s of [cliente, outroAdmin, representante]) {
        const res = await t.app.inject({ method, url, headers: bearer(s.token), ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({
          codigo: 'painel.acesso-negado',
          mensagem: expect.stringContaining('atendentes e administradores'),
        });
      }
    }
    // Nothing moved.
    const d = await t.app.inject({
      method: 'GET',
      url: `/api/v4/painel/${t.aurora}/pedidos/${numpedido}`,
      headers: bearer(atendente.token),
    });
    expect(d.json().status).toBe('ENVIADO');
  });

  it('does not show another supplier’s order, even by its number', async () => {
    const { numpedido } = await pedido(cliente, 1, null);
    const admin = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v4/painel/${t.construforte}/pedidos/${numpedido}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ codigo: 'pedido.nao-encontrado' });
    const mov = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.construforte}/pedidos/${numpedido}/status`,
      headers: bearer(admin.token),
      payload: { status: 'CANCELADO' },
    });
    expect(mov.statusCode).toBe(404);
    const lista = await t.app.inject({
      method: 'GET',
      url: `/api/v4/painel/${t.construforte}/pedidos?busca=${numpedido}`,
      headers: bearer(admin.token),
    });
    expect(lista.json()).toMatchObject({ pedidos: [], total: 0 });
  });
});

describe('the order desk: orders', () => {
  it('lists the supplier’s orders newest first, with their clients, by status and by search', async () => {
    const { numpedido } = await pedido(cliente, 2, null);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v4/painel/${t.aurora}/pedidos?limit=5`,
      headers: bearer(atendente.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const lista = res.json();
    expect(lista.pedidos[0]).toMatchObject({
      numpedido,
      status: 'ENVIADO',
      cliente: { idcliente: cliente.idcliente, nome: expect.stringContaining('Cliente Teste') },
    });
    expect(lista.total).toBeGreaterThanOrEqual(7); // the six demo orders and ours
    expect(lista.temMais).toBe(true);
    const porNumero = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v4/painel/${t.aurora}/pedidos?busca=${numpedido}`,
        headers: bearer(atendente.token),
      })
    ).json();
    expect(porNumero.pedidos.map((p: { numpedido: number }) => p.numpedido)).toEqual([numpedido]);
    // The demo client 'Mercado Bom Preço' by a part of its name, any case.
    const porNome = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v4/painel/${t.aurora}/pedidos?busca=bom%20pre`,
        headers: bearer(atendente.token),
      })
    ).json();
    expect(porNome.total).toBeGreaterThan(0);
    expect(porNome.pedidos.every((p: { cliente: { nome: string } }) => /bom preço/i.test(p.cliente.nome))).toBe(true);
    const entregues = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v4/painel/${t.aurora}/pedidos?status=ENTREGUE,CANCELADO`,
        headers: bearer(atendente.token),
      })
    ).json();
    expect(entregues.total).toBeGreaterThan(0);
    expect(entregues.pedidos.every((p: { status: string }) => ['ENTREGUE', 'CANCELADO'].includes(p.status))).toBe(true);
    const ruim = await t.app.inject({
      method: 'GET',
      url: `/api/v4/painel/${t.aurora}/pedidos?status=PERDIDO`,
      headers: bearer(atendente.token),
    });
    expect(ruim.statusCode).toBe(400);
  });

  it('moves ENVIADO to SEPARANDO: recorded with who and when, the customer sees it and is e-mailed with a link to the order', async () => {
    const { numpedido } = await pedido(cliente, 1, null);
    const antes = (await emails()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/pedidos/${numpedido}/status`,
      headers: { ...bearer(atendente.token), host: 'localhost' },
      payload: { status: 'SEPARANDO' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.status).toBe('SEPARANDO');
    expect(d.proximosStatus).toEqual(['AGUARDANDOPAGAMENTO', 'PAGO', 'PRONTO_RETIRADA', 'CANCELADO']);
    expect(d.historico.map((h: { status: string }) => h.status)).toEqual(['ENVIADO', 'SEPARANDO']);
    expect(d.historico[1].por).toMatch(/^Usuário Teste/);
    const doCliente = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/app/${cliente.token}/order/${numpedido}?idfornecedor=${t.aurora}`,
      })
    ).json();
    expect(doCliente.status).toBe('SEPARANDO');
    const novos = (await emails()).slice(antes);
    expect(novos).toHaveLength(1);
    expect(novos[0]).toMatchObject({ assunto: expect.stringContaining(`Pedido ${numpedido}: Em separação`) });
    expect(JSON.stringify(novos[0])).toContain(`/aurora/pedidos/${numpedido}`);
    // Issue 34: what happens next (a pickup order: the next e-mail says it is ready).
    expect(novos[0]?.texto).toContain(
      'Os itens estão sendo separados. Você recebe um e-mail quando o pedido estiver pronto para retirada.',
    );
  });

  it('refuses a move the rules do not allow, and one that lost the race to another attendant', async () => {
    const { numpedido } = await pedido(cliente, 1, null);
    const pulo = await mover(numpedido, 'ENTREGUE');
    expect(pulo.statusCode).toBe(409);
    expect(pulo.json()).toEqual({
      mensagem: "Não é possível passar o pedido de 'Recebido' para 'Entregue'.",
      codigo: 'pedido.status-invalido',
    });
    const [a, b] = await Promise.all([mover(numpedido, 'SEPARANDO'), mover(numpedido, 'SEPARANDO')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const historico = await t.db
      .selectFrom('pedido_historico')
      .select('status')
      .where('numpedido', '=', numpedido)
      .execute();
    expect(historico.map((h) => h.status)).toEqual(['ENVIADO', 'SEPARANDO']);
  });

  it('a cancel gives back the stock the order took, once', async () => {
    const { numpedido, id } = await pedido(cliente, 2, 5);
    expect(await estoque(id)).toBe(3000);
    expect((await mover(numpedido, 'CANCELADO')).statusCode).toBe(200);
    expect(await estoque(id)).toBe(5000);
    const deNovo = await mover(numpedido, 'CANCELADO');
    expect(deNovo.statusCode).toBe(409);
    expect(await estoque(id)).toBe(5000);
  });
});

describe('quotes: priced in the desk, confirmed by the customer', () => {
  it('ORCAMENTO_NOVO → ORCAMENTO_PRECIFICADO (desk) → ENVIADO (customer)', async () => {
    const { tags } = await t.db
      .selectFrom('fornecedores')
      .select('tags')
      .where('idfornecedor', '=', t.aurora)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('fornecedores')
      .set({ tags: JSON.stringify([...tags, 'support-budget']) })
      .where('idfornecedor', '=', t.aurora)
      .execute();
    // A second app: the first one keeps Aurora's row in its cache.
    const app = buildTestApp(t);
    await app.ready();
    try {
      const s = await criarSessao(t.db, { idfornecedor: t.aurora });
      const { numpedido, id } = await pedido(s, 3, null, app);
      const url = `/api/v4/painel/${t.aurora}/pedidos/${numpedido}/orcamento`;
      const confirmar = (token: string) =>
        app.inject({
          method: 'POST',
          url: `/api/v4/orders/quote-confirm/${t.aurora}/order/${numpedido}`,
          headers: bearer(token),
        });

      // Not yet priced: the customer cannot confirm it, and the desk cannot move it to ENVIADO.
      expect((await confirmar(s.token)).statusCode).toBe(409);
      expect((await mover(numpedido, 'ENVIADO', atendente.token, app)).statusCode).toBe(409);
      // A price for exactly its lines.
      const faltando = await app.inject({
        method: 'PUT',
        url,
        headers: bearer(atendente.token),
        payload: { itens: [{ id: id + 1, precoUnitario: 5 }] },
      });
      expect(faltando.statusCode).toBe(400);
      expect(faltando.json()).toMatchObject({ codigo: 'orcamento.itens' });

      const antes = (await emails()).length;
      const res = await app.inject({
        method: 'PUT',
        url,
        headers: bearer(atendente.token),
        payload: { itens: [{ id, precoUnitario: 8.5 }], taxaentrega: 12 },
      });
      expect(res.statusCode, res.body).toBe(200);
      // 3 × R$ 8,50 = R$ 25,50, less the automatic 5 % coupon's R$ 1,50 it was sent with, plus R$ 12,00.
      expect(res.json()).toMatchObject({
        status: 'ORCAMENTO_PRECIFICADO',
        itens: [{ id, precoUnitario: 8.5, total: 25.5 }],
        taxaentrega: 12,
        podePrecificar: true,
      });
      expect(res.json().totalpedido).toBeCloseTo(25.5 - res.json().desconto + 12, 2);
      expect((await emails()).slice(antes)[0]).toMatchObject({
        assunto: expect.stringContaining(`Orçamento ${numpedido}: Orçamento precificado`),
        texto: expect.stringContaining('Confira os valores e confirme o pedido em Meus pedidos.'),
      });

      // Another client cannot confirm it; its own client does, once.
      expect((await confirmar(cliente.token)).statusCode).toBe(404);
      const ok = await confirmar(s.token);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'ENVIADO', totalpedido: res.json().totalpedido });
      expect(ok.json().historico.map((h: { status: string }) => h.status)).toEqual([
        'ORCAMENTO_NOVO',
        'ORCAMENTO_PRECIFICADO',
        'ENVIADO',
      ]);
      expect((await confirmar(s.token)).statusCode).toBe(409);
      // Confirmed: no longer priced by the desk.
      const tarde = await app.inject({
        method: 'PUT',
        url,
        headers: bearer(atendente.token),
        payload: { itens: [{ id, precoUnitario: 1 }] },
      });
      expect(tarde.statusCode).toBe(409);
    } finally {
      await app.close();
      await t.db
        .updateTable('fornecedores')
        .set({ tags: JSON.stringify(tags) })
        .where('idfornecedor', '=', t.aurora)
        .execute();
    }
  });
});
