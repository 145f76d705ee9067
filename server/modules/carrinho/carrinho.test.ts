import { isValidEan } from '#engine/rules/product-code';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTotals, linePriceFromProduct } from '#engine/rules/pricing';
import { toCentavos } from '#engine/rules/money';
import { toMilesimos } from '#engine/rules/quantity';
import { anonToken, criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';

let t: TestApp;
let maria: SessaoDeTeste;
let outro: SessaoDeTeste;

interface ProdutoTeste {
  id: number;
  nome: string;
  preco_centavos: number;
}

/** Aurora products picked by their features (never hard-coded ids). */
const produtos: Record<string, ProdutoTeste & Record<string, unknown>> = {};

beforeAll(async () => {
  t = await startTestApp();
  maria = await criarSessao(t.db, { idfornecedor: t.aurora });
  outro = await criarSessao(t.db, { idfornecedor: t.aurora });
  const base = () =>
    t.db
      .selectFrom('produtos')
      .selectAll()
      .where('idfornecedor', '=', t.aurora)
      .where('ativo', '=', true)
      .where('produto_adicional_de', 'is', null)
      .orderBy('id');
  const pegar = async (nome: string, query: ReturnType<typeof base>) => {
    const row = await query.executeTakeFirstOrThrow();
    produtos[nome] = row as unknown as ProdutoTeste & Record<string, unknown>;
  };
  await pegar(
    'simples',
    base()
      .where('precovendaatacado_centavos', 'is', null)
      .where('maxporpedido_milesimos', 'is', null)
      .where('granularidade_milesimos', '=', 1000)
      .where('min_por_pedido_milesimos', 'is', null)
      .where(sql<boolean>`desconto_progressivo = '[]'::jsonb`),
  );
  await pegar('kg', base().where('unidade', '=', 'KG').where('granularidade_milesimos', '=', 500));
  await pegar('maximo', base().where('maxporpedido_milesimos', 'is not', null));
  await pegar(
    'atacado',
    base()
      .where('precovendaatacado_centavos', 'is not', null)
      .where('minvendaatacado_milesimos', 'is not', null)
      .where(sql<boolean>`desconto_progressivo = '[]'::jsonb`),
  );
  await pegar('embalagem', base().where('permite_embalagem', '=', true).where('preco_embalagem_centavos', '>', 0));
});

afterAll(async () => {
  await t?.close();
});

// Without Aurora's automatic coupon, so that the totals here are the lines' (the coupons' own
// effect on the total is server/modules/cupons/cupons.test.ts).
const url = (s: { token: string; idcliente: number }, idfornecedor = t.aurora, idcliente = s.idcliente) =>
  `/api/v2/app/${s.token}~${s.idcliente}/usuario/${idcliente}/cart?idfornecedor=${idfornecedor}&cupomAplicacaoAutomatica=false`;
const salvar = (
  s: { token: string; idcliente: number },
  payload: unknown,
  opcoes: { idfornecedor?: string; idcliente?: number } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: url(s, opcoes.idfornecedor, opcoes.idcliente),
    payload: payload as Record<string, unknown>,
  });
const carregar = (
  s: { token: string; idcliente: number },
  opcoes: { idfornecedor?: string; idcliente?: number } = {},
) => t.app.inject({ url: url(s, opcoes.idfornecedor, opcoes.idcliente) });

const p = (nome: string) => produtos[nome] as ProdutoTeste & Record<string, unknown>;

