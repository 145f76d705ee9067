/**
 * Price lists per client (issue 33, item 3), as the clients see them: ConstruForte's demo list B
 * gives Maria its prices, wholesale rule and tiers on the product page and the list, while
 * another client sees the supplier's list price and a visitor no price; a list reaches a client by
 * name or by tag (named first, an inactive list nobody); the cart and the order are priced at the
 * list; and the public cache never carries a list's price (a cached anonymous answer is the
 * supplier's, whichever call came first).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCentavos } from '#engine/rules/money';
import { anonToken, criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from '../pedidos/pedidos-teste';

let t: TestApp;

interface ProdutoResposta {
  id: number;
  slug: string;
  preco: number | null;
  preco_original: number | null;
  precovendaatacado: number | null;
  minvendaatacado: number | null;
  efeitospoliticas: { descontoProgressivo: Record<string, number> };
}

beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
});
afterAll(async () => {
  await t?.close();
});

async function loginMaria(idfornecedor: string): Promise<{ token: string; idcliente: number }> {
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
    payload: { cpf: 'maria@exemplo.com.br', senha: 'maria123', idfornecedor },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

async function produto(auth: string, idfornecedor: string, slug: string): Promise<ProdutoResposta> {
  const r = await t.app.inject({ url: `/api/v2/app/${auth}/fornecedor/${idfornecedor}/produto/${slug}` });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

async function lista(auth: string, idfornecedor: string, qs: string) {
  return t.app.inject({ url: `/api/v2/app/${auth}/listaprodutos/${idfornecedor}?${qs}` });
}

/** A list of the supplier written as the ERP import leaves it (the import itself: integracao.test.ts). */
async function novaLista(
  idfornecedor: string,
  opcoes: {
    cod: string;
    clientes?: number[];
    tags?: string[];
    prioridade?: number;
    precos: { idproduto: number; centavos: number; faixas?: [number, number][] }[];
  },
): Promise<number> {
  const { idlista } = await t.db
    .insertInto('listas_preco')
    .values({
      idfornecedor,
      cod_erp: opcoes.cod,
      nome: `Lista ${opcoes.cod}`,
      ativa: true,
      prioridade: opcoes.prioridade ?? 0,
      tags_cliente: JSON.stringify(opcoes.tags ?? []),
    })
    .returning('idlista')
    .executeTakeFirstOrThrow();
  if (opcoes.clientes?.length)
    await t.db
      .insertInto('listas_preco_clientes')
      .values(opcoes.clientes.map((idcliente) => ({ idlista, idcliente })))
      .execute();
  await t.db
    .insertInto('listas_preco_itens')
    .values(
      opcoes.precos.map((p) => ({
        idlista,
        idproduto: p.idproduto,
        preco_centavos: p.centavos,
        precovendaatacado_centavos: null,
        minvendaatacado_milesimos: null,
        desconto_progressivo: JSON.stringify(
          (p.faixas ?? []).map(([q, c]) => ({ quantidade_milesimos: q * 1000, preco_centavos: c })),
        ),
      })),
    )
    .execute();
  return idlista;
}

