/**
 * Search that forgives (issue 10, part 3), through the list API (`sk`): accents ignored, a prefix
 * matches, one typo is forgiven, results ranked by relevance (the step a product matches) then by
 * the supplier's order, pages that never overlap, and a capped count. On PGlite, and on
 * PostgreSQL with DATABASE_URL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countReadLimit, PRODUCT_COUNT_CAP } from '#engine/rules/product-count';
import { anonToken, criarSessao, startTestApp, type TestApp } from '../../testing/test-app';
import { BuscaPostgres } from './busca-postgres';

type Produto = { id: number; nome: string; idcategoria: number; tags: string[] };
type Lista = {
  produtos: Produto[];
  quantidadeProdutos: number;
  quantidadeProdutosLimitada?: boolean;
  ordenacao: string;
  mensagem?: string;
};

let t: TestApp;
let logado: string;
const anon = anonToken();

beforeAll(async () => {
  t = await startTestApp();
  logado = (await criarSessao(t.db, { idfornecedor: t.aurora })).token;
});
afterAll(async () => {
  await t?.close();
});

async function busca(sk: string, extra: Record<string, string | number> = {}, auth = anon): Promise<Lista> {
  const qs = new URLSearchParams(Object.entries({ sk, ...extra }).map(([k, v]) => [k, String(v)]));
  const response = await t.app.inject({ url: `/api/v2/app/${auth}/listaprodutos/${t.aurora}?${qs}` });
  const body = response.json() as Lista;
  expect(response.statusCode, JSON.stringify(body)).toBe(200);
  return body;
}

const nomes = (lista: Lista) => lista.produtos.map((p) => p.nome);
/** The names of the list that begin with this text (a product's name carries its brand and size: 'Café Solúvel Cafezal 200 g'). */
const comecaCom = (lista: Lista, inicio: string) => nomes(lista).filter((n) => n.startsWith(inicio));
const semAcento = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The supplier's order of these products (ordem, id), read from the database. */
async function ordemDe(ids: readonly number[]): Promise<Map<number, [number, number]>> {
  const rows = await t.db
    .selectFrom('produtos')
    .select(['id', 'ordem'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, [r.ordem, r.id]]));
}

function emOrdem(ids: readonly number[], ordem: Map<number, [number, number]>): boolean {
  for (let i = 1; i < ids.length; i++) {
    const [a, ai] = ordem.get(ids[i - 1]!)!;
    const [b, bi] = ordem.get(ids[i]!)!;
    if (a > b || (a === b && ai > bi)) return false;
  }
  return true;
}

describe('busca: accents ignored', () => {
  it("'acucar', 'açucar', 'AÇÚCAR' and 'açúcar' find 'Açúcar Refinado' with the same list", async () => {
    const base = await busca('açúcar', { limit: 100 });
    expect(comecaCom(base, 'Açúcar Refinado').length).toBeGreaterThan(0);
    expect(base.ordenacao).toBe('relevancia');
    for (const sk of ['acucar', 'açucar', 'AÇÚCAR', 'ACUCAR']) {
      const outra = await busca(sk, { limit: 100 });
      expect(
        outra.produtos.map((p) => p.id),
        sk,
      ).toEqual(base.produtos.map((p) => p.id));
      expect(outra.quantidadeProdutos, sk).toBe(base.quantidadeProdutos);
    }
  });

  it("'cafe soluvel' finds 'Café Solúvel' first", async () => {
    const lista = await busca('cafe soluvel');
    expect(nomes(lista)[0]).toMatch(/^Café Solúvel/);
    // A few matches: the count is exact, and says so.
    expect(lista.quantidadeProdutos).toBeLessThan(countReadLimit(0, 20));
    expect(lista.quantidadeProdutosLimitada).toBe(false);
  });
});

