import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appStarted } from '../app';
import { $carrosseis } from '../carousel';
import { routeChanged } from '../navigation';
import { readTokenFx } from '../session';
import { redirectFx, replaceUrlFx } from '../supplier';
import {
  aurora,
  createFakeApi,
  json,
  LOCATION_LOCALHOST,
  produto,
  STOREFRONT_CONFIG,
  supplierLoadRoutes,
} from '../testing/fake-api';
import type { FakeHandler } from '../testing/fake-api';
import { $produto, $produtoErro, productPageOpened } from './index';

const TOKEN = 'anon-0123456789abcdef0123456789abcdef';

async function startAt(pathname: string, extra: [RegExp, FakeHandler][]) {
  const fake = createFakeApi([
    [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
    ...extra,
    ...supplierLoadRoutes(aurora),
  ]);
  const scope = fork({
    handlers: [
      [readTokenFx, () => TOKEN],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
    ],
  });
  await allSettled(routeChanged, { scope, params: { pathname, search: '' } });
  await allSettled(appStarted, {
    scope,
    params: { api: fake.api, config: STOREFRONT_CONFIG, location: { ...LOCATION_LOCALHOST, pathname } },
  });
  return { scope, fake };
}

describe('product page data', () => {
  it('loads the product of produto/{slug} with getProduto', async () => {
    const detalhe = {
      ...produto(5, { slug: 'cafe-500' }),
      descricao: 'Café',
      categoria: { idcategoria: 1, nome: 'Cafés', slug: 'cafes' },
      similares: [],
    };
    const { scope, fake } = await startAt('/aurora/produto/cafe-500', [[/\/produto\/cafe-500$/, () => json(detalhe)]]);
    expect(scope.getState($produto)?.id).toBe(5);
    const request = new URL(fake.requests.find((r) => r.url.includes('/produto/'))!.url);
    expect(request.pathname).toBe(`/api/v2/app/${TOKEN}/fornecedor/${aurora.idfornecedor}/produto/cafe-500`);
    expect(request.searchParams.get('canalVenda')).toBe('WEB');
  });

  it('opening the page asks nothing for the product on screen; after a failed connection it asks again', async () => {
    const detalhe = {
      ...produto(5, { slug: 'cafe-500' }),
      descricao: 'Café',
      categoria: { idcategoria: 1, nome: 'Cafés', slug: 'cafes' },
      similares: [],
    };
    let pedidos = 0;
    const { scope } = await startAt('/aurora/produto/cafe-500', [
      [
        /\/produto\/cafe-500$/,
        () => {
          pedidos += 1;
          if (pedidos === 1) throw new TypeError('Failed to fetch');
          return json(detalhe);
        },
      ],
    ]);
    expect(scope.getState($produto)).toBeNull();
    await allSettled(productPageOpened, { scope });
    expect(scope.getState($produto)?.id).toBe(5);
    await allSettled(productPageOpened, { scope });
    expect(pedidos).toBe(2);
  });

  it('a missing product says so in pt-BR', async () => {
    const { scope } = await startAt('/aurora/produto/nao-existe', [
      [/\/produto\/nao-existe$/, () => json({ mensagem: 'x', codigo: 'produto.nao-encontrado' }, 404)],
    ]);
    expect(scope.getState($produto)).toBeNull();
    expect(scope.getState($produtoErro)).toBe('Produto não encontrado.');
  });
});

describe('home carousels', () => {
  it('loads the HOME carousels with products, with the {auth}~{id} segment, sorted by ordem', async () => {
    const { scope, fake } = await startAt('/aurora', [
      [
        /customizacao\/carrossel/,
        () =>
          json([
            { idcarrossel: 2, titulo: 'B', tipo: 'PRODUTOS', ordem: 20, banners: [], produtos: [produto(1)] },
            { idcarrossel: 1, titulo: 'A', tipo: 'BANNER', ordem: 10, banners: [], produtos: [] },
          ]),
      ],
    ]);
    expect(scope.getState($carrosseis).map((c) => c.idcarrossel)).toEqual([1, 2]);
    const request = new URL(fake.requests.find((r) => r.url.includes('carrossel'))!.url);
    expect(request.pathname).toBe(`/api/v2/app/${TOKEN}~0/customizacao/carrossel/list-for-page/${aurora.idfornecedor}`);
    expect(request.searchParams.get('page')).toBe('HOME');
    expect(request.searchParams.get('loadProdutos')).toBe('true');
  });
});