describe("ConstruForte's demo price list B", () => {
  const VOTOFORTE_50 = 'cimento-cp-ii-e-32-votoforte-50-kg';
  const VOTOFORTE_25 = 'cimento-cp-ii-e-32-votoforte-25-kg';
  const MONTECAL_25 = 'cimento-cp-ii-e-32-montecal-25-kg';

  it("gives Maria the list's price, wholesale rule and tiers; another client the list price; a visitor none", async () => {
    const maria = await loginMaria(t.construforte);
    const outro = await criarSessao(t.db, { idfornecedor: t.construforte });

    expect(await produto(maria.token, t.construforte, VOTOFORTE_50)).toMatchObject({
      preco: 35.9,
      preco_original: null,
      precovendaatacado: 33.9,
      minvendaatacado: 10,
      efeitospoliticas: { descontoProgressivo: {} },
    });
    // The product's own wholesale (R$ 19,39 from 6) is not the list's.
    expect(await produto(maria.token, t.construforte, VOTOFORTE_25)).toMatchObject({
      preco: 19.9,
      precovendaatacado: null,
      minvendaatacado: null,
    });
    expect(await produto(maria.token, t.construforte, MONTECAL_25)).toMatchObject({
      preco: 21.9,
      efeitospoliticas: { descontoProgressivo: { '10': 20.9, '20': 19.9 } },
    });

    expect(await produto(outro.token, t.construforte, VOTOFORTE_50)).toMatchObject({
      preco: 38.9,
      precovendaatacado: null,
    });
    expect(await produto(outro.token, t.construforte, VOTOFORTE_25)).toMatchObject({
      preco: 21.89,
      precovendaatacado: 19.39,
    });
    expect(await produto(outro.token, t.construforte, MONTECAL_25)).toMatchObject({
      preco: 23.2,
      efeitospoliticas: { descontoProgressivo: { '5': 22.5, '10': 21.81, '20': 20.88 } },
    });
    expect((await produto(anonToken(), t.construforte, VOTOFORTE_50)).preco).toBeNull();

    // The product list and the search as you type say the same.
    const deMaria = (await lista(maria.token, t.construforte, 'sk=cimento&limit=100')).json() as {
      produtos: ProdutoResposta[];
    };
    const doOutro = (await lista(outro.token, t.construforte, 'sk=cimento&limit=100')).json() as {
      produtos: ProdutoResposta[];
    };
    expect(deMaria.produtos.find((p) => p.slug === VOTOFORTE_50)?.preco).toBe(35.9);
    expect(doOutro.produtos.find((p) => p.slug === VOTOFORTE_50)?.preco).toBe(38.9);
    // Products the list does not price keep the supplier's price for Maria too.
    const alheio = deMaria.produtos.find((p) => p.slug === 'cimento-cp-ii-f-40-votoforte-50-kg');
    expect(alheio?.preco).toBe(doOutro.produtos.find((p) => p.slug === 'cimento-cp-ii-f-40-votoforte-50-kg')?.preco);
    const sugestoes = await t.app.inject({
      url: `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${t.construforte}&query=votoforte&idcliente=${maria.idcliente}`,
      headers: { authorization: `Bearer ${maria.token}` },
    });
    expect(sugestoes.statusCode, sugestoes.body).toBe(200);
    const sugerido = (sugestoes.json() as { produtos: ProdutoResposta[] }).produtos.find(
      (p) => p.slug === VOTOFORTE_50,
    );
    expect(sugerido?.preco).toBe(35.9);
  });

  it('keeps prices hidden from a client not approved there, even one the list names', async () => {
    const pendente = await criarSessao(t.db, { idfornecedor: t.construforte, aprovado: false });
    await t.db.insertInto('listas_preco_clientes').values({ idlista: 1, idcliente: pendente.idcliente }).execute();
    const p = await produto(pendente.token, t.construforte, VOTOFORTE_50);
    expect(p.preco).toBeNull();
    expect(p.precovendaatacado).toBeNull();
  });

  it("a session at another supplier is on none of ConstruForte's lists", async () => {
    const maria = await loginMaria(t.aurora);
    expect((await produto(maria.token, t.construforte, VOTOFORTE_50)).preco).toBeNull();
  });
});

describe('which list a client is on', () => {
  it('a list naming the client wins over a tag list; an inactive list prices nobody', async () => {
    const id = await produtoDeTeste(t.db, t.aurora, null);
    const { slug } = await t.db.selectFrom('produtos').select('slug').where('id', '=', id).executeTakeFirstOrThrow();
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    await t.db
      .updateTable('cadastros_cliente')
      .set({ tags: JSON.stringify(['vip-teste']) })
      .where('idcliente', '=', cliente.idcliente)
      .where('idfornecedor', '=', t.aurora)
      .execute();
    const porTag = await novaLista(t.aurora, {
      cod: 'TAG-VIP',
      tags: ['vip-teste'],
      precos: [{ idproduto: id, centavos: 900 }],
    });
    const outraTag = await novaLista(t.aurora, {
      cod: 'TAG-VIP-2',
      tags: ['vip-teste'],
      prioridade: 5,
      precos: [{ idproduto: id, centavos: 950 }],
    });
    expect((await produto(cliente.token, t.aurora, slug)).preco).toBe(9);
    const nomeia = await novaLista(t.aurora, {
      cod: 'NOMEIA',
      clientes: [cliente.idcliente],
      prioridade: 99,
      precos: [{ idproduto: id, centavos: 800 }],
    });
    expect((await produto(cliente.token, t.aurora, slug)).preco).toBe(8);
    await t.db.updateTable('listas_preco').set({ ativa: false }).where('idlista', 'in', [nomeia, porTag]).execute();
    expect((await produto(cliente.token, t.aurora, slug)).preco).toBe(9.5);
    await t.db.updateTable('listas_preco').set({ ativa: false }).where('idlista', '=', outraTag).execute();
    expect((await produto(cliente.token, t.aurora, slug)).preco).toBe(10);
  });
});