describe('busca: a prefix matches', () => {
  it("'caf' finds the cafés, 'Café Solúvel' among them", async () => {
    const lista = await busca('caf', { limit: 100 });
    expect(comecaCom(lista, 'Café Solúvel').length).toBeGreaterThan(0);
    expect(lista.produtos.length).toBeGreaterThan(1);
    for (const p of lista.produtos.slice(0, 3)) expect(semAcento(p.nome)).toMatch(/\bcaf/);
  });

  it("'refrig' finds every refrigerante, and so does 'Refrigerante'", async () => {
    const prefixo = await busca('refrig', { limit: 100 });
    const inteiro = await busca('Refrigerante', { limit: 100 });
    const refrigerantes = nomes(inteiro).filter((n) => n.startsWith('Refrigerante'));
    expect(refrigerantes.length).toBeGreaterThanOrEqual(5);
    for (const nome of refrigerantes) expect(nomes(prefixo)).toContain(nome);
  });

  it("a prefix of each word: 'arr agul' finds 'Arroz Agulhinha…' first, then what says it elsewhere (a basket's description)", async () => {
    const lista = await busca('arr agul');
    const noNome = lista.produtos.filter((p) => /\barr.*\bagul/.test(semAcento(p.nome)));
    expect(noNome.length).toBeGreaterThan(0);
    expect(lista.produtos.slice(0, noNome.length)).toEqual(noNome);
    expect(lista.produtos.length).toBeGreaterThan(noNome.length);
  });
});

describe('busca: one typo is forgiven', () => {
  it("'acuar' (a letter missing) finds 'Açúcar Refinado'", async () => {
    const lista = await busca('acuar', { limit: 100 });
    expect(comecaCom(lista, 'Açúcar Refinado').length).toBeGreaterThan(0);
    expect(comecaCom(lista, 'Açúcar Cristal Orgânico').length).toBeGreaterThan(0);
  });

  it("'cafe soluvl' and 'cafe solúvek' find 'Café Solúvel' first", async () => {
    expect(nomes(await busca('cafe soluvl'))[0]).toMatch(/^Café Solúvel/);
    expect(nomes(await busca('cafe solúvek'))[0]).toMatch(/^Café Solúvel/);
  });

  it("'refrigerente' finds the refrigerantes", async () => {
    const lista = await busca('refrigerente', { limit: 100 });
    expect(nomes(lista).filter((n) => n.startsWith('Refrigerante')).length).toBeGreaterThanOrEqual(5);
  });

  it('does not forgive a typo in a search of fewer than four letters, nor invent matches', async () => {
    expect((await busca('xq')).quantidadeProdutos).toBe(0);
    expect((await busca('zzzzzzzz')).quantidadeProdutos).toBe(0);
    expect((await busca('!!!')).quantidadeProdutos).toBe(0);
  });
});

describe('busca: ranked by relevance, then by the supplier’s order', () => {
  it("'acucar': the products whose name begins with 'Açúcar' first, then the names with it inside ('Cola Zero Açúcar'), then the other matches (tags), each in the supplier's order", async () => {
    const lista = await busca('acucar', { limit: 100 });
    const comeca = lista.produtos.filter((p) => semAcento(p.nome).startsWith('acucar'));
    const dentro = lista.produtos.filter(
      (p) => !semAcento(p.nome).startsWith('acucar') && semAcento(p.nome).includes('acucar'),
    );
    const fora = lista.produtos.filter((p) => !semAcento(p.nome).includes('acucar'));
    expect(comeca.length).toBeGreaterThanOrEqual(3);
    expect(dentro.length, "'Refrigerante Cola Zero Açúcar'").toBeGreaterThan(0);
    expect(fora.length, 'produtos com a tag zero-acucar sem açúcar no nome').toBeGreaterThan(0);
    expect(lista.produtos.map((p) => p.id)).toEqual([...comeca, ...dentro, ...fora].map((p) => p.id));
    const ordem = await ordemDe(lista.produtos.map((p) => p.id));
    for (const grupo of [comeca, dentro, fora]) {
      expect(
        emOrdem(
          grupo.map((p) => p.id),
          ordem,
        ),
      ).toBe(true);
    }
  });

  it('words of the name before prefixes, prefixes before typos', async () => {
    // 'cafe' is a whole word of the cafés; a typo step never comes before them.
    const lista = await busca('cafe', { limit: 100 });
    const primeiro = lista.produtos.findIndex((p) => !/\bcaf/.test(semAcento(p.nome)));
    if (primeiro >= 0) {
      for (const p of lista.produtos.slice(primeiro)) expect(semAcento(p.nome)).not.toMatch(/^caf/);
    }
    expect(semAcento(lista.produtos[0]!.nome)).toMatch(/\bcafe/);
  });

  it('the same for a logged-in customer (uncached), and combined with a category', async () => {
    const anonimo = await busca('refrigerante', { limit: 50 });
    const cliente = await busca('refrigerante', { limit: 50 }, logado);
    expect(cliente.produtos.map((p) => p.id)).toEqual(anonimo.produtos.map((p) => p.id));
    const categoria = anonimo.produtos[0]!.idcategoria;
    const naCategoria = await busca('refrigerante', { limit: 50, categ: categoria });
    expect(naCategoria.produtos.length).toBeGreaterThan(0);
    for (const p of naCategoria.produtos) expect(p.idcategoria).toBe(categoria);
  });

  it('other orderings keep the same matches', async () => {
    const relevancia = await busca('acucar', { limit: 100 });
    const porNome = await busca('acucar', { limit: 100, ordenacao: 'nome-asc' });
    expect(porNome.quantidadeProdutos).toBe(relevancia.quantidadeProdutos);
    expect(new Set(porNome.produtos.map((p) => p.id))).toEqual(new Set(relevancia.produtos.map((p) => p.id)));
  });
});

