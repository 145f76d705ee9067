import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import {
  corpoPedido,
  DINHEIRO_AURORA,
  primeiraData,
  produtoDeTeste,
  RETIRADA_AURORA,
  submeter,
} from '../pedidos/pedidos-teste';

let t: TestApp;
let cliente: SessaoDeTeste;
let outro: SessaoDeTeste;
let admin: SessaoDeTeste;
let atendente: SessaoDeTeste;
let adminConstruforte: SessaoDeTeste;
let a: number;
let b: number;
let data: string | null;

const PIX_AURORA = 1;
const bearer = (s: SessaoDeTeste) => ({ authorization: `Bearer ${s.token}` });

interface ItemCarrinho {
  id: number;
  quantidade: number;
  totalItem: number;
  origemPreco: string;
  idcombopromocional_cabecalho: number | null;
  combo: { nome: string; quantidade: number; precoUnitario: number } | null;
}

beforeAll(async () => {
  t = await startTestApp();
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  outro = await criarSessao(t.db, { idfornecedor: t.aurora });
  admin = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
  atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
  adminConstruforte = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
  // Two products at R$ 10,00 a unit, no limits.
  a = await produtoDeTeste(t.db, t.aurora, null, 'Produto A do combo');
  b = await produtoDeTeste(t.db, t.aurora, null, 'Produto B do combo');
  data = await primeiraData(t.db, RETIRADA_AURORA);
});
afterAll(async () => {
  await t?.close();
});

const criar = (s: SessaoDeTeste, corpo: object, idfornecedor = t.aurora) =>
  t.app.inject({ method: 'POST', url: `/api/v4/painel/${idfornecedor}/combos`, headers: bearer(s), payload: corpo });
const encerrar = (s: SessaoDeTeste, idcombo: number, idfornecedor = t.aurora) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v4/painel/${idfornecedor}/combos/${idcombo}/encerrar`,
    headers: bearer(s),
  });
const doCliente = (s: SessaoDeTeste, idcliente = s.idcliente, idfornecedor = t.aurora) =>
  t.app.inject({ url: `/api/v4/promotional-combo-client/${idfornecedor}/${idcliente}`, headers: bearer(s) });
const salvarCarrinho = (s: SessaoDeTeste, cartItens: object[], query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/app/${s.token}~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${t.aurora}${query}`,
    payload: { cartItens },
  });

/** 2 × A + 1 × B for R$ 25,00 (normal R$ 30,00), for every client. */
const comboBase = () => ({
  nome: `Combo teste ${Math.random().toString(36).slice(2, 8)}`,
  descricao: 'Dois A e um B',
  itens: [
    { idproduto: a, quantidade: 2 },
    { idproduto: b, quantidade: 1 },
  ],
  preco: 25,
});