describe("the list's prices order 'Menor preço' and 'Maior preço'", () => {
  it("for the client on the list, by the list's price where it has one; for anyone else, by the supplier's", async () => {
    const barato = await produtoDeTeste(t.db, t.aurora, null, 'Produto da lista mais barato');
    const caro = await produtoDeTeste(t.db, t.aurora, null, 'Produto da lista mais caro');
    // R$ 50,00 for everyone else; the list makes one R$ 0,01 and the other the shop's dearest.
    await t.db.updateTable('produtos').set({ preco_centavos: 5000 }).where('id', 'in', [barato, caro]).execute();
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    const outro = await criarSessao(t.db, { idfornecedor: t.aurora });
    await novaLista(t.aurora, {
      cod: 'ORDEM-PRECO',
      clientes: [cliente.idcliente],
      precos: [
        { idproduto: barato, centavos: 1 },
        { idproduto: caro, centavos: 9_999_999 },
      ],
    });
    const ids = async (auth: string, ordenacao: string) => {
      const r = await lista(auth, t.aurora, `ordenacao=${ordenacao}&limit=20`);
      expect(r.statusCode, r.body).toBe(200);
      const { produtos, ordenacao: aplicada } = r.json() as { produtos: ProdutoResposta[]; ordenacao: string };
      expect(aplicada).toBe(ordenacao);
      return produtos;
    };
    const precos = (produtos: ProdutoResposta[]) => produtos.map((p) => p.preco ?? 0);
    const crescente = (valores: number[]) => valores.every((v, i) => i === 0 || v >= valores[i - 1]!);
    // The client's cheapest: its prices as it sees them, in order; R$ 0,01 right after any free product.
    const menor = await ids(cliente.token, 'preco-asc');
    expect(crescente(precos(menor)), JSON.stringify(precos(menor))).toBe(true);
    expect(menor.find((p) => p.id === barato)).toMatchObject({ preco: 0.01 });
    expect(menor.findIndex((p) => p.id === barato)).toBe(menor.filter((p) => (p.preco ?? 0) < 0.01).length);
    expect((await ids(cliente.token, 'preco-desc'))[0]).toMatchObject({ id: caro, preco: 99_999.99 });
    // Everyone else sees and is ordered by the supplier's R$ 50,00.
    const menorDoOutro = await ids(outro.token, 'preco-asc');
    expect(crescente(precos(menorDoOutro))).toBe(true);
    expect(menorDoOutro.map((p) => p.id)).not.toContain(barato);
    expect((await ids(outro.token, 'preco-desc')).map((p) => p.id)).not.toContain(caro);
  });
});

describe('the offers, for a client on a list', () => {
  it("leave out what its list prices (the product's offer does not apply to it); another client still sees them", async () => {
    const emOferta = await produtoDeTeste(t.db, t.aurora, null, 'Produto em oferta da lista');
    await t.db
      .updateTable('produtos')
      .set({ preco_centavos: 4000, preco_original_centavos: 5000 })
      .where('id', '=', emOferta)
      .execute();
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    const outro = await criarSessao(t.db, { idfornecedor: t.aurora });
    await novaLista(t.aurora, {
      cod: 'OFERTAS-LISTA',
      clientes: [cliente.idcliente],
      precos: [{ idproduto: emOferta, centavos: 4500 }],
    });
    const arvore = (
      await t.app.inject({ url: `/api/v2/app/${anonToken()}/listacategoriasprodutos/${t.aurora}` })
    ).json() as {
      idcategoria: number;
      tipo: string;
    }[];
    const ofertas = arvore.find((c) => c.tipo === 'OFERTAS')!;
    const daCategoria = async (auth: string) => {
      const r = await lista(auth, t.aurora, `categ=${ofertas.idcategoria}&limit=100`);
      expect(r.statusCode, r.body).toBe(200);
      const corpo = r.json() as { produtos: ProdutoResposta[]; quantidadeProdutos: number };
      for (const p of corpo.produtos) expect(p.preco_original!).toBeGreaterThan(p.preco!);
      return corpo;
    };
    const doCliente = await daCategoria(cliente.token);
    expect(doCliente.produtos.map((p) => p.id)).not.toContain(emOferta);
    const doOutro = await daCategoria(outro.token);
    expect(doOutro.produtos.find((p) => p.id === emOferta)).toMatchObject({ preco: 40, preco_original: 50 });
    expect(doCliente.quantidadeProdutos).toBe(doOutro.quantidadeProdutos - 1);
    // The product's page gives the client its list's price, with no offer.
    const pagina = await produto(
      cliente.token,
      t.aurora,
      (await t.db.selectFrom('produtos').select('slug').where('id', '=', emOferta).executeTakeFirstOrThrow()).slug,
    );
    expect(pagina).toMatchObject({ preco: 45, preco_original: null });
    // An offers carousel leaves it out for the client too.
    const fornecedor = await t.app.fornecedorService.porId(t.aurora);
    const carrossel = async (token: string) =>
      (
        await t.app.catalogoService.produtosDosCarrosseis(fornecedor, await t.app.sessaoService.chamador(token), [
          { ofertas: true, limite: 100 },
        ])
      )[0]!.map((p) => p.id);
    expect(await carrossel(cliente.token)).not.toContain(emOferta);
    expect(await carrossel(outro.token)).toContain(emOferta);
  });
});

