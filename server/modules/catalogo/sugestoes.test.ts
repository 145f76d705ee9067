/**
 * Search-as-you-type suggestions (spec section 7, `GET /v2/app/token/listaprodutos/full-text/pesquisar`):
 * the list's forgiving search, the first 10 hits, the list's price rules, and an idcliente that
 * must be the session's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

interface Sugestoes {
  produtos: { nome: string; slug: string; preco: number | null }[];
  listaTemPrecos: boolean;
}

const pesquisar = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: `/api/v2/app/token/listaprodutos/full-text/pesquisar?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers,
  });

describe('GET /v2/app/token/listaprodutos/full-text/pesquisar', () => {
  it("answers at most 10 products of the forgiving search: 'caf' finds Café, 'acucar' finds Açúcar", async () => {
    const caf = await pesquisar({ idfornecedor: t.aurora, query: 'caf' });
    expect(caf.statusCode, caf.body).toBe(200);
    const { produtos } = caf.json() as Sugestoes;
    expect(produtos.length).toBeGreaterThan(0);
    expect(produtos.length).toBeLessThanOrEqual(10);
    expect(produtos[0]!.nome).toMatch(/^Café/);
    const lista = await t.app.inject({
      url: `/api/v2/app/anon-0123456789abcdef0123456789abcdef/listaprodutos/${t.aurora}?sk=caf&limit=10`,
    });
    expect(produtos.map((p) => p.slug)).toEqual((lista.json() as Sugestoes).produtos.map((p) => p.slug));
    const amplo = (await pesquisar({ idfornecedor: t.aurora, query: 'ca' })).json() as Sugestoes;
    expect(amplo.produtos).toHaveLength(10);
    const acucar = (await pesquisar({ idfornecedor: t.aurora, query: 'acucar' })).json() as Sugestoes;
    expect(acucar.produtos.some((p) => /Açúcar/.test(p.nome))).toBe(true);
  });

  it('hides prices from visitors where the supplier does; a customer of that supplier (Bearer or sf_token cookie) sees them', async () => {
    const visitante = (await pesquisar({ idfornecedor: t.construforte, query: 'cimento' })).json() as Sugestoes;
    expect(visitante.produtos.length).toBeGreaterThan(0);
    expect(visitante.produtos.every((p) => p.preco === null)).toBe(true);
    expect(visitante.listaTemPrecos).toBe(false);
    const cliente = await criarSessao(t.db, { idfornecedor: t.construforte });
    const comSessao: Record<string, string>[] = [
      { authorization: `Bearer ${cliente.token}` },
      { cookie: `sf_token=${cliente.token}` },
    ];
    for (const headers of comSessao) {
      const r = (
        await pesquisar({ idfornecedor: t.construforte, query: 'cimento', idcliente: cliente.idcliente }, headers)
      ).json() as Sugestoes;
      expect(r.produtos.every((p) => typeof p.preco === 'number')).toBe(true);
    }
    // A session of another supplier sees no ConstruForte price.
    const daAurora = await criarSessao(t.db, { idfornecedor: t.aurora });
    const alheia = (
      await pesquisar({ idfornecedor: t.construforte, query: 'cimento' }, { authorization: `Bearer ${daAurora.token}` })
    ).json() as Sugestoes;
    expect(alheia.produtos.every((p) => p.preco === null)).toBe(true);
  });

  it("refuses an idcliente that is not the session's: 401 without a session, 403 for another client or supplier", async () => {
    const maria = await criarSessao(t.db, { idfornecedor: t.aurora });
    const outro = await criarSessao(t.db, { idfornecedor: t.aurora });
    expect((await pesquisar({ idfornecedor: t.aurora, query: 'caf', idcliente: maria.idcliente })).statusCode).toBe(
      401,
    );
    const alheio = await pesquisar(
      { idfornecedor: t.aurora, query: 'caf', idcliente: maria.idcliente },
      { authorization: `Bearer ${outro.token}` },
    );
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json().codigo).toBe('sessao.cliente-invalido');
    const outroFornecedor = await pesquisar(
      { idfornecedor: t.construforte, query: 'caf', idcliente: maria.idcliente },
      { authorization: `Bearer ${maria.token}` },
    );
    expect(outroFornecedor.statusCode).toBe(403);
    expect(
      (
        await pesquisar(
          { idfornecedor: t.aurora, query: 'caf', idcliente: maria.idcliente },
          { authorization: `Bearer ${maria.token}` },
        )
      ).statusCode,
    ).toBe(200);
    expect((await pesquisar({ idfornecedor: t.aurora, query: '' })).statusCode).toBe(400);
  });
});
