import { allSettled, fork } from 'effector';
import type { Scope, StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLayout } from '#blocks/default-layout';
import { layoutSchema } from '#blocks/layout-schema';
import { $api, appStarted } from '#engine/model/app';
import { $produto, loadProdutoFx } from '#engine/model/product';
import { readTokenFx } from '#engine/model/session';
import { $layout } from '#engine/model/storefront';
import { $fornecedor, redirectFx, replaceUrlFx } from '#engine/model/supplier';
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
import { AppRoutes } from './app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Values = { values: [StoreWritable<unknown>, unknown][] };

function renderAt(path: string, values: Values = { values: [] }, scope: Scope = fork(values)) {
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
  return scope;
}

const ready = (extra: [StoreWritable<never>, unknown][] = []): Values => ({
  values: [[$fornecedor, aurora], [$layout, defaultLayout], ...extra] as Values['values'],
});

describe('routes', () => {
  it.each([['/aurora/minha-conta/em-breve', 'Minha conta: em breve']])(
    '%s → "%s" with a link back home',
    async (path, title) => {
      renderAt(path, ready());
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/aurora/');
    },
  );

  it.each([
    ['/aurora/pedidos', 'Meus pedidos'],
    ['/aurora/pedidos/7', 'Pedido'],
    ['/aurora/submissao/123', 'Pedido submetido'],
    ['/aurora/listas', 'Listas de compras'],
    ['/aurora/listas/1', 'Lista de compras'],
  ])('%s (a visitor) → "%s", asking to log in', async (path, title) => {
    renderAt(path, ready());
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Entrar' }).map((a) => a.getAttribute('href'))).toContain(
      '/aurora/login',
    );
  });

  it("/aurora/pagina/{slug} → the supplier's page through SafeHtml; 'Página não encontrada' and the not-displayable message otherwise", async () => {
    const fake = createFakeApi([
      [
        /^\/v4\/pagina-estatica\/[^/]+\/slug\/([^/]+)$/,
        (_request, match) =>
          match[1] === 'quem-somos'
            ? json({
                idpagina: 2,
                slug: 'quem-somos',
                titulo: 'Quem somos',
                conteudo: '<p>Desde 1998.</p><script>alert(1)</script>',
                tags: ['WEB'],
                atualizado_em: '2026-01-15T12:00:00.000Z',
              })
            : match[1] === 'interna'
              ? json({ mensagem: 'Esta página não pode ser exibida na loja.', codigo: 'pagina.nao-exibivel' }, 403)
              : json({ mensagem: 'Página não encontrada', codigo: 'pagina.nao-encontrada' }, 404),
      ],
    ]);
    renderAt('/aurora/pagina/quem-somos', ready([[$api as never, fake.api]]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quem somos' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Desde 1998.')).toBeTruthy());
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Atualizada em 15 de janeiro de 2026')).toBeTruthy();
    cleanup();
    renderAt('/aurora/pagina/interna', ready([[$api as never, fake.api]]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página indisponível' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Esta página não pode ser exibida na loja.')).toBeTruthy();
    cleanup();
    renderAt('/aurora/pagina/nada', ready([[$api as never, fake.api]]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it("/aurora/carrinho → the cart page (empty: the spec's message and a way back to the products)", async () => {
    renderAt('/aurora/carrinho', ready());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seu carrinho está vazio.' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('O carrinho está vazio. Experimente adicionar alguns produtos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver produtos' }).getAttribute('href')).toBe('/aurora/');
  });

  it('a login-token that did not log in → the spec message and a link to the login', async () => {
    renderAt('/aurora/erro/login-token', ready());
    expect(await screen.findByRole('heading', { level: 1, name: 'Falha ao logar usuário vai token' })).toBeTruthy();
    expect(screen.getByText(/^Não foi possível autenticar via token de redirecionamento\.\.\./)).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: 'Entrar' }).every((a) => a.getAttribute('href') === '/aurora/login'),
    ).toBe(true);
  });

  it('unknown sub-route → Página não encontrada', async () => {
    renderAt('/aurora/nada/aqui', ready());
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
  });

  it('HTTP 429 page in pt-BR', async () => {
    renderAt('/aurora/erro/too-many-request', ready());
    expect(await screen.findByRole('heading', { level: 1, name: 'Muitas solicitações' })).toBeTruthy();
  });

  it('a bad layout document falls back to the default layout (never blank) and logs the errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const layout = {
      schemaVersion: 1,
      regions: { header: [{ type: 'nope', id: 'x' }], footer: [] },
      pages: { home: [], categoria: [], busca: [], produto: [] },
    };
    const fake = createFakeApi([
      [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
      [
        /^\/v4\/documentos-loja\/[^/]+$/,
        () => json({ idfornecedor: aurora.idfornecedor, layout, menu: null, features: null, atualizado_em: null }),
      ],
      [
        /listaprodutos/,
        () =>
          json({
            produtos: [],
            quantidadeProdutos: 0,
            page: 1,
            limit: 20,
            listaTemPrecos: true,
            ordenacao: 'nome-asc',
          }),
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
    await allSettled(appStarted, {
      scope,
      params: {
        api: fake.api,
        config: STOREFRONT_CONFIG,
        location: LOCATION_LOCALHOST,
        layout: { schema: layoutSchema, fallback: defaultLayout },
      },
    });
    renderAt('/aurora', undefined, scope);
    expect(await screen.findByRole('banner')).toBeTruthy(); // the default header
    expect(screen.getByRole('heading', { name: 'Produtos' })).toBeTruthy(); // the default home grid
    expect(error.mock.calls.flat().join(' ')).toMatch(/bloco desconhecido "nope"/);
  });

  it('the product page (lazy) shows the product from getProduto, with the hidden-price text when prices are hidden', async () => {
    const detalhe = {
      ...produto(5, { nome: 'Cimento <b>CP II</b> 50 kg', preco: null, preconf: null }),
      descricao: 'Saco de 50 kg.',
      categoria: { idcategoria: 1, nome: 'Cimento', slug: 'cimento' },
      similares: [],
    };
    // The route reaches the model, which (re)loads the product: the handler answers with it.
    const scope = fork({
      values: [
        [$fornecedor, construforte],
        [$layout, defaultLayout],
        [$produto, detalhe],
      ] as Values['values'],
      handlers: [[loadProdutoFx, async () => detalhe]],
    });
    renderAt('/construforte/produto/produto-5', undefined, scope);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cimento CP II 50 kg' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Faça login para ver o preço')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cimento' }).getAttribute('href')).toBe('/construforte/categoria/cimento');
    await waitFor(() => expect(document.title).toContain('Cimento CP II 50 kg'));
  });
});