describe('the cart and the order', () => {
  let cliente: SessaoDeTeste;
  let semLista: SessaoDeTeste;
  let id: number;

  beforeAll(async () => {
    id = await produtoDeTeste(t.db, t.aurora, null);
    cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    semLista = await criarSessao(t.db, { idfornecedor: t.aurora });
    await novaLista(t.aurora, {
      cod: 'CARRINHO',
      clientes: [cliente.idcliente],
      precos: [{ idproduto: id, centavos: 800, faixas: [[5, 700]] }],
    });
  });

  const salvar = (s: SessaoDeTeste, quantidade: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${s.token}~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${t.aurora}&cupomAplicacaoAutomatica=false`,
      payload: { cartItens: [{ id, quantidade, preco: 0.01 }] },
    });

  it("prices the client's cart lines at its list (tiers included), another client's at the supplier's price", async () => {
    const r = await salvar(cliente, 2);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().produtosSelecionados[0]).toMatchObject({ id, precoUnitario: 8, origemPreco: 'normal' });
    const cinco = (await salvar(cliente, 5)).json();
    expect(cinco.produtosSelecionados[0]).toMatchObject({ precoUnitario: 7, origemPreco: 'progressivo' });
    expect(toCentavos(cinco.totalCompras)).toBe(3500);
    const alheio = (await salvar(semLista, 5)).json();
    expect(alheio.produtosSelecionados[0]).toMatchObject({ precoUnitario: 10, origemPreco: 'normal' });
  });

  it("records the order at the client's list price, whatever the browser sends", async () => {
    const data = await primeiraData(t.db, RETIRADA_AURORA);
    const corpo = corpoPedido(t.aurora, [{ id, quantidade: 5, preco: 0.01 } as never], data);
    const res = await submeter(t.app, cliente.token, cliente.idcliente, corpo);
    expect(res.statusCode, res.body).toBe(200);
    const item = await t.db
      .selectFrom('pedido_itens')
      .select(['preco_unitario_centavos', 'origem_preco', 'total_centavos'])
      .where('numpedido', '=', res.json().numpedido)
      .executeTakeFirstOrThrow();
    expect({
      ...item,
      preco_unitario_centavos: Number(item.preco_unitario_centavos),
      total_centavos: Number(item.total_centavos),
    }).toEqual({
      preco_unitario_centavos: 700,
      origem_preco: 'progressivo',
      total_centavos: 3500,
    });
  });
});

describe('the public catalogue cache', () => {
  it("never carries a client's list price, whichever answer came first", async () => {
    const primeira = (await lista(anonToken(), t.aurora, 'limit=5&page=1')).json() as { produtos: ProdutoResposta[] };
    const alvo = primeira.produtos[0]!;
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    const listaCentavos = toCentavos(alvo.preco as number) - 11;
    await novaLista(t.aurora, {
      cod: 'CACHE',
      clientes: [cliente.idcliente],
      precos: [{ idproduto: alvo.id, centavos: listaCentavos }],
    });
    const qs = 'limit=5&page=1';
    const carrossel = (auth: string) =>
      t.app.inject({ url: `/api/v2/app/${auth}/customizacao/carrossel/list-for-page/${t.aurora}?loadProdutos=true` });
    const precoNoCarrossel = (corpo: string) => {
      const achados = [...corpo.matchAll(new RegExp(`"id":${alvo.id},[^}]*?"preco":([0-9.]+|null)`, 'g'))];
      return achados.map((m) => m[1]);
    };

    for (const ordem of ['cliente primeiro', 'visitante primeiro'] as const) {
      t.app.cachePublico.limpar();
      const chamarCliente = async () => {
        const r = await lista(cliente.token, t.aurora, qs);
        expect(r.headers['x-cache']).toBeUndefined();
        expect((r.json() as { produtos: ProdutoResposta[] }).produtos.find((p) => p.id === alvo.id)?.preco).toBe(
          listaCentavos / 100,
        );
        const c = await carrossel(`${cliente.token}~${cliente.idcliente}`);
        for (const preco of precoNoCarrossel(c.body)) expect(Number(preco)).toBe(listaCentavos / 100);
      };
      if (ordem === 'cliente primeiro') await chamarCliente();
      for (const vez of ['MISS', 'HIT']) {
        const r = await lista(anonToken(), t.aurora, qs);
        expect(r.headers['x-cache'], ordem).toBe(vez);
        expect((r.json() as { produtos: ProdutoResposta[] }).produtos.find((p) => p.id === alvo.id)?.preco, ordem).toBe(
          alvo.preco,
        );
        const c = await carrossel(`${anonToken()}~0`);
        for (const preco of precoNoCarrossel(c.body)) expect(Number(preco), ordem).toBe(alvo.preco);
      }
      if (ordem === 'visitante primeiro') await chamarCliente();
    }
  });
});
