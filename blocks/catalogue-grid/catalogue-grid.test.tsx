import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appStarted } from '#engine/model/app';
import { sortChanged } from '#engine/model/catalogue';
import { routeChanged } from '#engine/model/navigation';
import { readTokenFx } from '#engine/model/session';
import { redirectFx, replaceUrlFx } from '#engine/model/supplier';
import {
  aurora,
  construforte,
  createFakeApi,
  json,
  LOCATION_LOCALHOST,
  produto,
  STOREFRONT_CONFIG,
  supplierLoadRoutes,
} from '#engine/model/testing/fake-api';
import type { Fornecedor, Produto } from '#engine/model/types';
import { CatalogueGrid } from './catalogue-grid';
import { catalogueGridProps } from './schema';

afterEach(cleanup);

type Pagina = { produtos: Produto[]; total: number; listaTemPrecos?: boolean };
type Pages = (page: number) => Pagina | Promise<Pagina>;

async function setup(pages: Pages, fornecedor: Fornecedor = aurora) {
  const fake = createFakeApi([
    [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([fornecedor])],
    [
      /^\/v2\/app\/[^/]+\/listaprodutos\/[^/]+$/,
      async (_req, _m, url) => {
        const page = Number(url.searchParams.get('page'));
        const { produtos, total, listaTemPrecos = true } = await pages(page);
        return json({
          produtos,
          quantidadeProdutos: total,
          page,
          limit: 20,
          listaTemPrecos,
          ordenacao: url.searchParams.get('ordenacao') ?? 'nome-asc',
        });
      },
    ],
    ...supplierLoadRoutes(fornecedor),
  ]);
  const scope = fork({
    handlers: [
      [readTokenFx, () => 'anon-0123456789abcdef0123456789abcdef'],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
    ],
  });
  const pathname = `/${fornecedor.slug}`;
  await allSettled(routeChanged, { scope, params: { pathname, search: '' } });
  await allSettled(appStarted, {
    scope,
    params: { api: fake.api, config: STOREFRONT_CONFIG, location: { ...LOCATION_LOCALHOST, pathname } },
  });
  renderGrid(scope);
  return { scope, fake };
}

function renderGrid(scope: Scope) {
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <CatalogueGrid id="grade" props={catalogueGridProps.parse({})} />
      </MemoryRouter>
    </Provider>,
  );
}

const cards = () => screen.queryAllByRole('article');
/** The skeleton cards (hidden from assistive technology, so found by their list). */
const esqueletos = () =>
  Array.from(document.querySelectorAll('[data-testid="catalogue-grid"] ul[aria-hidden="true"] > li'));
const all = Array.from({ length: 45 }, (_, i) => produto(i + 1));