describe('busca: paging and the count', () => {
  it('pages of a search cover every match once, across the steps, and agree with the count', async () => {
    for (const sk of ['acucar', 'caf', 'refrigerente']) {
      const todas = await busca(sk, { limit: 100 });
      expect(todas.quantidadeProdutos, sk).toBe(todas.produtos.length);
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(todas.quantidadeProdutos / 3) + 1; page++) {
        const pagina = await busca(sk, { limit: 3, page });
        expect(pagina.quantidadeProdutos, `${sk} página ${page}`).toBe(todas.quantidadeProdutos);
        ids.push(...pagina.produtos.map((p) => p.id));
      }
      expect(ids, sk).toEqual(todas.produtos.map((p) => p.id));
    }
  });

  it(`stops counting after ${PRODUCT_COUNT_CAP} matches (the grid reads 'mais de …')`, async () => {
    const categoria = await t.db
      .selectFrom('categorias')
      .select('idcategoria')
      .where('idfornecedor', '=', t.aurora)
      .where('tipo', '=', 'NORMAL')
      .orderBy('idcategoria')
      .executeTakeFirstOrThrow();
    const modelo = await t.db
      .selectFrom('produtos')
      .selectAll()
      .where('idfornecedor', '=', t.aurora)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id: _id, busca: _b, busca_nome: _bn, criado_em: _c, ...campos } = modelo;
    const quantos = PRODUCT_COUNT_CAP + 50;
    const novos = Array.from({ length: quantos }, (_, i) => ({
      ...campos,
      tags: JSON.stringify([]),
      agrupadores: JSON.stringify([]),
      desconto_progressivo: JSON.stringify(campos.desconto_progressivo),
      subitens: JSON.stringify(campos.subitens),
      idcategoria: categoria.idcategoria,
      slug: `bolacha-teste-${i}`,
      nome: `Bolachinha Teste ${i}`,
      idcadastroextraproduto: 900_000 + i,
      // One product per EAN at a supplier (migration 0056): the copies carry none.
      ean: null,
      ordem: 100_000 + i,
      ativo: true,
      produto_adicional_de: null,
    }));
    for (let i = 0; i < novos.length; i += 200)
      await t.db
        .insertInto('produtos')
        .values(novos.slice(i, i + 200))
        .execute();
    await sql`ANALYZE produtos`.execute(t.db);

    const primeira = await busca('bolachinha');
    expect(primeira.quantidadeProdutos).toBe(countReadLimit(0, 20));
    expect(primeira.quantidadeProdutosLimitada).toBe(true);
    expect(nomes(primeira)).toEqual(Array.from({ length: 20 }, (_, i) => `Bolachinha Teste ${i}`));
    const prefixo = await busca('bolach', { page: 3 });
    expect(nomes(prefixo)[0]).toBe('Bolachinha Teste 40');
    expect(prefixo.quantidadeProdutos).toBe(countReadLimit(40, 20));
    const erro = await busca('bolachina', { page: 2, limit: 10 });
    expect(nomes(erro)[0]).toBe('Bolachinha Teste 10');
    expect(erro.quantidadeProdutos).toBe(countReadLimit(10, 10));
    const fim = await busca('bolachinha', { page: 11, limit: 100 });
    expect(fim.produtos).toHaveLength(quantos - 1000);
  });
});