describe('cart calls (POST and GET /v2/app/{auth}~{id}/usuario/{id}/cart)', () => {
  it('needs a client: anonymous callers get 403 "Não foi possivel salvar o carrinho"', async () => {
    const anonimo = { token: anonToken(), idcliente: 0 };
    for (const r of [
      await salvar(anonimo, { cartItens: [] }, { idcliente: 1 }),
      await carregar(anonimo, { idcliente: 1 }),
    ]) {
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ mensagem: 'Não foi possivel salvar o carrinho', codigo: 'carrinho.sem-cliente' });
    }
  });

  it('saves the lines, never trusting a price, an attendant price or a total sent by the browser; answers them sorted by name', async () => {
    const simples = p('simples');
    const kg = p('kg');
    const r = await salvar(maria, {
      cartItens: [
        { id: simples.id, quantidade: 3, preco: 0.01, precoatendente: 0.01, totalItem: 0.01, precoUnitario: 0.01 },
        { id: kg.id, quantidade: 1.5 },
      ],
      observacao: 'Entregar pela manhã',
      numPedidoCliente: 'PC-42',
    });
    expect(r.statusCode, r.body).toBe(200);
    const carrinho = r.json();
    const nomes = carrinho.produtosSelecionados.map((l: { nome: string }) => l.nome);
    expect(nomes).toEqual([...nomes].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
    const linha = carrinho.produtosSelecionados.find((l: { id: number }) => l.id === simples.id);
    expect(linha).toMatchObject({
      quantidade: 3,
      precoatendente: null,
      origemPreco: 'normal',
      precoUnitario: simples.preco_centavos / 100,
    });
    expect(toCentavos(linha.totalItem)).toBe(simples.preco_centavos * 3);
    const linhaKg = carrinho.produtosSelecionados.find((l: { id: number }) => l.id === kg.id);
    expect(linhaKg.quantidade).toBe(1.5);
    const soma = carrinho.produtosSelecionados.reduce(
      (s: number, l: { totalItem: number }) => s + toCentavos(l.totalItem),
      0,
    );
    expect(toCentavos(carrinho.totalCompras)).toBe(soma);
    expect(carrinho).toMatchObject({
      bloqueio_atendimento: false,
      observacao: 'Entregar pela manhã',
      numPedidoCliente: 'PC-42',
      avisos: [],
    });

    const salvo = await carregar(maria);
    expect(salvo.statusCode).toBe(200);
    expect(salvo.json()).toEqual(carrinho);
    const itens = await t.db
      .selectFrom('carrinho_itens')
      .selectAll()
      .where('idcliente', '=', maria.idcliente)
      .execute();
    expect(itens.every((i) => i.preco_atendente_centavos === null)).toBe(true);
  });

  it('corrects quantities by the rules and says so; drops unknown products and lines at 0', async () => {
    const maximo = p('maximo');
    const simples = p('simples');
    const r = await salvar(maria, {
      cartItens: [
        { id: maximo.id, quantidade: 999_999 },
        { id: 2_000_000_000, quantidade: 1 },
        { id: simples.id, quantidade: 0 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const carrinho = r.json();
    expect(carrinho.produtosSelecionados.map((l: { id: number }) => l.id)).toEqual([maximo.id]);
    expect(toMilesimos(carrinho.produtosSelecionados[0].quantidade)).toBe(maximo.maxporpedido_milesimos);
    expect(carrinho.avisos).toEqual([
      {
        id: maximo.id,
        codigo: 'carrinho.quantidade-ajustada',
        mensagem: expect.stringMatching(/quantidade ajustada para .+ \(máximo por pedido\)$/),
      },
      {
        id: 2_000_000_000,
        codigo: 'carrinho.produto-indisponivel',
        mensagem: 'Produto não encontrado ou indisponível: ele saiu do carrinho.',
      },
    ]);
    // Observations are kept when a save does not send them.
    expect(carrinho.observacao).toBe('Entregar pela manhã');
  });

  it('refuses negative or absurd quantities with a pt-BR message, and loses nothing', async () => {
    const antes = (await carregar(maria)).json();
    for (const quantidade of [-1, 1e12, 'muito']) {
      const r = await salvar(maria, { cartItens: [{ id: p('simples').id, quantidade }] });
      expect(r.statusCode).toBe(400);
      expect(r.json().mensagem).toMatch(/^Requisição inválida/);
    }
    expect((await carregar(maria)).json()).toEqual(antes);
  });

  it('applies the wholesale price from its minimum, and the gift wrap', async () => {
    const atacado = p('atacado');
    const minimo = Math.ceil(
      (atacado.minvendaatacado_milesimos as number) / (atacado.multiploincremento as number) / 1000,
    );
    const embalagem = p('embalagem');
    const r = await salvar(maria, {
      cartItens: [
        { id: atacado.id, quantidade: minimo },
        { id: embalagem.id, quantidade: 2, embalarParaPresente: true },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const linhas = r.json().produtosSelecionados as {
      id: number;
      origemPreco: string;
      precoUnitario: number;
      totalItem: number;
      embalarParaPresente: boolean;
    }[];
    const linhaAtacado = linhas.find((l) => l.id === atacado.id)!;
    if ((atacado.precovendaatacado_centavos as number) < atacado.preco_centavos) {
      expect(linhaAtacado).toMatchObject({
        origemPreco: 'atacado',
        precoUnitario: (atacado.precovendaatacado_centavos as number) / 100,
      });
    }
    const linhaEmbalagem = linhas.find((l) => l.id === embalagem.id)!;
    expect(linhaEmbalagem.embalarParaPresente).toBe(true);
    expect(toCentavos(linhaEmbalagem.totalItem)).toBe(
      toCentavos(linhaEmbalagem.precoUnitario) * 2 + (embalagem.preco_embalagem_centavos as number) * 2,
    );
  });

  it('a cart an attendant priced is locked: the price shows, changes get 423, the same lines still save', async () => {
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    const simples = p('simples');
    await salvar(cliente, { cartItens: [{ id: simples.id, quantidade: 2 }] });
    await t.db
      .updateTable('carrinho_itens')
      .set({ preco_atendente_centavos: 123 })
      .where('idcliente', '=', cliente.idcliente)
      .execute();
    const travado = (await carregar(cliente)).json();
    expect(travado.bloqueio_atendimento).toBe(true);
    expect(travado.produtosSelecionados[0]).toMatchObject({
      precoatendente: 1.23,
      precoUnitario: 1.23,
      origemPreco: 'atendente',
      totalItem: 2.46,
    });
    const mudanca = await salvar(cliente, { cartItens: [{ id: simples.id, quantidade: 5 }] });
    expect(mudanca.statusCode).toBe(423);
    expect(mudanca.json().codigo).toBe('carrinho.bloqueado');
    const mesmo = await salvar(cliente, { cartItens: [{ id: simples.id, quantidade: 2 }], observacao: 'ok' });
    expect(mesmo.statusCode).toBe(200);
    expect(mesmo.json().produtosSelecionados[0].precoatendente).toBe(1.23);
  });

  it('an attendant prices a line (the cart locks), the customer forces the release; both are recorded with who and when', async () => {
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    const atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
    const simples = p('simples');
    await salvar(cliente, { cartItens: [{ id: simples.id, quantidade: 2 }] });
    const base = `/api/v2/app/${atendente.token}/atendimento/carrinho/${cliente.idcliente}`;
    const visto = await t.app.inject({ url: `${base}?idfornecedor=${t.aurora}` });
    expect(visto.statusCode, visto.body).toBe(200);
    expect(visto.json().produtosSelecionados.map((l: { id: number }) => l.id)).toEqual([simples.id]);

    const preco = await t.app.inject({
      method: 'POST',
      url: `${base}/item/${simples.id}?idfornecedor=${t.aurora}`,
      payload: { precoatendente: 1.5 },
    });
    expect(preco.statusCode, preco.body).toBe(200);
    // The attendant sees the cart as the customer's (with Aurora's automatic 5 % coupon: 3,00 − 0,15).
    expect(preco.json()).toMatchObject({
      bloqueio_atendimento: true,
      totalCompras: 2.85,
      valorDesconto: 0.15,
      cupom: { codigoCupom: 'AURORA5', cupomAutomatico: true },
    });
    expect((await carregar(cliente)).json().produtosSelecionados[0]).toMatchObject({
      precoatendente: 1.5,
      origemPreco: 'atendente',
    });
    expect((await salvar(cliente, { cartItens: [{ id: simples.id, quantidade: 3 }] })).statusCode).toBe(423);

    const livre = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${cliente.token}~${cliente.idcliente}/usuario/${cliente.idcliente}/cart/desbloquear?idfornecedor=${t.aurora}`,
    });
    expect(livre.statusCode, livre.body).toBe(200);
    expect(livre.json().bloqueio_atendimento).toBe(false);
    expect(livre.json().produtosSelecionados[0].precoatendente).toBeNull();
    expect((await salvar(cliente, { cartItens: [{ id: simples.id, quantidade: 3 }] })).statusCode).toBe(200);

    const registro = await t.db
      .selectFrom('carrinho_bloqueios')
      .selectAll()
      .where('idcliente', '=', cliente.idcliente)
      .orderBy('id')
      .execute();
    expect(registro.map((r) => [r.acao, r.idusuario, r.papel, r.preco_centavos])).toEqual([
      ['bloqueio', atendente.idusuario, 'atendente', 150],
      ['desbloqueio', cliente.idusuario, 'cliente', null],
    ]);
    expect(registro.every((r) => r.em instanceof Date)).toBe(true);
  });

  it('only an attendant of the supplier works a cart, of a client registered there, on a line it has', async () => {
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    await salvar(cliente, { cartItens: [{ id: p('simples').id, quantidade: 1 }] });
    const atendenteConstru = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'atendente' });
    const atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
    const rota = (token: string, idcliente: number, sufixo = '') =>
      `/api/v2/app/${token}/atendimento/carrinho/${idcliente}${sufixo}?idfornecedor=${t.aurora}`;
    expect((await t.app.inject({ url: rota(cliente.token, cliente.idcliente) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: rota(atendenteConstru.token, cliente.idcliente) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: rota(anonToken(), cliente.idcliente) })).statusCode).toBe(401);
    const construCliente = await criarSessao(t.db, { idfornecedor: t.construforte });
    expect((await t.app.inject({ url: rota(atendente.token, construCliente.idcliente) })).statusCode).toBe(404);
    const semLinha = await t.app.inject({
      method: 'POST',
      url: rota(atendente.token, cliente.idcliente, `/item/${p('kg').id}`),
      payload: { precoatendente: 2 },
    });
    expect(semLinha.json()).toMatchObject({ codigo: 'carrinho.linha-nao-encontrada' });
    const zero = await t.app.inject({
      method: 'POST',
      url: rota(atendente.token, cliente.idcliente, `/item/${p('simples').id}`),
      payload: { precoatendente: 0 },
    });
    expect(zero.statusCode).toBe(400);
  });

  it('quick order: each pasted line checked against the catalogue and the rules, with a pt-BR message', async () => {
    const maximo = p('maximo');
    const kg = p('kg');
    const texto = [
      'código;quantidade',
      `${maximo.idcadastroextraproduto};999999`,
      `${kg.idcadastroextraproduto}\t1,5`,
      '99999999 2',
      'sem-quantidade',
    ].join('\n');
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${anonToken()}/pedido-rapido?idfornecedor=aurora`,
      payload: { texto },
    });
    expect(r.statusCode, r.body).toBe(200);
    const { linhas, invalidas } = r.json() as {
      linhas: {
        linha: number;
        ok: boolean;
        quantidade: number | null;
        mensagem: string | null;
        produto: { id: number } | null;
      }[];
      invalidas: { linha: number }[];
    };
    expect(linhas.map((l) => [l.linha, l.ok, l.produto?.id ?? null])).toEqual([
      [2, true, maximo.id],
      [3, true, kg.id],
      [4, false, null],
    ]);
    expect(linhas[0]!.mensagem).toMatch(/^quantidade ajustada para .+ \(máximo de .+ por pedido\)$/);
    expect(linhas[1]).toMatchObject({ quantidade: 1.5, mensagem: null });
    expect(linhas[2]!.mensagem).toBe('código não encontrado');
    expect(invalidas.map((i) => i.linha)).toEqual([5]);
    const demais = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${anonToken()}/pedido-rapido?idfornecedor=aurora`,
      payload: { texto: '1 1\n'.repeat(501) },
    });
    expect(demais.statusCode).toBe(400);
  });

  it("quick order takes a product's EAN as well as its code (issue 35 item 1); the product page's answer carries the EAN", async () => {
    const comEan = await t.db
      .selectFrom('produtos')
      .selectAll()
      .where('idfornecedor', '=', t.aurora)
      .where('ativo', '=', true)
      .where('produto_adicional_de', 'is', null)
      .where('ean', 'is not', null)
      .where('maximo_disponivel_milesimos', 'is', null)
      .where('preco_centavos', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(isValidEan(comEan.ean!)).toBe(true);
    // A product sold by weight has no EAN in the demo data.
    const kg = await t.db
      .selectFrom('produtos')
      .select('ean')
      .where('idfornecedor', '=', t.aurora)
      .where('unidade', '=', 'KG')
      .executeTakeFirstOrThrow();
    expect(kg.ean).toBeNull();

    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${anonToken()}/pedido-rapido?idfornecedor=aurora`,
      payload: { texto: `${comEan.ean} 1\n${comEan.idcadastroextraproduto} 1\n7890000000000 1` },
    });
    expect(r.statusCode, r.body).toBe(200);
    const { linhas } = r.json() as {
      linhas: { ok: boolean; mensagem: string | null; produto: { id: number } | null }[];
    };
    expect(linhas.map((l) => [l.ok, l.produto?.id ?? null])).toEqual([
      [true, comEan.id],
      [true, comEan.id],
      [false, null],
    ]);
    expect(linhas[2]!.mensagem).toBe('código não encontrado');

    const pagina = await t.app.inject({
      url: `/api/v2/app/${anonToken()}/fornecedor/${t.aurora}/produto/${comEan.slug}`,
    });
    expect(pagina.statusCode, pagina.body).toBe(200);
    expect((pagina.json() as { ean?: string | null }).ean).toBe(comEan.ean);
  });

  it('a product the price list has no price for (preco 0) is never sold at R$ 0,00: the cart and the quick order refuse it with a pt-BR message', async () => {
    const semPreco = await t.db
      .selectFrom('produtos')
      .selectAll()
      .where('idfornecedor', '=', t.aurora)
      .where('preco_centavos', '=', 0)
      .where('ativo', '=', true)
      .executeTakeFirstOrThrow();
    // Listed, with preconf 0 (spec section 5's price rule), in a list that still has prices.
    const lista = await t.app.inject({
      url: `/api/v2/app/${anonToken()}/listaprodutos/${t.aurora}?sk=${encodeURIComponent('cesta corporativa')}`,
    });
    const listado = (
      lista.json() as { produtos: { id: number; preco: number | null; preconf: number | null }[] }
    ).produtos.find((x) => x.id === semPreco.id);
    expect(listado).toMatchObject({ preco: 0, preconf: 0 });

    const r = await salvar(maria, {
      cartItens: [
        { id: semPreco.id, quantidade: 1 },
        { id: p('simples').id, quantidade: 1 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const cart = r.json() as {
      produtosSelecionados: { id: number }[];
      avisos: { id: number; codigo: string; mensagem: string }[];
    };
    expect(cart.produtosSelecionados.map((l) => l.id)).toEqual([p('simples').id]);
    expect(cart.avisos).toContainEqual({
      id: semPreco.id,
      codigo: 'carrinho.sem-preco',
      mensagem: `${semPreco.nome}: produto sem preço nesta loja; peça um orçamento ao fornecedor. Ele saiu do carrinho.`,
    });

    const rapido = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${anonToken()}/pedido-rapido?idfornecedor=aurora`,
      payload: { texto: `${semPreco.idcadastroextraproduto} 2` },
    });
    expect((rapido.json() as { linhas: { ok: boolean; mensagem: string | null }[] }).linhas).toMatchObject([
      { ok: false, mensagem: 'produto sem preço: peça um orçamento ao fornecedor' },
    ]);
    await salvar(maria, { cartItens: [] });
  });

  it('an out-of-stock product (enable-stock-control, maximo_disponivel 0) leaves the cart and the quick order with a pt-BR message', async () => {
    const esgotado = await t.db
      .selectFrom('produtos')
      .selectAll()
      .where('idfornecedor', '=', t.aurora)
      .where('maximo_disponivel_milesimos', '=', 0)
      .where('ativo', '=', true)
      .where('produto_adicional_de', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const r = await salvar(maria, {
      cartItens: [
        { id: esgotado.id, quantidade: 1 },
        { id: p('simples').id, quantidade: 1 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const cart = r.json() as {
      produtosSelecionados: { id: number }[];
      avisos: { id: number; codigo: string; mensagem: string }[];
    };
    expect(cart.produtosSelecionados.map((l) => l.id)).toEqual([p('simples').id]);
    expect(cart.avisos).toContainEqual({
      id: esgotado.id,
      codigo: 'carrinho.sem-estoque',
      mensagem: `${esgotado.nome}: produto indisponível no momento; ele saiu do carrinho.`,
    });
    const rapido = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${anonToken()}/pedido-rapido?idfornecedor=aurora`,
      payload: { texto: `${esgotado.idcadastroextraproduto} 1` },
    });
    expect((rapido.json() as { linhas: { ok: boolean; mensagem: string | null }[] }).linhas).toMatchObject([
      { ok: false, mensagem: 'produto indisponível no momento' },
    ]);
    await salvar(maria, { cartItens: [] });
  });

  it("refuses another client's cart, another supplier's session and a dead session", async () => {
    expect((await carregar(outro, { idcliente: maria.idcliente })).statusCode).toBe(403);
    expect((await salvar(outro, { cartItens: [] }, { idcliente: maria.idcliente })).statusCode).toBe(403);
    // Outro's token with Maria's id in the segment.
    const r = await t.app.inject({
      url: `/api/v2/app/${outro.token}~${maria.idcliente}/usuario/${maria.idcliente}/cart?idfornecedor=${t.aurora}`,
    });
    expect(r.statusCode).toBe(403);
    expect(r.body).not.toContain('Entregar pela manhã');
    expect((await carregar(maria, { idfornecedor: t.construforte })).json().codigo).toBe('sessao.fornecedor-invalido');
    const morta = await criarSessao(t.db, { idfornecedor: t.aurora, expirada: true });
    expect((await carregar(morta)).statusCode).toBe(401);
  });

  it('hides every price from a client not approved at a supplier that hides prices', async () => {
    const pendente = await criarSessao(t.db, { idfornecedor: t.construforte, aprovado: false });
    const produto = await t.db
      .selectFrom('produtos')
      .select('id')
      .where('idfornecedor', '=', t.construforte)
      .where('ativo', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const r = await salvar(
      pendente,
      { cartItens: [{ id: produto.id, quantidade: 1 }] },
      { idfornecedor: t.construforte },
    );
    expect(r.statusCode, r.body).toBe(200);
    const carrinho = r.json();
    expect(carrinho.totalCompras).toBeNull();
    expect(carrinho.produtosSelecionados[0]).toMatchObject({
      preco: null,
      precoUnitario: null,
      totalItem: null,
      origemPreco: null,
    });
  });

  it("property: the server's total equals the browser's (the core over the wire fields) for random carts", async () => {
    const ids = (
      await t.db
        .selectFrom('produtos')
        .select('id')
        .where('idfornecedor', '=', t.aurora)
        .where('ativo', '=', true)
        .where('produto_adicional_de', 'is', null)
        .orderBy('id')
        .limit(60)
        .execute()
    ).map((r) => r.id);
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.record({
            id: fc.constantFrom(...ids),
            quantidade: fc.integer({ min: 0, max: 40_000 }).map((m) => m / 1000),
            embalarParaPresente: fc.boolean(),
          }),
          { selector: (l) => l.id, maxLength: 8 },
        ),
        async (cartItens) => {
          const r = await salvar(cliente, { cartItens });
          expect(r.statusCode, r.body).toBe(200);
          const carrinho = r.json();
          const linhas = carrinho.produtosSelecionados.map(
            (
              l: Parameters<typeof linePriceFromProduct>[0] & {
                id: number;
                quantidade: number;
                embalarParaPresente: boolean;
              },
            ) => ({
              id: String(l.id),
              quantidade: toMilesimos(l.quantidade),
              preco: linePriceFromProduct(l)!,
              embalarParaPresente: l.embalarParaPresente,
            }),
          );
          expect(toCentavos(carrinho.totalCompras)).toBe(cartTotals(linhas, { ignorarMultiplo: false }).total);
        },
      ),
      { numRuns: 40 },
    );
  });
});
