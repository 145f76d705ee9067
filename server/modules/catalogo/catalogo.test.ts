import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, criarSessao, startTestApp, type TestApp } from '../../testing/test-app';

type Produto = {
  id: number;
  nome: string;
  slug: string;
  idcategoria: number;
  preco: number | null;
  preconf: number | null;
  preco_original: number | null;
  precovendaatacado: number | null;
  preco_embalagem: number | null;
  efeitospoliticas: { descontoProgressivo: Record<string, number> };
  subitens: { preco: number | null }[];
  tags: string[];
  agrupadores: string[];
  produto_adicional_de: number | null;
  imagem: string;
};
type Lista = {
  produtos: Produto[];
  quantidadeProdutos: number;
  quantidadeProdutosLimitada?: boolean;
  page: number;
  limit: number;
  listaTemPrecos: boolean;
  ordenacao: string;
};
type Categoria = { idcategoria: number; tipo: string; quantidadeProdutos: number; subcategorias: Categoria[] };

let t: TestApp;
const anon = anonToken();

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function lista(query: Record<string, string | number>, options: { auth?: string; fornecedor?: string } = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await t.app.inject({
    url: `/api/v2/app/${options.auth ?? anon}/listaprodutos/${options.fornecedor ?? t.aurora}?${qs}`,
  });
  return { status: response.statusCode, body: response.json() as Lista & { mensagem?: string; codigo?: string } };
}

