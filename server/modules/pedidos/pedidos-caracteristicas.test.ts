/**
 * Issue 12 (checkout 2): the order instructions and the characteristics a supplier asks at
 * checkout (public definitions; answers checked on the submit and stored with the order), the
 * confirmation e-mail's 'Ver pedido' link, and the products' sales count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCA_AURORA, HORARIO_AURORA } from '../../db/seed/caracteristicas';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from './pedidos-teste';

let t: TestApp;
let cliente: SessaoDeTeste;
let data: string | null;

beforeAll(async () => {
  t = await startTestApp();
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  data = await primeiraData(t.db, RETIRADA_AURORA);
});
afterAll(async () => {
  await t?.close();
});

describe('order instructions and characteristics (public definitions)', () => {
  it('GET custom-content ORDER_INSTRUCTIONS: Aurora has HTML, ConstruForte none; an unknown supplier is 404 and a bad type 400', async () => {
    const aurora = await t.app.inject({
      method: 'GET',
      url: `/api/v4/app/token/custom-content/${t.aurora}?contentType=ORDER_INSTRUCTIONS`,
    });
    expect(aurora.statusCode, aurora.body).toBe(200);
    expect(aurora.json()).toMatchObject({
      idfornecedor: t.aurora,
      contentType: 'ORDER_INSTRUCTIONS',
      html: expect.stringContaining('Antes de enviar o seu pedido'),
    });
    const cf = await t.app.inject({
      method: 'GET',
      url: `/api/v4/app/token/custom-content/${t.construforte}?contentType=ORDER_INSTRUCTIONS`,
    });
    expect(cf.json()).toEqual({ idfornecedor: t.construforte, contentType: 'ORDER_INSTRUCTIONS', html: null });
    const nenhum = await t.app.inject({
      method: 'GET',
      url: `/api/v4/app/token/custom-content/00000000-0000-4000-8000-000000000000?contentType=ORDER_INSTRUCTIONS`,
    });
    expect(nenhum.statusCode).toBe(404);
    expect(nenhum.json()).toMatchObject({ mensagem: expect.any(String), codigo: expect.any(String) });
    const tipo = await t.app.inject({
      method: 'GET',
      url: `/api/v4/app/token/custom-content/${t.aurora}?contentType=OUTRO`,
    });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json()).toMatchObject({ mensagem: expect.any(String), codigo: expect.any(String) });
  });

  it('GET caracteristica-cliente / caracteristica-pedido list each kind of the supplier', async () => {
    const pedido = await t.app.inject({ method: 'GET', url: `/api/v4/caracteristica-pedido/todas/${t.aurora}` });
    expect(pedido.statusCode, pedido.body).toBe(200);
    expect(pedido.json()).toEqual([
      {
        idcaracteristica: HORARIO_AURORA.idcaracteristica,
        alvo: 'PEDIDO',
        nome: 'Horário preferido para recebimento',
        tipo: 'ESCOLHA',
        opcoes: [...HORARIO_AURORA.opcoes],
        obrigatoria: true,
      },
    ]);
    const clienteR = await t.app.inject({ method: 'GET', url: `/api/v4/caracteristica-cliente/todas/${t.aurora}` });
    expect(clienteR.json()).toEqual([
      {
        idcaracteristica: DOCA_AURORA,
        alvo: 'CLIENTE',
        nome: 'Possui doca para descarga?',
        tipo: 'SIM_NAO',
        opcoes: [],
        obrigatoria: false,
      },
    ]);
    const cf = await t.app.inject({ method: 'GET', url: `/api/v4/caracteristica-pedido/todas/${t.construforte}` });
    expect(cf.json()).toEqual([]);
  });
});

describe('submeterPedido with characteristics', () => {
  it('refuses a missing required answer, a bad option and an unknown id with 422 pt-BR naming the field; nothing is recorded', async () => {
    const id = await produtoDeTeste(t.db, t.aurora, null);
    const casos: [unknown, string, number, string][] = [
      [
        [],
        'pedido.caracteristica-obrigatoria',
        HORARIO_AURORA.idcaracteristica,
        "Responda 'Horário preferido para recebimento' para enviar o pedido.",
      ],
      [
        [{ idcaracteristica: HORARIO_AURORA.idcaracteristica, valor: '   ' }],
        'pedido.caracteristica-obrigatoria',
        HORARIO_AURORA.idcaracteristica,
        "Responda 'Horário preferido para recebimento' para enviar o pedido.",
      ],
      [
        [{ idcaracteristica: HORARIO_AURORA.idcaracteristica, valor: 'Madrugada' }],
        'pedido.caracteristica-invalida',
        HORARIO_AURORA.idcaracteristica,
        "Escolha uma das opções de 'Horário preferido para recebimento'.",
      ],
      [
        [
          { idcaracteristica: HORARIO_AURORA.idcaracteristica, valor: HORARIO_AURORA.opcoes[0] },
          { idcaracteristica: DOCA_AURORA, valor: 'Talvez' },
        ],
        'pedido.caracteristica-invalida',
        DOCA_AURORA,
        "Escolha uma das opções de 'Possui doca para descarga?'.",
      ],
      [
        [{ idcaracteristica: 987654, valor: 'x' }],
        'pedido.caracteristica-desconhecida',
        987654,
        'Uma das características enviadas não existe neste fornecedor. Recarregue a página e tente de novo.',
      ],
    ];
    const antes = (
      await t.db.selectFrom('pedidos').select('numpedido').where('idcliente', '=', cliente.idcliente).execute()
    ).length;
    for (const [caracteristicas, codigo, idcaracteristica, mensagem] of casos) {
      const res = await submeter(
        t.app,
        cliente.token,
        cliente.idcliente,
        corpoPedido(t.aurora, [{ id, quantidade: 1 }], data, { caracteristicas: caracteristicas as never }),
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ mensagem, codigo, idcaracteristica });
    }
    // Another supplier's characteristic is unknown here.
    expect(
      (await t.db.selectFrom('pedidos').select('numpedido').where('idcliente', '=', cliente.idcliente).execute())
        .length,
    ).toBe(antes);
    // A malformed answer is a 400 of the document.
    const ruim = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 1 }], data, { caracteristicas: [{ idcaracteristica: 'a' }] as never }),
    );
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toMatchObject({ mensagem: expect.any(String), codigo: expect.any(String) });
  });

  it('stores the answers with the order (shown in its details), counts the units sold, and mails a Ver pedido link', async () => {
    const id = await produtoDeTeste(t.db, t.aurora, null);
    const vendidos = async () =>
      (await t.db.selectFrom('produtos').select('vendidos').where('id', '=', id).executeTakeFirstOrThrow()).vendidos;
    expect(await vendidos()).toBe(0);
    const corpo = corpoPedido(t.aurora, [{ id, quantidade: 3 }], data, {
      caracteristicas: [
        { idcaracteristica: DOCA_AURORA, valor: 'Sim' },
        { idcaracteristica: HORARIO_AURORA.idcaracteristica, valor: ` ${HORARIO_AURORA.opcoes[1]} ` },
      ],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${cliente.token}/usuario/${cliente.idcliente}/pedido`,
      headers: { 'idempotency-key': `k-carac-${Date.now()}`, host: 'aurora.localhost:3000' },
      payload: corpo,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { numpedido } = res.json();
    // Issue 27: counted once the order is paid or delivered, not on submit.
    expect(await vendidos()).toBe(0);
    expect(
      await t.app.pedidosFornecedorService.mudarStatus({
        idfornecedor: t.aurora,
        numpedido,
        de: 'ENVIADO',
        para: 'PAGO',
        em: new Date(),
        idusuario: cliente.idusuario,
        nome: null,
      }),
    ).toBe(true);
    expect(await vendidos()).toBe(3);

    const d = await t.app.inject({
      method: 'GET',
      url: `/api/v2/app/${cliente.token}/order/${numpedido}?idfornecedor=${t.aurora}`,
    });
    expect(d.json().caracteristicas).toEqual([
      {
        idcaracteristica: HORARIO_AURORA.idcaracteristica,
        nome: 'Horário preferido para recebimento',
        alvo: 'PEDIDO',
        valor: HORARIO_AURORA.opcoes[1],
      },
      { idcaracteristica: DOCA_AURORA, nome: 'Possui doca para descarga?', alvo: 'CLIENTE', valor: 'Sim' },
    ]);

    await t.app.email.aguardarEntregas(); // e-mail goes out through the job queue
    const email = await t.db
      .selectFrom('outbox_email')
      .selectAll()
      .where('assunto', 'like', `Pedido ${numpedido} |%`)
      .executeTakeFirstOrThrow();
    const link = `http://aurora.localhost:3000/aurora/pedidos/${numpedido}`;
    expect(email.texto).toContain(link);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).toContain('Ver pedido');
  });

  it("a Host header that is not the supplier's gives the supplier's own domain, never the attacker's", async () => {
    const id = await produtoDeTeste(t.db, t.aurora, null);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${cliente.token}/usuario/${cliente.idcliente}/pedido`,
      headers: { 'idempotency-key': `k-host-${Date.now()}`, host: 'construforte.localhost' },
      payload: corpoPedido(t.aurora, [{ id, quantidade: 1 }], data),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { numpedido } = res.json();
    await t.app.email.aguardarEntregas(); // e-mail goes out through the job queue
    const email = await t.db
      .selectFrom('outbox_email')
      .selectAll()
      .where('assunto', 'like', `Pedido ${numpedido} |%`)
      .executeTakeFirstOrThrow();
    expect(email.texto).not.toContain('construforte.localhost');
    expect(email.texto).toContain(`https://aurora.localhost/aurora/pedidos/${numpedido}`);
  });
});
