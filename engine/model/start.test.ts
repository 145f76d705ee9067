import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $produtos } from './catalogue';
import { appStarted } from './index';
import { $rota } from './navigation';
import { $produto } from './product';
import { readTokenFx } from './session';
import { redirectFx, replaceUrlFx } from './supplier';
import {
  aurora,
  categoria,
  createFakeApi,
  json,
  produto,
  STOREFRONT_CONFIG,
  supplierLoadRoutes,
} from './testing/fake-api';

const TOKEN = 'anon-0123456789abcdef0123456789abcdef';

/** Starts the model alone (no React, no router): only `appStarted` with the entry URL. */
async function startAt(pathname: string, search = '', hostname = 'localhost') {
  const fake = createFakeApi([
    [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
    [
      /^\/v2\/app\/[^/]+\/listaprodutos\/[^/]+$/,
      () =>
        json({
          produtos: [produto(1), produto(2)],
          quantidadeProdutos: 2,
          page: 1,
          limit: 20,
          listaTemPrecos: true,
          ordenacao: 'nome-asc',
        }),
    ],
    [
      /\/produto\/cafe-500$/,
      () => json({ ...produto(5, { slug: 'cafe-500' }), descricao: 'Café', categoria: null, similares: [] }),
    ],
    ...supplierLoadRoutes(aurora, [categoria(1, 'bebidas')]),
  ]);
  const scope = fork({
    handlers: [
      [readTokenFx, () => TOKEN],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
    ],
  });
  await allSettled(appStarted, {
    scope,
    params: {
      api: fake.api,
      config: STOREFRONT_CONFIG,
      location: { pathname, search, hostname, origin: `http://${hostname}:3000` },
    },
  });
  const lists = () => fake.requests.filter((r) => r.url.includes('/listaprodutos/')).map((r) => new URL(r.url));
  return { scope, fake, lists };
}

describe('the route, from the entry URL at start', () => {
  it.each([
    ['/aurora', '', { pagina: 'home' }],
    ['/commerce/aurora/', '', { pagina: 'home' }],
    [
      '/aurora/categoria/bebidas',
      '',
      { pagina: 'categoria', slug: 'bebidas', lista: { agrupadores: [], ordenacao: null, tags: [] } },
    ],
    [
      '/aurora/busca',
      '?q=caf%C3%A9',
      { pagina: 'busca', q: 'café', lista: { agrupadores: [], ordenacao: null, tags: [] } },
    ],
    ['/aurora/produto/cafe-500', '', { pagina: 'produto', slug: 'cafe-500' }],
  ])('%s%s → %o', async (pathname, search, rota) => {
    const { scope } = await startAt(pathname, search);
    expect(scope.getState($rota)).toEqual(rota);
  });

  it('follows the white-label rewrite: /categoria/bebidas on the supplier domain is the category route of /aurora', async () => {
    const { scope, lists } = await startAt('/categoria/bebidas', '', 'aurora.localhost');
    expect(scope.getState($rota)).toEqual({
      pagina: 'categoria',
      slug: 'bebidas',
      lista: { agrupadores: [], ordenacao: null, tags: [] },
    });
    expect(lists().at(-1)!.searchParams.get('categ')).toBe('1');
  });
});

describe('the first data, without React', () => {
  it('requests the first product list of the entry route as soon as the supplier is ready', async () => {
    const { scope, lists } = await startAt('/aurora');
    expect(lists()).toHaveLength(1);
    expect(lists()[0]!.pathname).toBe(`/api/v2/app/${TOKEN}/listaprodutos/${aurora.idfornecedor}`);
    expect(lists()[0]!.searchParams.get('page')).toBe('1');
    expect(scope.getState($produtos).map((p) => p.id)).toEqual([1, 2]);
  });

  it('filters the first list by the search of the entry URL', async () => {
    const { lists } = await startAt('/aurora/busca', '?q=caf%C3%A9');
    expect(lists()).toHaveLength(1);
    expect(lists()[0]!.searchParams.get('sk')).toBe('café');
  });

  it('loads the product of the entry URL', async () => {
    const { scope, lists } = await startAt('/aurora/produto/cafe-500');
    expect(scope.getState($produto)?.id).toBe(5);
    expect(lists()).toHaveLength(0);
  });
});
