/**
 * The relevance set (issue 32, item 4; server/testing/search-relevance.ts): for each demo shop,
 * every query's first result through the list API (`sk`, relevance order) is the product the set
 * expects, and the set's nDCG@10 stays above its floor. On PGlite, and on PostgreSQL with
 * DATABASE_URL. `npm run bench:search` prints the same scores beside a plain trigram ranking.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, startTestApp, type TestApp } from '../../testing/test-app';
import { giveEans, ndcgAt, plain, RELEVANCE_SET, scoreRelevance } from '../../testing/search-relevance';

let t: TestApp;
const anon = anonToken();
const lojas = () => ({ aurora: t.aurora, construforte: t.construforte }) as Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  for (const [loja, id] of Object.entries(lojas())) await giveEans(t.db, id, loja);
});
afterAll(async () => {
  await t?.close();
});

async function primeirosDez(idfornecedor: string, sk: string): Promise<string[]> {
  const qs = new URLSearchParams({ sk, limit: '10' });
  const response = await t.app.inject({ url: `/api/v2/app/${anon}/listaprodutos/${idfornecedor}?${qs}` });
  const body = response.json() as { produtos: { nome: string }[] };
  expect(response.statusCode, JSON.stringify(body)).toBe(200);
  return body.produtos.map((p) => p.nome);
}

async function catalogo(idfornecedor: string): Promise<string[]> {
  const { rows } = await sql<{ nome: string }>`
    SELECT nome FROM produtos WHERE idfornecedor = ${idfornecedor} AND ativo AND produto_adicional_de IS NULL
  `.execute(t.db);
  return rows.map((r) => r.nome);
}

describe.each(Object.keys(RELEVANCE_SET))('relevance set of %s', (loja) => {
  const casos = RELEVANCE_SET[loja]!;

  it('has at least 30 queries of every kind the issue names', () => {
    expect(casos.length).toBeGreaterThanOrEqual(30);
    const tipos = new Set(casos.map((c) => c.kind));
    for (const tipo of ['accent', 'prefix', 'typo', 'code', 'ean', 'brand', 'category', 'plural'] as const) {
      expect(tipos, tipo).toContain(tipo);
    }
  });

  it.each(casos.map((c) => [c.query, c] as const))("'%s' lists the expected product first", async (_, caso) => {
    const nomes = await primeirosDez(lojas()[loja]!, caso.query);
    expect(nomes.length, caso.query).toBeGreaterThan(0);
    expect(plain(nomes[0]!), `${caso.query}: ${nomes.join(' | ')}`).toMatch(caso.first);
  });

  it('scores an nDCG@10 of at least 0.9 over the set', async () => {
    const todos = await catalogo(lojas()[loja]!);
    let soma = 0;
    for (const caso of casos) soma += ndcgAt(caso, await primeirosDez(lojas()[loja]!, caso.query), todos);
    expect(soma / casos.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the relevance score', () => {
  it('beats a plain trigram-similarity ranking in every shop', async () => {
    const notas = await scoreRelevance(t.db, lojas(), primeirosDez);
    for (const nota of notas) {
      expect(nota.wrongFirst, nota.shop).toEqual([]);
      expect(nota.ndcg, nota.shop).toBeGreaterThan(nota.ndcgTrigram);
    }
  });
});

describe('sugar before soda', () => {
  it("'açúcar' lists every sugar before 'Refrigerante Cola Zero Açúcar'", async () => {
    const qs = new URLSearchParams({ sk: 'açúcar', limit: '40' });
    const response = await t.app.inject({ url: `/api/v2/app/${anon}/listaprodutos/${t.aurora}?${qs}` });
    const nomes = (response.json() as { produtos: { nome: string }[] }).produtos.map((p) => p.nome);
    const ultimoAcucar = nomes.map((n) => n.startsWith('Açúcar')).lastIndexOf(true);
    const primeiraCola = nomes.findIndex((n) => n.startsWith('Refrigerante Cola Zero Açúcar'));
    expect(ultimoAcucar).toBeGreaterThanOrEqual(0);
    expect(primeiraCola).toBeGreaterThan(ultimoAcucar);
  });
});
