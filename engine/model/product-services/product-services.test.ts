import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appStarted } from '../app';
import { loadProdutoFx } from '../product';
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
import { $productServices, $servicesWithPrices, productServicesOpened, SERVICES_LIMIT } from './index';

const TOKEN = 'anon-0123456789abcdef0123456789abcdef';

const detalhe = (id: number, slug: string) => ({
  ...produto(id, { slug }),
  descricao: 'Descrição',
  categoria: { idcategoria: 1, nome: 'Carnes', slug: 'carnes' },
  similares: [],
});

const porcionamento = produto(900, {
  nome: 'Serviço de Porcionamento',
  labelunidade: 'SERVIÇO',
  produto_adicional_de: 5,
});

async function startAt(pathname: string, servicos: FakeHandler) {
  const fake = createFakeApi([
    [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
    [/\/produto\/picanha$/, () => json(detalhe(5, 'picanha'))],
    [/\/produto\/alcatra$/, () => json(detalhe(6, 'alcatra'))],
    [/^\/v2\/app\/[^/]+\/listaprodutos\/[^/]+$/, servicos],
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
  const pedidos = () => fake.requests.filter((r) => r.url.includes('/listaprodutos/')).map((r) => new URL(r.url));
  return { scope, pedidos };
}

const lista = (produtos: unknown[], listaTemPrecos = true) =>
  json({
    produtos,
    quantidadeProdutos: produtos.length,
    page: 1,
    limit: SERVICES_LIMIT,
    listaTemPrecos,
    ordenacao: 'nome-asc',
  });

describe('the additional services of the product on screen', () => {
  it('are listed by listaprodutos?produtoprincipal once the page opens, and asked once per product', async () => {
    const { scope, pedidos } = await startAt('/aurora/produto/picanha', () => lista([porcionamento]));
    await allSettled(productServicesOpened, { scope });
    expect(scope.getState($productServices).map((s) => s.id)).toEqual([900]);
    expect(scope.getState($servicesWithPrices)).toBe(true);
    const [pedido] = pedidos();
    expect(pedido?.pathname).toBe(`/api/v2/app/${TOKEN}/listaprodutos/${aurora.idfornecedor}`);
    expect(pedido?.searchParams.get('produtoprincipal')).toBe('5');
    expect(pedido?.searchParams.get('limit')).toBe(String(SERVICES_LIMIT));
    expect(pedido?.searchParams.get('canalVenda')).toBe('WEB');

    // Reopening the same product's page asks nothing.
    await allSettled(productServicesOpened, { scope });
    expect(pedidos()).toHaveLength(1);
  });

  it("follow the product: another product's page shows only its own services", async () => {
    const { scope, pedidos } = await startAt('/aurora/produto/picanha', (_r, _m, url) =>
      url.searchParams.get('produtoprincipal') === '5' ? lista([porcionamento]) : lista([]),
    );
    await allSettled(productServicesOpened, { scope });
    expect(scope.getState($productServices)).toHaveLength(1);
    await allSettled(loadProdutoFx, { scope, params: 'alcatra' });
    expect(scope.getState($productServices)).toEqual([]);
    expect(pedidos().map((u) => u.searchParams.get('produtoprincipal'))).toEqual(['5', '6']);
  });

  it('a failed call shows none, and a connection failure is asked again on the next opening', async () => {
    let falhas = 0;
    const { scope, pedidos } = await startAt('/aurora/produto/picanha', () => {
      falhas += 1;
      if (falhas === 1) throw new TypeError('Failed to fetch');
      return lista([porcionamento], false);
    });
    // (this module is loaded: the product's arrival asked already, and failed)
    expect(scope.getState($productServices)).toEqual([]);
    expect(pedidos()).toHaveLength(1);
    await allSettled(productServicesOpened, { scope });
    expect(scope.getState($productServices).map((s) => s.id)).toEqual([900]);
    expect(scope.getState($servicesWithPrices)).toBe(false);
    expect(pedidos()).toHaveLength(2);
  });

  it('a refusal from the server is not asked again for the same product', async () => {
    const { scope, pedidos } = await startAt('/aurora/produto/picanha', () =>
      json({ mensagem: 'Erro', codigo: 'x' }, 400),
    );
    await allSettled(productServicesOpened, { scope });
    await allSettled(productServicesOpened, { scope });
    expect(scope.getState($productServices)).toEqual([]);
    expect(pedidos()).toHaveLength(1);
  });
});