describe('catalogue-grid block', () => {
  it('keeps the cards’ places with skeletons while the first page loads (issue 11, item 4), then shows the cards', async () => {
    let liberar: () => void = () => {};
    const portao = new Promise<void>((resolve) => {
      liberar = resolve;
    });
    const fake = createFakeApi([
      [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
      [
        /^\/v2\/app\/[^/]+\/listaprodutos\/[^/]+$/,
        async () => {
          await portao;
          return json({
            produtos: all.slice(0, 20),
            quantidadeProdutos: 45,
            page: 1,
            limit: 20,
            listaTemPrecos: true,
            ordenacao: 'nome-asc',
          });
        },
      ],
      ...supplierLoadRoutes(aurora),
    ]);
    const scope = fork({
      handlers: [
        [readTokenFx, () => 'anon-0123456789abcdef0123456789abcdef'],
        [redirectFx, () => {}],
        [replaceUrlFx, () => {}],
      ],
    });
    await allSettled(routeChanged, { scope, params: { pathname: '/aurora', search: '' } });
    const iniciado = allSettled(appStarted, {
      scope,
      params: { api: fake.api, config: STOREFRONT_CONFIG, location: { ...LOCATION_LOCALHOST, pathname: '/aurora' } },
    });
    renderGrid(scope);
    await waitFor(() => expect(esqueletos()).toHaveLength(8));
    expect(screen.getByRole('status').textContent).toBe('Carregando produtos…');
    // Hidden from assistive technology, and in the same grid the cards will fill.
    expect(esqueletos()[0]!.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(cards()).toHaveLength(0);
    liberar();
    await act(async () => {
      await iniciado;
    });
    expect(cards()).toHaveLength(20);
    expect(esqueletos()).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByTestId('product-card')[0]!.closest('ul')?.className).toBe(
      screen.getByTestId('catalogue-grid').querySelector('ul')?.className,
    );
  });

  it('shows 20 cards, then 20 more with "Carregar mais produtos" and the remaining count, until none remain', async () => {
    await setup((page) => ({ produtos: all.slice((page - 1) * 20, page * 20), total: 45 }));
    expect(cards()).toHaveLength(20);
    expect(screen.getByText('45 produtos')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Carregar mais produtos (25 restantes)' });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(cards()).toHaveLength(40));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Carregar mais produtos (5 restantes)' }));
    });
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: /Carregar mais produtos/ })).toBeNull();
  });

  it('"Carregar mais produtos" waits while the list reloads (a click then would be lost), and is back once it has', async () => {
    let liberar: () => void = () => {};
    let segurar = false;
    const { scope } = await setup(async (page) => {
      // While held, the next answer (a new ordering's first page) arrives only when released.
      if (segurar) await new Promise<void>((resolve) => (liberar = resolve));
      return { produtos: all.slice((page - 1) * 20, page * 20), total: 45 };
    });
    const botao = () => screen.getByRole('button', { name: /^Carregar mais produtos/ }) as HTMLButtonElement;
    expect(botao().disabled).toBe(false);
    segurar = true;
    let recarga: Promise<unknown> = Promise.resolve();
    await act(async () => {
      recarga = allSettled(sortChanged, { scope, params: 'preco-asc' });
    });
    await waitFor(() => expect(botao().disabled).toBe(true));
    segurar = false;
    liberar();
    await act(async () => {
      await recarga;
    });
    expect(botao().disabled).toBe(false);
  });

  it('"Carregar mais produtos" is disabled in the server\'s HTML and enabled once the page is live (a tap before had no handler)', async () => {
    const { scope } = await setup((page) => ({ produtos: all.slice((page - 1) * 20, page * 20), total: 45 }));
    cleanup();
    const arvore = (
      <Provider value={scope}>
        <MemoryRouter>
          <CatalogueGrid id="grade" props={catalogueGridProps.parse({})} />
        </MemoryRouter>
      </Provider>
    );
    const html = renderToString(arvore);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Carregar mais produtos/);
    const raiz = document.createElement('div');
    raiz.innerHTML = html;
    document.body.append(raiz);
    let raizReact: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      raizReact = hydrateRoot(raiz, arvore);
    });
    const botao = within(raiz).getByRole('button', { name: /^Carregar mais produtos/ }) as HTMLButtonElement;
    await waitFor(() => expect(botao.disabled).toBe(false));
    act(() => raizReact?.unmount());
    raiz.remove();
  });

  it("is a section (h2) on the home page and the page's h1 on categoria and busca", async () => {
    const { scope } = await setup(() => ({ produtos: all.slice(0, 20), total: 45 }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Produtos');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await act(async () => {
      await allSettled(routeChanged, { scope, params: { pathname: '/aurora/busca', search: '?q=cafe' } });
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('cafe');
    // The cards' names come right under it (h2: no level skipped).
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(cards().length);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    await act(async () => {
      await allSettled(routeChanged, { scope, params: { pathname: '/aurora/categoria/bebidas', search: '' } });
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('does not show a product twice when the next page repeats some', async () => {
    await setup((page) => ({ produtos: page === 1 ? all.slice(0, 20) : all.slice(15, 35), total: 45 }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Carregar mais produtos/ }));
    });
    await waitFor(() => expect(cards()).toHaveLength(35));
    const names = cards().map((c) => c.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(35);
  });

  it('formats prices in BRL, strikes the original price of offers and shows the wholesale hint', async () => {
    const items = [
      produto(1, { nome: '<b>Café</b> torrado 500 g', preco: 1234.56 }),
      produto(2, { nome: 'Arroz 5 kg', preco: 25.9, preco_original: 29.9 }),
      produto(3, { nome: 'Óleo', preco: 10, precovendaatacado: 8.5, minvendaatacado: 12 }),
    ];
    await setup(() => ({ produtos: items, total: 3 }));
    const cafe = screen.getByRole('article', { name: 'Café torrado 500 g' });
    expect(within(cafe).getByText('R$ 1.234,56')).toBeTruthy();
    const arroz = screen.getByRole('article', { name: 'Arroz 5 kg' });
    expect(arroz.querySelector('s')?.textContent).toContain('R$ 29,90');
    expect(within(arroz).getByText('Oferta')).toBeTruthy();
    const oleo = screen.getByRole('article', { name: 'Óleo' });
    expect(oleo.textContent).toContain('Atacado: R$ 8,50 a partir de 12 UN');
    const img = cafe.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('300');
    expect(img.getAttribute('height')).toBe('300');
    expect(img.getAttribute('src')).toBe('/imagens/produtos/x/1-300.webp');
  });

  it('hides every price with "Faça login para ver o preço" when the list has no prices', async () => {
    const hidden = all.slice(0, 20).map((p) => ({ ...p, preco: null, preconf: null, preco_original: null }));
    await setup(() => ({ produtos: hidden, total: 20, listaTemPrecos: false }), construforte);
    expect(cards()).toHaveLength(20);
    expect(screen.getAllByText('Faça login para ver o preço')).toHaveLength(20);
    expect(document.body.textContent).not.toMatch(/R\$/);
  });

  it('shows the empty state', async () => {
    await setup(() => ({ produtos: [], total: 0 }));
    expect(screen.getByText('Nenhum produto encontrado.')).toBeTruthy();
  });

  it('sorts with the supplier orderings', async () => {
    const { fake } = await setup((page) => ({ produtos: all.slice((page - 1) * 20, page * 20), total: 45 }));
    const select = screen.getByRole('combobox', { name: 'Ordenar por' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Nome (A-Z)', 'Menor preço']);
    await act(async () => {
      fireEvent.change(select, { target: { value: 'preco-asc' } });
    });
    await waitFor(() => {
      const last = fake.requests.filter((r) => r.url.includes('listaprodutos')).at(-1)!;
      expect(new URL(last.url).searchParams.get('ordenacao')).toBe('preco-asc');
    });
  });
});
