/**
 * The catalogue calls of spec section 7 that answered 404 before issue 31: products by search
 * tags (`produto-by-tags`), a product's sector (`obter-setor`), the v1 form of the list
 * (`listaprodutosf`) and the all-images listing of the public bucket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, criarSessao, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

interface Lista {
  produtos: { id: number; nome: string; preco: number | null }[];
  quantidadeProdutos: number;
  listaTemPrecos: boolean;
}

/** The tags of the supplier's active products, by id, read from the database. */
async function tagsPorProduto(idfornecedor: string): Promise<Map<number, string[]>> {
  const rows = await t.db
    .selectFrom('produtos')
    .select(['id', 'tags'])
    .where('idfornecedor', '=', idfornecedor)
    .where('ativo', '=', true)
    .where('produto_adicional_de', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r.tags]));
}

describe('GET /v2/app/fornecedor/{idfornecedor}/produto-by-tags', () => {
  it('lists exactly the products carrying every tag, and only those of one extra record when asked', async () => {
    const tags = await tagsPorProduto(t.aurora);
    const esperados = (exigidas: string[]) =>
      [...tags.entries()].filter(([, ts]) => exigidas.every((x) => ts.includes(x))).map(([id]) => id);
    for (const exigidas of [['zero-acucar'], ['integral'], ['integral', 'zero-acucar']]) {
      const r = await t.app.inject({
        url: `/api/v2/app/fornecedor/${t.aurora}/produto-by-tags?tagsPesquisa=${exigidas.join(',')}&limit=100`,
      });
      expect(r.statusCode, r.body).toBe(200);
      const lista = r.json() as Lista;
      expect(esperados(exigidas).length).toBeGreaterThan(0);
      expect(lista.produtos.map((p) => p.id).sort((a, b) => a - b)).toEqual(esperados(exigidas).sort((a, b) => a - b));
      expect(lista.quantidadeProdutos).toBe(esperados(exigidas).length);
    }
    const [primeiro] = esperados(['zero-acucar']);
    const cadastro = await t.db
      .selectFrom('produtos')
      .select('idcadastroextraproduto')
      .where('id', '=', primeiro!)
      .executeTakeFirstOrThrow();
    const umCadastro = await t.app.inject({
      url: `/api/v2/app/fornecedor/${t.aurora}/produto-by-tags?tagsPesquisa=zero-acucar&idcadastroextraproduto=${cadastro.idcadastroextraproduto}`,
    });
    expect((umCadastro.json() as Lista).produtos.map((p) => p.id)).toEqual([primeiro]);
  });

  it('hides prices from a visitor where the supplier hides them, and shows them to its logged-in client', async () => {
    const tags = [...(await tagsPorProduto(t.construforte)).values()].flat();
    const tag = tags[0];
    expect(tag).toBeDefined();
    const url = `/api/v2/app/fornecedor/${t.construforte}/produto-by-tags?tagsPesquisa=${encodeURIComponent(tag!)}`;
    const visitante = (await t.app.inject({ url })).json() as Lista;
    expect(visitante.produtos.length).toBeGreaterThan(0);
    expect(visitante.produtos.every((p) => p.preco === null)).toBe(true);
    const cliente = await criarSessao(t.db, { idfornecedor: t.construforte });
    const logado = (await t.app.inject({ url, headers: { authorization: `Bearer ${cliente.token}` } })).json() as Lista;
    expect(logado.produtos.some((p) => typeof p.preco === 'number')).toBe(true);
  });

  it('refuses an empty tag list in pt-BR', async () => {
    const r = await t.app.inject({ url: `/api/v2/app/fornecedor/${t.aurora}/produto-by-tags?tagsPesquisa=%2C%20` });
    expect(r.statusCode).toBe(400);
    expect(r.json().mensagem).toMatch(/informe ao menos uma tag em 'tagsPesquisa'/);
  });
});