describe('the desk creates and ends combos (POST /v4/painel/{f}/combos, …/encerrar)', () => {
  it('creates a combo with its price spread over the items; lists it; refuses bad input in pt-BR and saves nothing', async () => {
    const r = await criar(admin, comboBase());
    expect(r.statusCode, r.body).toBe(200);
    const criado = r.json();
    expect(criado).toMatchObject({ situacao: 'ativo', tipoPreco: 'preco', clientes: [], tagCliente: null });
    expect(criado.combo).toMatchObject({ preco: 25, precoNormal: 30, economia: 5 });
    expect(
      criado.combo.itens.map((i: { quantidade: number; precoUnitario: number }) => [i.quantidade, i.precoUnitario]),
    ).toEqual([
      [2, 8.33],
      [1, 8.34],
    ]);
    const antes = (await t.app.inject({ url: `/api/v4/painel/${t.aurora}/combos`, headers: bearer(atendente) })).json();
    for (const [corpo, mensagem] of [
      [{ ...comboBase(), preco: 30 }, /menor que a soma/],
      [{ ...comboBase(), preco: null }, /preço do combo ou o desconto/],
      [{ ...comboBase(), descontoPercentual: 10 }, /preço do combo ou o desconto/],
      [{ ...comboBase(), itens: [{ idproduto: 999999, quantidade: 1 }] }, /não encontrado/],
      [{ ...comboBase(), inicio: '2026-05-02', fim: '2026-05-01' }, /antes do início/],
      [{ ...comboBase(), idformapagamento: 11 }, /Forma de pagamento/],
      [{ ...comboBase(), clientes: [adminConstruforte.idcliente] }, /clientes/],
    ] as const) {
      const ruim = await criar(admin, corpo);
      expect(ruim.statusCode, ruim.body).toBe(400);
      expect(ruim.json()).toMatchObject({ codigo: 'combo.invalido', mensagem: expect.stringMatching(mensagem) });
    }
    const depois = (
      await t.app.inject({ url: `/api/v4/painel/${t.aurora}/combos`, headers: bearer(atendente) })
    ).json();
    expect(depois.combos).toHaveLength(antes.combos.length);
  });

  it('a discount combo prices each item off its price', async () => {
    const r = await criar(atendente, { ...comboBase(), preco: undefined, descontoPercentual: 15 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().combo).toMatchObject({ preco: 25.5, precoNormal: 30, economia: 4.5 });
    expect(r.json().descontoPercentual).toBe(15);
  });

  it("refuses customers, another supplier's staff, and no session; another supplier's combo is 404", async () => {
    expect((await criar(cliente, comboBase())).statusCode).toBe(403);
    expect((await criar(adminConstruforte, comboBase())).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v4/painel/${t.aurora}/combos`, payload: comboBase() }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/v4/painel/${t.aurora}/combos`, headers: bearer(cliente) })).statusCode,
    ).toBe(403);
    const criado = (await criar(admin, comboBase())).json().combo.idcombopromocional_cabecalho as number;
    expect((await encerrar(cliente, criado)).statusCode).toBe(403);
    expect((await encerrar(adminConstruforte, criado, t.construforte)).statusCode).toBe(404);
    const fim = await encerrar(admin, criado);
    expect(fim.statusCode).toBe(200);
    expect(fim.json()).toMatchObject({ situacao: 'encerrado', encerradoEm: expect.any(String) });
    expect((await encerrar(admin, criado)).statusCode).toBe(409);
  });
});