async function okLista(query: Record<string, string | number>, options: { auth?: string; fornecedor?: string } = {}) {
  const { status, body } = await lista(query, options);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Same normalisation as the server's ordering key: unaccented, lower case, code-unit order. */
const chaveNome = (nome: string) => nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const compararTexto = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('getListaProdutos: paging', () => {
  it('pages 20 at a time, with no duplicates across pages, up to the total', async () => {
    const first = await okLista({ page: 1 });
    expect(first.limit).toBe(20);
    expect(first.page).toBe(1);
    expect(first.produtos).toHaveLength(20);
    const esperado = await t.db
      .selectFrom('produtos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idfornecedor', '=', t.aurora)
      .where('ativo', '=', true)
      .where('produto_adicional_de', 'is', null)
      .executeTakeFirstOrThrow();
    expect(first.quantidadeProdutos).toBe(Number(esperado.n));
    expect(first.quantidadeProdutosLimitada).toBe(false);
    expect(first.quantidadeProdutos).toBeGreaterThanOrEqual(600 - 50);

    const ids = new Set<number>();
    const paginas = Math.ceil(first.quantidadeProdutos / 20);
    for (let page = 1; page <= paginas; page++) {
      const body = page === 1 ? first : await okLista({ page });
      expect(body.quantidadeProdutos).toBe(first.quantidadeProdutos);
      expect(body.produtos.length).toBe(page < paginas ? 20 : first.quantidadeProdutos - 20 * (paginas - 1));
      for (const p of body.produtos) {
        expect(ids.has(p.id), `produto ${p.id} repetido na página ${page}`).toBe(false);
        ids.add(p.id);
      }
    }
    expect(ids.size).toBe(first.quantidadeProdutos);
    const depois = await okLista({ page: paginas + 1 });
    expect(depois.produtos).toEqual([]);
    expect(depois.quantidadeProdutos).toBe(first.quantidadeProdutos);
  });

  it('rejects limits and pages out of bounds with a pt-BR message', async () => {
    for (const limit of [0, 101, -1]) {
      const { status, body } = await lista({ limit });
      expect(status).toBe(400);
      expect(body.codigo).toBe('requisicao.invalida');
      expect(body.mensagem).toMatch(
        /^Requisição inválida: o parâmetro de consulta 'limit' deve ser no (máximo 100|mínimo 1)$/,
      );
    }
    const texto = await lista({ limit: 'muitos' });
    expect(texto.status).toBe(400);
    expect(texto.body.mensagem).toBe("Requisição inválida: o parâmetro de consulta 'limit' deve ser um número inteiro");
    const page = await lista({ page: 0 });
    expect(page.status).toBe(400);
    expect(page.body.mensagem).toContain("'page' deve ser no mínimo 1");
    expect((await okLista({ limit: 100 })).produtos).toHaveLength(100);
    expect((await okLista({ limit: 1 })).produtos).toHaveLength(1);
  });

  it('answers 404 in pt-BR for an unknown supplier', async () => {
    const { status, body } = await lista({}, { fornecedor: '0b9e7a4c-1111-4111-8111-111111111111' });
    expect(status).toBe(404);
    expect(body).toEqual({
      mensagem: expect.stringMatching(/^Fornecedor não encontrado/),
      codigo: 'fornecedor.nao-encontrado',
    });
  });

  it('rejects fornec when it is not the path supplier', async () => {
    expect((await lista({ fornec: t.aurora })).status).toBe(200);
    const { status, body } = await lista({ fornec: t.construforte });
    expect(status).toBe(400);
    expect(body.mensagem).toContain("'fornec'");
  });
});

describe('getListaProdutos: orderings', () => {
  async function ordenacoesDe(idfornecedor: string): Promise<string[]> {
    const row = await t.db
      .selectFrom('fornecedores')
      .select('ordenacoes_produto')
      .where('idfornecedor', '=', idfornecedor)
      .executeTakeFirstOrThrow();
    return row.ordenacoes_produto.map((o) => o.idordenacao);
  }

  async function colunas(ids: number[]) {
    const rows = await t.db
      .selectFrom('produtos')
      .select(['id', 'ordem', 'vendidos', 'preco_centavos', 'nome', 'criado_em'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r]));
  }

  it.each(['aurora', 'construforte'] as const)('sorts by each of the %s orderings, ties broken by id', async (slug) => {
    const fornecedor = slug === 'aurora' ? t.aurora : t.construforte;
    const ordenacoes = await ordenacoesDe(fornecedor);
    expect(ordenacoes.length).toBeGreaterThanOrEqual(3);
    // ConstruForte hides prices from anonymous visitors, and then refuses ordering by price: log in.
    const auth = slug === 'construforte' ? (await criarSessao(t.db, { idfornecedor: fornecedor })).token : undefined;
    for (const ordenacao of ordenacoes) {
      const body = await okLista({ ordenacao, limit: 100, page: 2 }, { fornecedor, ...(auth ? { auth } : {}) });
      expect(body.produtos).toHaveLength(100);
      expect(body.ordenacao).toBe(ordenacao);
      const ids = body.produtos.map((p) => p.id);
      const rows = await colunas(ids);
      const key = (id: number): [number | string, number] => {
        const r = rows.get(id)!;
        switch (ordenacao) {
          case 'relevancia':
            return [r.ordem, id];
          case 'nome-asc':
          case 'nome-desc':
            return [chaveNome(r.nome), id];
          case 'preco-asc':
          case 'preco-desc':
            return [r.preco_centavos, id];
          case 'mais-vendidos':
            return [r.vendidos, id];
          case 'mais-recentes':
            return [new Date(r.criado_em).getTime(), id];
          default:
            throw new Error(`ordenação sem verificação no teste: ${ordenacao}`);
        }
      };
      const desc = ordenacao.endsWith('-desc') || ordenacao === 'mais-vendidos' || ordenacao === 'mais-recentes';
      let distintos = 0;
      for (let i = 1; i < ids.length; i++) {
        const [a, ida] = key(ids[i - 1]!);
        const [b, idb] = key(ids[i]!);
        const cmp = typeof a === 'string' ? compararTexto(a, b as string) : a - (b as number);
        const ok = cmp === 0 ? ida < idb : desc ? cmp > 0 : cmp < 0;
        if (cmp !== 0) distintos++;
        expect(ok, `${ordenacao}: ${ida} (${a}) antes de ${idb} (${b})`).toBe(true);
      }
      // The key must actually vary on the page (else the check above only saw the id tie-break).
      if (ordenacao !== 'mais-recentes') expect(distintos, ordenacao).toBeGreaterThan(10);
    }
  });

  it('answers 400 in pt-BR for an ordering the supplier does not offer', async () => {
    const { status, body } = await lista({ ordenacao: 'aleatoria' });
    expect(status).toBe(400);
    expect(body.codigo).toBe('requisicao.invalida');
    expect(body.mensagem).toMatch(
      /^Requisição inválida: a ordenação 'aleatoria' não existe para este fornecedor; use uma de: /,
    );
  });
});

