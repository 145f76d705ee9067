import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';

let t: TestApp;
let maria: SessaoDeTeste;

type Tipo = { idtipoassinatura: number; nome: string; descricao: string; intervalo_dias: number };
type Carrinho = {
  idtipoassinatura: number | null;
  assinaturas: { tipos: Tipo[]; label: string };
  meta_info: { hasRecorrencia: boolean; recorrencia: { mensagem: string } | null };
};

beforeAll(async () => {
  t = await startTestApp();
  maria = await criarSessao(t.db, { idfornecedor: t.aurora });
});
afterAll(async () => {
  await t?.close();
});

const lista = (idfornecedor: string) => t.app.inject({ url: `/api/v4/subscription/type/list/${idfornecedor}` });
const cart = (query = '') =>
  `/api/v2/app/${maria.token}~${maria.idcliente}/usuario/${maria.idcliente}/cart?idfornecedor=${t.aurora}${query}`;
const salvar = async (query: string): Promise<Carrinho> => {
  const r = await t.app.inject({ method: 'POST', url: cart(query), payload: { cartItens: [] } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

describe('subscription types (GET /v4/subscription/type/list/{idfornecedor})', () => {
  it("lists the supplier's active types in its order; none where the supplier offers none; 404 in pt-BR for an unknown supplier", async () => {
    const aurora = await lista(t.aurora);
    expect(aurora.statusCode).toBe(200);
    expect(aurora.json().tipos.map((x: Tipo) => [x.nome, x.intervalo_dias])).toEqual([
      ['Semanal', 7],
      ['Quinzenal', 15],
      ['Mensal', 30],
    ]);
    expect((await lista(t.construforte)).json()).toEqual({ tipos: [] });
    const desconhecido = await lista('00000000-0000-4000-8000-000000000000');
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json()).toMatchObject({
      codigo: expect.any(String),
      mensagem: expect.stringMatching(/[Ff]ornecedor/),
    });
    // An inactive type is not offered.
    await t.db
      .updateTable('tipos_assinatura')
      .set({ ativo: false })
      .where('idfornecedor', '=', t.aurora)
      .where('nome', '=', 'Quinzenal')
      .execute();
    try {
      expect((await lista(t.aurora)).json().tipos.map((x: Tipo) => x.nome)).toEqual(['Semanal', 'Mensal']);
    } finally {
      await t.db
        .updateTable('tipos_assinatura')
        .set({ ativo: true })
        .where('idfornecedor', '=', t.aurora)
        .where('nome', '=', 'Quinzenal')
        .execute();
    }
  });
});

describe('the subscription a cart carries (spec sections 3 and 5)', () => {
  it('starts as a one-off order; takes a type; falls back to the first for an unknown id; 0 makes it one-off again; a save without the query keeps it', async () => {
    const tipos = (await lista(t.aurora)).json().tipos as Tipo[];
    const [semanal, quinzenal] = [tipos[0]!, tipos[1]!];

    const inicial = (await t.app.inject({ url: cart() })).json() as Carrinho;
    expect(inicial).toMatchObject({
      idtipoassinatura: null,
      meta_info: { hasRecorrencia: false, recorrencia: null },
      assinaturas: { label: 'Repetir este pedido' },
    });
    expect(inicial.assinaturas.tipos.map((x) => x.idtipoassinatura)).toEqual(tipos.map((x) => x.idtipoassinatura));

    const escolhido = await salvar(`&idtipoassinatura=${quinzenal.idtipoassinatura}`);
    expect(escolhido.idtipoassinatura).toBe(quinzenal.idtipoassinatura);
    expect(escolhido.meta_info).toEqual({
      hasRecorrencia: true,
      recorrencia: { mensagem: 'Assinatura quinzenal: este pedido será repetido a cada 15 dias, até você cancelar.' },
    });
    expect(((await t.app.inject({ url: cart() })).json() as Carrinho).idtipoassinatura).toBe(
      quinzenal.idtipoassinatura,
    );
    expect((await salvar('')).idtipoassinatura).toBe(quinzenal.idtipoassinatura);

    const maxId = Math.max(...tipos.map((x) => x.idtipoassinatura));
    expect((await salvar(`&idtipoassinatura=${maxId + 1000}`)).idtipoassinatura).toBe(semanal.idtipoassinatura);
    // Another supplier's type is "not found" here: the first type too.
    await t.db
      .insertInto('tipos_assinatura')
      .values({ idfornecedor: t.construforte, nome: 'Mensal obra', intervalo_dias: 30 })
      .execute();
    const deOutro = (
      await t.db
        .selectFrom('tipos_assinatura')
        .select('idtipoassinatura')
        .where('idfornecedor', '=', t.construforte)
        .executeTakeFirstOrThrow()
    ).idtipoassinatura;
    try {
      expect((await salvar(`&idtipoassinatura=${deOutro}`)).idtipoassinatura).toBe(semanal.idtipoassinatura);
    } finally {
      await t.db.deleteFrom('tipos_assinatura').where('idfornecedor', '=', t.construforte).execute();
    }

    const avulso = await salvar('&idtipoassinatura=0');
    expect(avulso).toMatchObject({ idtipoassinatura: null, meta_info: { hasRecorrencia: false, recorrencia: null } });
    expect(((await t.app.inject({ url: cart() })).json() as Carrinho).idtipoassinatura).toBeNull();
  });

  it('a type removed after it was chosen falls back to the first type on load', async () => {
    const tipos = (await lista(t.aurora)).json().tipos as Tipo[];
    const mensal = tipos.find((x) => x.nome === 'Mensal')!;
    expect((await salvar(`&idtipoassinatura=${mensal.idtipoassinatura}`)).idtipoassinatura).toBe(
      mensal.idtipoassinatura,
    );
    await t.db
      .updateTable('tipos_assinatura')
      .set({ ativo: false })
      .where('idtipoassinatura', '=', mensal.idtipoassinatura)
      .execute();
    try {
      expect(((await t.app.inject({ url: cart() })).json() as Carrinho).idtipoassinatura).toBe(
        tipos[0]!.idtipoassinatura,
      );
    } finally {
      await t.db
        .updateTable('tipos_assinatura')
        .set({ ativo: true })
        .where('idtipoassinatura', '=', mensal.idtipoassinatura)
        .execute();
      await salvar('&idtipoassinatura=0');
    }
  });
});