describe('GET /v2/app/setores-produto/obter-setor/{idfornecedor}/{idproduto}', () => {
  it("answers the product's top category and the path down to its own category", async () => {
    const produto = await t.db
      .selectFrom('produtos')
      .innerJoin('categorias', 'categorias.idcategoria', 'produtos.idcategoria')
      .select(['produtos.id', 'categorias.idcategoria', 'categorias.idcategoriapai', 'categorias.nome'])
      .where('produtos.idfornecedor', '=', t.aurora)
      .where('categorias.idcategoriapai', 'is not', null)
      .where('produtos.ativo', '=', true)
      .orderBy('produtos.id')
      .executeTakeFirstOrThrow();
    const pai = await t.db
      .selectFrom('categorias')
      .select(['idcategoria', 'nome', 'idcategoriapai'])
      .where('idcategoria', '=', produto.idcategoriapai!)
      .executeTakeFirstOrThrow();
    const r = await t.app.inject({ url: `/api/v2/app/setores-produto/obter-setor/${t.aurora}/${produto.id}` });
    expect(r.statusCode, r.body).toBe(200);
    const setor = r.json() as { idproduto: number; setor: { idcategoria: number }; categorias: { nome: string }[] };
    expect(setor.idproduto).toBe(produto.id);
    expect(setor.categorias.at(-1)?.nome).toBe(produto.nome);
    expect(setor.categorias.at(-2)?.nome).toBe(pai.nome);
    expect(setor.setor).toEqual(setor.categorias[0]);
    if (pai.idcategoriapai === null) expect(setor.setor.idcategoria).toBe(pai.idcategoria);
  });

  it('is 404 for an inactive product and for another supplier’s product', async () => {
    const inativo = await t.db
      .updateTable('produtos')
      .set({ ativo: false })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('produtos')
          .select((e) => e.fn.max('id').as('m'))
          .where('idfornecedor', '=', t.aurora),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const r = await t.app.inject({ url: `/api/v2/app/setores-produto/obter-setor/${t.aurora}/${inativo.id}` });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ codigo: 'produto.nao-encontrado' });
    await t.db.updateTable('produtos').set({ ativo: true }).where('id', '=', inativo.id).execute();
    const alheio = await t.app.inject({
      url: `/api/v2/app/setores-produto/obter-setor/${t.construforte}/${inativo.id}`,
    });
    expect(alheio.statusCode).toBe(404);
  });
});

describe('GET /v1/app/{auth}/listaprodutosf/{idfornecedor}', () => {
  it('answers exactly what the v2 list answers for the same filters', async () => {
    for (const query of ['limit=7&page=2', 'sk=caf', 'tagsPesquisa=integral', 'ordenacao=nome-asc&limit=5']) {
      const v1 = await t.app.inject({ url: `/api/v1/app/${anonToken()}/listaprodutosf/${t.aurora}?${query}` });
      const v2 = await t.app.inject({ url: `/api/v2/app/${anonToken()}/listaprodutos/${t.aurora}?${query}` });
      expect(v1.statusCode, v1.body).toBe(200);
      expect(v1.json()).toEqual(v2.json());
    }
    const oculto = (
      await t.app.inject({ url: `/api/v1/app/${anonToken()}/listaprodutosf/${t.construforte}` })
    ).json() as Lista;
    expect(oculto.listaTemPrecos).toBe(false);
    expect(oculto.produtos.every((p) => p.preco === null)).toBe(true);
  });
});

describe('GET /v4/imagens/{idfornecedor}/todas', () => {
  it('lists every active product once, with its versioned WebP and its three sizes', async () => {
    const ativos = await t.db
      .selectFrom('produtos')
      .select(['id', 'imagem_versao'])
      .where('idfornecedor', '=', t.aurora)
      .where('ativo', '=', true)
      .execute();
    const vistos: number[] = [];
    let page = 1;
    for (;;) {
      const r = await t.app.inject({ url: `/api/v4/imagens/${t.aurora}/todas?limit=7&page=${page}` });
      expect(r.statusCode, r.body).toBe(200);
      const corpo = r.json() as {
        imagens: { id: number; versao: string; url: string; tamanhos: Record<string, string> }[];
        quantidade: number;
      };
      expect(corpo.quantidade).toBe(ativos.length);
      for (const img of corpo.imagens) {
        const linha = ativos.find((a) => a.id === img.id);
        expect(linha?.imagem_versao).toBe(img.versao);
        expect(img.url).toBe(`/imagens/produtos/${t.aurora}/${img.id}.webp?v=${img.versao}`);
        expect(img.tamanhos['300']).toBe(`/imagens/produtos/${t.aurora}/${img.id}-300.webp?v=${img.versao}`);
        vistos.push(img.id);
      }
      if (corpo.imagens.length < 7) break;
      page++;
    }
    expect(vistos.sort((a, b) => a - b)).toEqual(ativos.map((a) => a.id).sort((a, b) => a - b));
    // The listed address is served by the bucket.
    const primeiro = await t.app.inject({ url: `/api/v4/imagens/${t.aurora}/todas?limit=1` });
    const url = (primeiro.json() as { imagens: { tamanhos: Record<string, string> }[] }).imagens[0]!.tamanhos['150']!;
    const imagem = await t.app.inject({ url });
    expect(imagem.statusCode).toBe(200);
    expect(imagem.headers['content-type']).toBe('image/webp');
  });
});