describe('getListaProdutos: search, categories, offers, tags', () => {
  it('finds the same products with and without accents', async () => {
    const acentuado = await t.db
      .selectFrom('produtos')
      .select(['id', 'nome'])
      .where('idfornecedor', '=', t.aurora)
      .where('ativo', '=', true)
      .where('produto_adicional_de', 'is', null)
      .where(sql<boolean>`nome ~ '[ãáâçéêíóôõú]'`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const palavra = acentuado.nome.split(/\s+/).find((w) => /[ãáâçéêíóôõú]/i.test(w))!;
    const semAcento = palavra.normalize('NFD').replace(/\p{M}/gu, '');
    const com = await okLista({ sk: palavra, limit: 100 });
    const sem = await okLista({ sk: semAcento.toUpperCase(), limit: 100 });
    expect(com.quantidadeProdutos).toBeGreaterThan(0);
    expect(sem.quantidadeProdutos).toBe(com.quantidadeProdutos);
    expect(sem.produtos.map((p) => p.id)).toEqual(com.produtos.map((p) => p.id));
    expect(com.produtos.map((p) => p.id)).toContain(acentuado.id);
    expect(com.ordenacao).toBe('relevancia');
    const todos = await okLista({});
    expect(com.quantidadeProdutos).toBeLessThan(todos.quantidadeProdutos);
  });

  it("ignores '&' in the search text", async () => {
    const com = await okLista({ sk: 'arroz & tipo' });
    const sem = await okLista({ sk: 'arroz tipo' });
    expect(com.quantidadeProdutos).toBe(sem.quantidadeProdutos);
    expect(com.produtos.map((p) => p.id)).toEqual(sem.produtos.map((p) => p.id));
  });

  it('lists a parent category with its subcategories, matching the tree counts', async () => {
    const arvore = (
      await t.app.inject({ url: `/api/v2/app/${anon}/listacategoriasprodutos/${t.aurora}` })
    ).json() as Categoria[];
    const pai = arvore.find((c) => c.tipo === 'NORMAL' && c.subcategorias.length > 0);
    expect(pai, 'a seed com ao menos uma categoria com subcategorias').toBeDefined();
    const ids = new Set([pai!.idcategoria, ...pai!.subcategorias.map((s) => s.idcategoria)]);
    const body = await okLista({ categ: pai!.idcategoria, limit: 100 });
    expect(body.quantidadeProdutos).toBe(pai!.quantidadeProdutos);
    expect(body.quantidadeProdutos).toBeGreaterThan(0);
    for (const p of body.produtos) expect(ids.has(p.idcategoria)).toBe(true);
    const sub = pai!.subcategorias.find((s) => s.quantidadeProdutos > 0)!;
    const soSub = await okLista({ categ: sub.idcategoria, limit: 100 });
    expect(soSub.quantidadeProdutos).toBe(sub.quantidadeProdutos);
    for (const p of soSub.produtos) expect(p.idcategoria).toBe(sub.idcategoria);
    const inexistente = await lista({ categ: 999999999 });
    expect(inexistente.status).toBe(404);
    expect(inexistente.body.codigo).toBe('categoria.nao-encontrada');
  });

  it('lists the products on offer for the OFERTAS category', async () => {
    const arvore = (
      await t.app.inject({ url: `/api/v2/app/${anon}/listacategoriasprodutos/${t.aurora}` })
    ).json() as Categoria[];
    const ofertas = arvore.find((c) => c.tipo === 'OFERTAS');
    expect(ofertas).toBeDefined();
    const body = await okLista({ categ: ofertas!.idcategoria, limit: 100 });
    expect(body.quantidadeProdutos).toBeGreaterThan(0);
    expect(body.quantidadeProdutos).toBe(ofertas!.quantidadeProdutos);
    for (const p of body.produtos) {
      expect(p.preco_original).not.toBeNull();
      expect(p.preco_original!).toBeGreaterThan(p.preco!);
    }
  });

  it('keeps only products carrying every given tag and filter group', async () => {
    const rows = await t.db
      .selectFrom('produtos')
      .select(['tags', 'agrupadores'])
      .where('idfornecedor', '=', t.aurora)
      .where('ativo', '=', true)
      .where('produto_adicional_de', 'is', null)
      .execute();
    const contagem = new Map<string, number>();
    for (const r of rows) for (const tag of r.tags) contagem.set(tag, (contagem.get(tag) ?? 0) + 1);
    const [tag] = [...contagem.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const uma = await okLista({ tagsPesquisa: tag, limit: 100 });
    expect(uma.quantidadeProdutos).toBe(contagem.get(tag));
    for (const p of uma.produtos) expect(p.tags).toContain(tag);

    const comOutra = rows.find((r) => r.tags.includes(tag) && r.tags.length > 1);
    if (comOutra) {
      const outra = comOutra.tags.find((x) => x !== tag)!;
      const duas = await okLista({ tagsPesquisa: `${tag}, ${outra}`, limit: 100 });
      const esperado = rows.filter((r) => r.tags.includes(tag) && r.tags.includes(outra)).length;
      expect(duas.quantidadeProdutos).toBe(esperado);
      for (const p of duas.produtos) expect(p.tags).toEqual(expect.arrayContaining([tag, outra]));
    }
    expect((await okLista({ tagsPesquisa: 'tag-que-nao-existe' })).quantidadeProdutos).toBe(0);

    const grupo = rows.flatMap((r) => r.agrupadores)[0];
    expect(grupo, 'a seed com agrupadores').toBeDefined();
    const porGrupo = await okLista({ agrupadores: grupo!, limit: 100 });
    expect(porGrupo.quantidadeProdutos).toBe(rows.filter((r) => r.agrupadores.includes(grupo!)).length);
    for (const p of porGrupo.produtos) expect(p.agrupadores).toContain(grupo);
  });

  it('lists the add-ons of a main product (and leaves add-ons out of the catalogue)', async () => {
    const adicional = await t.db
      .selectFrom('produtos')
      .select(['id', 'produto_adicional_de'])
      .where('idfornecedor', '=', t.aurora)
      .where('produto_adicional_de', 'is not', null)
      .executeTakeFirst();
    expect(adicional, 'a seed com produtos adicionais').toBeDefined();
    const body = await okLista({ produtoprincipal: adicional!.produto_adicional_de! });
    expect(body.produtos.map((p) => p.id)).toContain(adicional!.id);
    for (const p of body.produtos) expect(p.produto_adicional_de).toBe(adicional!.produto_adicional_de);
  });

  it('maps money to reais, quantities to numbers and images to versioned URLs', async () => {
    const body = await okLista({ limit: 100 });
    const p = body.produtos[0]!;
    const row = await t.db
      .selectFrom('produtos')
      .select(['preco_centavos', 'imagem_versao', 'granularidade_milesimos'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(p.preco).toBe(row.preco_centavos / 100);
    expect(p.imagem).toBe(`/imagens/produtos/${t.aurora}/${p.id}.webp?v=${row.imagem_versao}`);
    expect(body.listaTemPrecos).toBe(true);
    const kg = await t.db
      .selectFrom('produtos')
      .select(['id'])
      .where('idfornecedor', '=', t.aurora)
      .where('unidade', '=', 'KG')
      .where('produto_adicional_de', 'is', null)
      .executeTakeFirst();
    if (kg) {
      const slug = await t.db.selectFrom('produtos').select('slug').where('id', '=', kg.id).executeTakeFirstOrThrow();
      const detalhe = (
        await t.app.inject({ url: `/api/v2/app/${anon}/fornecedor/${t.aurora}/produto/${slug.slug}` })
      ).json();
      expect(detalhe.granularidade).toBe(0.5);
    }
  });
});

describe('price hiding (construforte: hide-price-for-logged-out-customers)', () => {
  const escondido = (p: Produto) =>
    p.preco === null &&
    p.preconf === null &&
    p.preco_original === null &&
    p.precovendaatacado === null &&
    p.preco_embalagem === null &&
    Object.keys(p.efeitospoliticas.descontoProgressivo).length === 0 &&
    p.subitens.every((s) => s.preco === null);

  it('hides every price from an anonymous visitor', async () => {
    const body = await okLista({ limit: 100 }, { fornecedor: t.construforte });
    expect(body.produtos.length).toBeGreaterThan(0);
    expect(body.listaTemPrecos).toBe(false);
    for (const p of body.produtos) expect(escondido(p), `produto ${p.id}`).toBe(true);
    const detalhe = (
      await t.app.inject({ url: `/api/v2/app/${anon}/fornecedor/${t.construforte}/produto/${body.produtos[0]!.slug}` })
    ).json();
    expect(detalhe.preco).toBeNull();
    for (const s of detalhe.similares) expect(s.preco).toBeNull();
  });

  it('shows prices to a live session of the supplier, and hides them again after logout or expiry', async () => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.construforte });
    const body = await okLista({ limit: 100 }, { fornecedor: t.construforte, auth: sessao.token });
    expect(body.listaTemPrecos).toBe(true);
    expect(body.produtos.every((p) => typeof p.preco === 'number')).toBe(true);
    expect(
      body.produtos.some(
        (p) => Object.keys(p.efeitospoliticas.descontoProgressivo).length > 0 || p.precovendaatacado !== null,
      ),
    ).toBe(true);

    const expirada = await criarSessao(t.db, { idfornecedor: t.construforte, expirada: true });
    const comExpirada = await okLista({}, { fornecedor: t.construforte, auth: expirada.token });
    expect(comExpirada.listaTemPrecos).toBe(false);
    expect(comExpirada.produtos.every(escondido)).toBe(true);

    const deOutraLoja = await criarSessao(t.db, { idfornecedor: t.aurora });
    const cruzada = await okLista({}, { fornecedor: t.construforte, auth: deOutraLoja.token });
    expect(cruzada.produtos.every(escondido)).toBe(true);

    const logout = await t.app.inject({ url: `/api/v1/app/${sessao.token}/cliente/logout` });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    const depois = await okLista({}, { fornecedor: t.construforte, auth: sessao.token });
    expect(depois.produtos.every(escondido)).toBe(true);
  });

  it('never hides Aurora prices (no tag)', async () => {
    const body = await okLista({}, { fornecedor: t.aurora });
    expect(body.produtos.every((p) => typeof p.preco === 'number' && p.preco > 0)).toBe(true);
  });
});

describe('getProduto and getCategorias', () => {
  it('returns the product by slug with up to 8 similar products of its category', async () => {
    const { produtos } = await okLista({ limit: 5 });
    const alvo = produtos[0]!;
    const response = await t.app.inject({ url: `/api/v2/app/${anon}/fornecedor/${t.aurora}/produto/${alvo.slug}` });
    expect(response.statusCode).toBe(200);
    const detalhe = response.json();
    expect(detalhe.id).toBe(alvo.id);
    expect(typeof detalhe.descricao).toBe('string');
    expect(detalhe.categoria.idcategoria).toBe(alvo.idcategoria);
    expect(detalhe.similares.length).toBeGreaterThan(0);
    expect(detalhe.similares.length).toBeLessThanOrEqual(8);
    for (const s of detalhe.similares) {
      expect(s.idcategoria).toBe(alvo.idcategoria);
      expect(s.id).not.toBe(alvo.id);
    }
    const sem = await t.app.inject({
      url: `/api/v2/app/${anon}/fornecedor/${t.aurora}/produto/${alvo.slug}?disableSimilares=true`,
    });
    expect(sem.json().similares).toEqual([]);
    const nada = await t.app.inject({ url: `/api/v2/app/${anon}/fornecedor/${t.aurora}/produto/nao-existe-mesmo` });
    expect(nada.statusCode).toBe(404);
    expect(nada.json().codigo).toBe('produto.nao-encontrado');
  });

  it('sends product names as plain text: tags stripped, every HTML entity decoded', async () => {
    const { produtos } = await okLista({ limit: 1 });
    const alvo = produtos[0]!;
    const original = (
      await t.db.selectFrom('produtos').select('nome').where('id', '=', alvo.id).executeTakeFirstOrThrow()
    ).nome;
    await t.db
      .updateTable('produtos')
      .set({ nome: '<b>Caf&eacute;</b> &amp; P&atilde;o &ndash; 500&#x67; &frac12;kg<script>x()</script>' })
      .where('id', '=', alvo.id)
      .execute();
    try {
      const response = await t.app.inject({ url: `/api/v2/app/${anon}/fornecedor/${t.aurora}/produto/${alvo.slug}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().nome).toBe('Café & Pão – 500g ½kg');
    } finally {
      await t.db.updateTable('produtos').set({ nome: original }).where('id', '=', alvo.id).execute();
    }
  });

  it('returns the category tree with product counts rolled up', async () => {
    const arvore = (
      await t.app.inject({ url: `/api/v2/app/${anon}/listacategoriasprodutos/${t.aurora}` })
    ).json() as Categoria[];
    expect(arvore.length).toBeGreaterThanOrEqual(12);
    const normais = arvore.filter((c) => c.tipo === 'NORMAL');
    const total = (await okLista({})).quantidadeProdutos;
    expect(normais.reduce((s, c) => s + c.quantidadeProdutos, 0)).toBe(total);
    for (const c of normais) {
      const proprios = (await okLista({ categ: c.idcategoria })).quantidadeProdutos;
      expect(proprios).toBe(c.quantidadeProdutos);
      expect(c.subcategorias.reduce((s, x) => s + x.quantidadeProdutos, 0)).toBeLessThanOrEqual(c.quantidadeProdutos);
    }
  });
});