describe('busca: ranked once per catalogue version (issue 32, item 3)', () => {
  it('a repeated search of logged-in customers is not ranked again; a change to the catalogue is seen at once', async () => {
    const outro = (await criarSessao(t.db, { idfornecedor: t.aurora })).token;
    const listar = vi.spyOn(BuscaPostgres.prototype, 'pagina');
    try {
      const primeira = await busca('biscoito recheado', { limit: 12 }, logado);
      const rankeadas = listar.mock.calls.length;
      expect(rankeadas).toBe(1);
      // Another client, the same words: the same page, from the ranking already made.
      const segunda = await busca('biscoito recheado', { limit: 12 }, outro);
      expect(segunda.produtos.map((p) => p.id)).toEqual(primeira.produtos.map((p) => p.id));
      expect(segunda.quantidadeProdutos).toBe(primeira.quantidadeProdutos);
      expect(listar.mock.calls.length).toBe(rankeadas);
      // Another page is another ranking.
      await busca('biscoito recheado', { limit: 12, page: 2 }, logado);
      expect(listar.mock.calls.length).toBe(rankeadas + 1);
      // A product of the page renamed (a new catalogue version): ranked again, the page has the new name.
      const ultimo = primeira.produtos.at(-1)!;
      const { nome } = await t.db
        .selectFrom('produtos')
        .select('nome')
        .where('id', '=', ultimo.id)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('produtos')
        .set({ nome: 'Biscoito Recheado Primeiro da Busca' })
        .where('id', '=', ultimo.id)
        .execute();
      try {
        const depois = await busca('biscoito recheado', { limit: 12 }, outro);
        expect(listar.mock.calls.length).toBe(rankeadas + 2);
        expect(depois.produtos.map((p) => p.nome)).toContain('Biscoito Recheado Primeiro da Busca');
      } finally {
        await t.db.updateTable('produtos').set({ nome }).where('id', '=', ultimo.id).execute();
      }
    } finally {
      listar.mockRestore();
    }
  });
});

describe('busca: one interface (issue 32, item 5)', () => {
  it('every list with search words goes through the search engine (MotorDeBusca), and no list without them does', async () => {
    const pagina = vi.spyOn(BuscaPostgres.prototype, 'pagina');
    const tags = vi.spyOn(BuscaPostgres.prototype, 'contarTagsEAgrupadores');
    try {
      // Another ordering than relevance, and a page not asked before (the ranked pages are cached).
      const porNome = await busca('biscoito', { ordenacao: 'nome-asc', limit: 7 }, logado);
      expect(pagina).toHaveBeenCalledTimes(1);
      expect(pagina.mock.calls[0]?.[1]).toBe('nome-asc');
      expect(porNome.produtos.length).toBeGreaterThan(0);
      expect(porNome.produtos.every((p) => semAcento(p.nome).includes('biscoit'))).toBe(true);
      const filtros = await t.app.inject({ url: `/api/v4/tag-pesquisa/${t.aurora}/lista?query=biscoito` });
      expect(filtros.statusCode).toBe(200);
      expect(tags).toHaveBeenCalledTimes(1);

      const lista = await t.app.inject({ url: `/api/v2/app/${logado}/listaprodutos/${t.aurora}?limit=7` });
      expect(lista.statusCode).toBe(200);
      await t.app.inject({ url: `/api/v4/tag-pesquisa/${t.aurora}/lista` });
      expect(pagina).toHaveBeenCalledTimes(1);
      expect(tags).toHaveBeenCalledTimes(1);
    } finally {
      pagina.mockRestore();
      tags.mockRestore();
    }
  });
});

describe('busca: SEARCH_CACHE_PAGES=0', () => {
  it('ranks every search again (the benchmark measures an uncached search with it)', async () => {
    const semCache = await startTestApp({ searchCachePages: 0 });
    const pagina = vi.spyOn(BuscaPostgres.prototype, 'pagina');
    try {
      const token = (await criarSessao(semCache.db, { idfornecedor: semCache.aurora })).token;
      const url = `/api/v2/app/${token}/listaprodutos/${semCache.aurora}?sk=biscoito&limit=5`;
      const primeira = await semCache.app.inject({ url });
      const segunda = await semCache.app.inject({ url });
      expect(segunda.json()).toEqual(primeira.json());
      expect(pagina).toHaveBeenCalledTimes(2);
    } finally {
      pagina.mockRestore();
      await semCache.close();
    }
  });
});