describe("the spec's three calls", () => {
  it('client, all and filtered: who sees which combo; another client or supplier is 403', async () => {
    const paraTodos = (await criar(admin, comboBase())).json().combo.idcombopromocional_cabecalho as number;
    const soCliente = (await criar(admin, { ...comboBase(), clientes: [cliente.idcliente] })).json().combo
      .idcombopromocional_cabecalho as number;
    const soPix = (await criar(admin, { ...comboBase(), idformapagamento: PIX_AURORA })).json().combo
      .idcombopromocional_cabecalho as number;
    const ids = (body: { combos: { idcombopromocional_cabecalho: number }[] }) =>
      body.combos.map((c) => c.idcombopromocional_cabecalho);

    const doClienteR = await doCliente(cliente);
    expect(doClienteR.statusCode).toBe(200);
    expect(ids(doClienteR.json())).toEqual(expect.arrayContaining([paraTodos, soCliente, soPix]));
    expect(doClienteR.json().combos[0].itens[0].produto).toMatchObject({
      id: expect.any(Number),
      nome: expect.any(String),
    });
    expect(ids((await doCliente(outro)).json())).not.toContain(soCliente);
    expect((await doCliente(outro, cliente.idcliente)).statusCode).toBe(403);
    expect((await doCliente(cliente, cliente.idcliente, t.construforte)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/v4/promotional-combo-client/${t.aurora}/${cliente.idcliente}` })).statusCode,
    ).toBe(401);

    const todos = await t.app.inject({ url: `/api/v4/promotional-combo-all/${t.aurora}` });
    expect(todos.statusCode).toBe(200);
    expect(ids(todos.json())).toEqual(expect.arrayContaining([paraTodos, soPix]));
    expect(ids(todos.json())).not.toContain(soCliente);
    expect(
      (await t.app.inject({ url: `/api/v4/promotional-combo-all/00000000-0000-4000-8000-000000000000` })).statusCode,
    ).toBe(404);

    const filtro = (s: SessaoDeTeste, q: string) =>
      t.app.inject({ url: `/api/v4/promotional-combo/?${q}`, headers: bearer(s) });
    const comDinheiro = await filtro(
      cliente,
      `idcliente=${cliente.idcliente}&idformapagamento=${DINHEIRO_AURORA}&tipoEntrega=RETIRADA`,
    );
    expect(comDinheiro.statusCode).toBe(200);
    expect(ids(comDinheiro.json())).toEqual(expect.arrayContaining([paraTodos, soCliente]));
    expect(ids(comDinheiro.json())).not.toContain(soPix);
    expect(
      ids((await filtro(cliente, `idcliente=${cliente.idcliente}&idformapagamento=${PIX_AURORA}`)).json()),
    ).toContain(soPix);
    expect((await filtro(outro, `idcliente=${cliente.idcliente}`)).statusCode).toBe(403);
    expect((await filtro(cliente, `idcliente=abc`)).statusCode).toBe(400);
    await encerrar(admin, paraTodos);
    expect(ids((await doCliente(cliente)).json())).not.toContain(paraTodos);
  });

  it('a client tag opens a combo to the clients that have it', async () => {
    const porTag = (await criar(admin, { ...comboBase(), tagCliente: 'atacadista-teste' })).json().combo
      .idcombopromocional_cabecalho as number;
    expect(
      (await doCliente(outro))
        .json()
        .combos.map((c: { idcombopromocional_cabecalho: number }) => c.idcombopromocional_cabecalho),
    ).not.toContain(porTag);
    await t.db
      .updateTable('cadastros_cliente')
      .set({ tags: JSON.stringify(['atacadista-teste']) })
      .where('idcliente', '=', outro.idcliente)
      .where('idfornecedor', '=', t.aurora)
      .execute();
    expect(
      (await doCliente(outro))
        .json()
        .combos.map((c: { idcombopromocional_cabecalho: number }) => c.idcombopromocional_cabecalho),
    ).toContain(porTag);
  });
});

describe('the cart and the order price combo lines on the server', () => {
  it('complete combos at the combo price, the rest at the normal price; the order total equals the cart total', async () => {
    const idcombo = (await criar(admin, comboBase())).json().combo.idcombopromocional_cabecalho as number;
    // 5 A and 2 B tagged with the combo, a forged price sent along: 2 combos (4 A + 2 B) and one A at R$ 10,00.
    const r = await salvarCarrinho(cliente, [
      { id: a, quantidade: 5, idcombopromocional_cabecalho: idcombo, preco: 0.01, precoUnitario: 0.01 },
      { id: b, quantidade: 2, idcombopromocional_cabecalho: idcombo, totalItem: 0 },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    const carrinho = r.json();
    const linhas = carrinho.produtosSelecionados as ItemCarrinho[];
    const linhaA = linhas.find((l) => l.id === a)!;
    const linhaB = linhas.find((l) => l.id === b)!;
    expect(linhaA).toMatchObject({ origemPreco: 'combo', idcombopromocional_cabecalho: idcombo, totalItem: 43.32 });
    expect(linhaA.combo).toMatchObject({ quantidade: 4, precoUnitario: 8.33 });
    expect(linhaB).toMatchObject({ origemPreco: 'combo', totalItem: 16.68 });
    // No coupon discounts combo lines: only the spare A (R$ 10,00) could be discounted.
    expect(carrinho.totalCompras).toBeGreaterThanOrEqual(50);

    const pedido = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(
        t.aurora,
        [
          { id: a, quantidade: 5 },
          { id: b, quantidade: 2 },
        ],
        data,
      ),
    );
    expect(pedido.statusCode, pedido.body).toBe(200);
    expect(pedido.json().totalpedido).toBe(carrinho.totalCompras);
    const itens = await t.db
      .selectFrom('pedido_itens')
      .select(['idproduto', 'origem_preco', 'idcombopromocional_cabecalho'])
      .where('numpedido', '=', pedido.json().numpedido)
      .orderBy('idproduto')
      .execute();
    expect(itens.map((i) => [i.origem_preco, i.idcombopromocional_cabecalho])).toEqual([
      ['combo', idcombo],
      ['combo', idcombo],
    ]);
  });

  it("a forged combo id (unknown, another client's, ended, another supplier's product) is a normal line with a notice", async () => {
    const doOutro = (await criar(admin, { ...comboBase(), clientes: [outro.idcliente] })).json().combo
      .idcombopromocional_cabecalho as number;
    const encerrado = (await criar(admin, comboBase())).json().combo.idcombopromocional_cabecalho as number;
    await encerrar(admin, encerrado);
    for (const idcombo of [doOutro, encerrado, 2147483000]) {
      const r = await salvarCarrinho(cliente, [
        { id: a, quantidade: 2, idcombopromocional_cabecalho: idcombo },
        { id: b, quantidade: 1, idcombopromocional_cabecalho: idcombo },
      ]);
      expect(r.statusCode, r.body).toBe(200);
      const c = r.json();
      expect((c.produtosSelecionados as ItemCarrinho[]).map((l) => [l.origemPreco, l.totalItem])).toEqual([
        ['normal', 20],
        ['normal', 10],
      ]);
      expect(
        (c.produtosSelecionados as ItemCarrinho[]).every(
          (l) => l.idcombopromocional_cabecalho === null && l.combo === null,
        ),
      ).toBe(true);
      expect(c.avisos.map((x: { codigo: string }) => x.codigo)).toEqual([
        'carrinho.combo-indisponivel',
        'carrinho.combo-indisponivel',
      ]);
    }
  });

  it('a Pix combo is priced with Pix (or before a method is chosen), not with another method; ending it prices the lines normally', async () => {
    const idcombo = (await criar(admin, { ...comboBase(), idformapagamento: PIX_AURORA })).json().combo
      .idcombopromocional_cabecalho as number;
    const itens = [
      { id: a, quantidade: 2, idcombopromocional_cabecalho: idcombo },
      { id: b, quantidade: 1, idcombopromocional_cabecalho: idcombo },
    ];
    const soma = (c: { produtosSelecionados: ItemCarrinho[] }) =>
      Math.round(c.produtosSelecionados.reduce((s, l) => s + l.totalItem, 0) * 100) / 100;
    expect(soma((await salvarCarrinho(cliente, itens)).json())).toBe(25);
    expect(soma((await salvarCarrinho(cliente, itens, `&idformapagamento=${PIX_AURORA}`)).json())).toBe(25);
    const emDinheiro = (await salvarCarrinho(cliente, itens, `&idformapagamento=${DINHEIRO_AURORA}`)).json();
    expect(soma(emDinheiro)).toBe(30);
    // The order paid in cash: the combo does not apply.
    const pedido = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(
        t.aurora,
        [
          { id: a, quantidade: 2 },
          { id: b, quantidade: 1 },
        ],
        data,
      ),
    );
    expect(pedido.statusCode, pedido.body).toBe(200);
    expect(pedido.json().totalpedido).toBe(emDinheiro.totalCompras);
    await salvarCarrinho(cliente, itens);
    await encerrar(admin, idcombo);
    const depois = await t.app.inject({
      url: `/api/v2/app/${cliente.token}~${cliente.idcliente}/usuario/${cliente.idcliente}/cart?idfornecedor=${t.aurora}`,
    });
    expect(soma(depois.json())).toBe(30);
    expect(depois.json().produtosSelecionados[0]).toMatchObject({ origemPreco: 'normal', combo: null });
  });
});

describe('the demo combos (server/db/seed/combos.ts)', () => {
  it('Aurora has three, one per payment method (Pix, boleto, card); ConstruForte one', async () => {
    const aurora = (await t.app.inject({ url: `/api/v4/promotional-combo-all/${t.aurora}` })).json().combos as {
      idcombopromocional_cabecalho: number;
      nome: string;
      formaPagamento: string | null;
      preco: number;
      precoNormal: number;
    }[];
    const seeded = aurora.filter((c) => c.idcombopromocional_cabecalho <= 4);
    expect(seeded.map((c) => [c.nome, c.formaPagamento, c.preco, c.precoNormal]).sort()).toEqual([
      ['Combo Cesta Básica', 'Pix', 26.9, 30.98],
      ['Combo Churrasco', 'Boleto bancário', 54.36, 60.42],
      ['Combo Festa', 'Cartão de crédito', 25.9, 29.96],
    ]);
    const construforte = await criarSessao(t.db, { idfornecedor: t.construforte });
    const cf = (await doCliente(construforte, construforte.idcliente, t.construforte)).json().combos as {
      nome: string;
    }[];
    expect(cf.map((c) => c.nome)).toEqual(['Combo Reboco']);
  });
});
