import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Lista = {
  tags: { tag: string; nome: string; quantidade: number }[];
  agrupadores: { grupo: string; nome: string; valores: { agrupador: string; nome: string; quantidade: number }[] }[];
};
const anon = `anon-${'7'.repeat(32)}`;

async function lista(query: string): Promise<Lista> {
  const r = await t.app.inject({ url: `/api/v4/tag-pesquisa/${t.aurora}/lista${query}` });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

async function contarNaLista(query: string): Promise<number> {
  const r = await t.app.inject({ url: `/api/v2/app/${anon}/listaprodutos/${t.aurora}${query}` });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { quantidadeProdutos: number }).quantidadeProdutos;
}

describe('tag-pesquisa', () => {
  it("lists the catalogue's tags by name, most used first, and each count is what the list filtered by it shows", async () => {
    const { tags, agrupadores } = await lista('');
    expect(tags.length).toBeGreaterThan(3);
    expect(tags.find((x) => x.tag === 'sem-gluten')?.nome).toBe('Sem glúten');
    expect(tags.map((x) => x.quantidade)).toEqual([...tags.map((x) => x.quantidade)].sort((a, b) => b - a));
    for (const tag of tags.slice(0, 3)) {
      expect(await contarNaLista(`?tagsPesquisa=${tag.tag}`)).toBe(tag.quantidade);
    }
    const marca = agrupadores.find((g) => g.grupo === 'marca')!;
    expect(marca.nome).toBe('Marca');
    const valor = marca.valores[0]!;
    expect(valor.agrupador).toBe(`marca:${valor.nome}`);
    expect(await contarNaLista(`?agrupadores=${encodeURIComponent(valor.agrupador)}`)).toBe(valor.quantidade);
  });

  it('narrows to a search text and to a category with its subcategories', async () => {
    const suco = await lista('?query=suco');
    const integral = suco.tags.find((x) => x.tag === 'integral')!;
    expect(integral.quantidade).toBe(await contarNaLista('?sk=suco&tagsPesquisa=integral'));
    const categorias = (
      await t.app.inject({ url: `/api/v2/app/${anon}/listacategoriasprodutos/${t.aurora}` })
    ).json() as {
      idcategoria: number;
      slug: string;
    }[];
    const bebidas = categorias.find((c) => c.slug === 'bebidas')!;
    const naCategoria = await lista(`?idcategoria=${bebidas.idcategoria}`);
    const zero = naCategoria.tags.find((x) => x.tag === 'zero-acucar')!;
    expect(zero.quantidade).toBe(await contarNaLista(`?categ=${bebidas.idcategoria}&tagsPesquisa=zero-acucar`));
    expect(naCategoria.tags.find((x) => x.tag === 'sem-gluten')).toBeUndefined();
  });

  it("answers one product's tags, and 404 for another supplier's product", async () => {
    const r = await t.app.inject({
      url: `/api/v2/app/${anon}/listaprodutos/${t.aurora}?tagsPesquisa=sem-gluten&limit=1`,
    });
    const produto = (r.json() as { produtos: { id: number }[] }).produtos[0]!;
    const filtros = await t.app.inject({ url: `/api/v4/tag-pesquisa/${t.aurora}/filtros-produto/${produto.id}` });
    expect(filtros.statusCode).toBe(200);
    expect(filtros.json()).toMatchObject({
      idproduto: produto.id,
      tags: expect.arrayContaining([{ tag: 'sem-gluten', nome: 'Sem glúten' }]),
    });
    expect(
      (await t.app.inject({ url: `/api/v4/tag-pesquisa/${t.construforte}/filtros-produto/${produto.id}` })).statusCode,
    ).toBe(404);
  });
});
