/**
 * Action links (issue 31, spec section 7 `GET /v4/link-acao/{b}/{a}`): the seeded Aurora banner's
 * action, the three action types, another supplier's action answering 404, bad input in pt-BR.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const obter = (idfornecedor: string, idacao: string | number) =>
  t.app.inject({ method: 'GET', url: `/api/v4/link-acao/${idfornecedor}/${idacao}` });

describe('GET /v4/link-acao/{idfornecedor}/{idacao}', () => {
  it("answers the seeded action of Aurora's third home banner: apply AURORA10", async () => {
    const carrossel = await t.db
      .selectFrom('carrosseis')
      .select('banners')
      .where('idfornecedor', '=', t.aurora)
      .where('tipo', '=', 'BANNER')
      .orderBy('ordem')
      .executeTakeFirstOrThrow();
    expect(carrossel.banners.map((b) => b.link)).toContain('acao:1');
    const r = await obter(t.aurora, 1);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      idacao: 1,
      idfornecedor: t.aurora,
      tipo: 'APLICAR_CUPOM',
      idproduto: null,
      quantidade: null,
      codigocupom: 'AURORA10',
      idlista: null,
      slug: null,
    });
  });

  it("answers an add-product action with the product's slug, and an open-list action", async () => {
    const queijo = await t.db
      .selectFrom('produtos')
      .select(['id', 'slug'])
      .where('idfornecedor', '=', t.aurora)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const [produto, lista] = await t.db
      .insertInto('links_acao')
      .values([
        { idfornecedor: t.aurora, tipo: 'ADICIONAR_PRODUTO', idproduto: queijo.id, quantidade: 2.5 },
        { idfornecedor: t.aurora, tipo: 'ABRIR_LISTA', idlista: 3 },
      ])
      .returning('idacao')
      .execute();
    const a = await obter(t.aurora, produto!.idacao);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({
      tipo: 'ADICIONAR_PRODUTO',
      idproduto: queijo.id,
      quantidade: 2.5,
      idlista: null,
      slug: queijo.slug,
    });
    const b = await obter(t.aurora, lista!.idacao);
    expect(b.json()).toMatchObject({ tipo: 'ABRIR_LISTA', idlista: 3, idproduto: null, codigocupom: null, slug: null });
  });

  it("does not answer another supplier's action (404), nor one that does not exist", async () => {
    const r = await obter(t.construforte, 1);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ mensagem: 'Ação do link não encontrada', codigo: 'link-acao.nao-encontrada' });
    expect((await obter(t.aurora, 999_999)).statusCode).toBe(404);
  });

  it('refuses bad input with a pt-BR error', async () => {
    for (const [f, a] of [
      [t.aurora, 'abc'],
      [t.aurora, '0'],
      ['nao-e-uuid', '1'],
    ] as const) {
      const r = await obter(f, a);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ mensagem: expect.any(String), codigo: expect.any(String) });
    }
  });
});
