import { fork } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LayoutRegion } from '#engine/layout/renderer';
import { $cartLines } from '#engine/model/cart/lines';
import { $usuario } from '#engine/model/session';
import { $gateContext } from '#engine/model/storefront';
import { $categorias } from '#engine/model/categories';
import { $documentos } from '#engine/model/documents';
import { $rota } from '#engine/model/navigation';
import { $fornecedor } from '#engine/model/supplier';
import { $rodapeCarregado, $textos } from '#engine/model/supplier-config';
import { aurora, categoria, produto } from '#engine/model/testing/fake-api';
import type { GateContext } from '#schemas/gate';
import type { StoredLayoutDocument } from './layout-schema';
import { allBlocks } from './all-blocks';
import { blockRegistry } from './registry';
import { BLOCK_TYPES, blockSchemas, entryBlockSchemas } from './schemas';
import { validateDocumentoLoja } from './validate-document';

afterEach(cleanup);

const seed = (slug: string, tipo: string): unknown =>
  JSON.parse(readFileSync(join(process.cwd(), 'server/db/seed/documents', `${slug}.${tipo}.json`), 'utf8'));
/** The seed's layout as the server serves it: migrated to the current version, validated, defaults filled in. */
function served(raw: unknown): StoredLayoutDocument {
  const result = validateDocumentoLoja('layout', raw);
  if (!result.ok) throw new Error(JSON.stringify(result.erros));
  return result.documento as StoredLayoutDocument;
}
const auroraLayout = served(seed('aurora', 'layout'));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderRegion(scope: Scope, nodes: StoredLayoutDocument['pages']['home'], gate: GateContext) {
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/aurora']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <LayoutRegion nodes={nodes} registry={blockRegistry} context={gate} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const anonymous: GateContext = { supplierTags: aurora.tags, userTags: [], role: 'anonimo', loggedIn: false };

describe('block registry', () => {
  it('lists exactly the block types of blockSchemas', () => {
    expect(Object.keys(allBlocks).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) expect(allBlocks[type].props).toBe(blockSchemas[type].props);
    // The first view's registry has exactly the blocks that may go anywhere.
    expect(Object.keys(blockRegistry).sort()).toEqual(Object.keys(entryBlockSchemas).sort());
    for (const type of BLOCK_TYPES)
      expect((blockSchemas[type] as { pages?: unknown }).pages === undefined).toBe(type in entryBlockSchemas);
  });

  it("renders Aurora's home: the section nests its children; `when` gates hide the logged-in greeting", () => {
    const scope = fork({
      values: [
        [$fornecedor, { ...aurora, tags: ['has-collect'] }],
        [$textos, { 'home.boas_vindas': 'Bem-vindo à Distribuidora Aurora!' }],
        [
          $categorias,
          [categoria(1, 'bebidas', { nome: 'Bebidas' }), categoria(2, 'ofertas', { nome: 'Ofertas', tipo: 'OFERTAS' })],
        ],
      ],
    });
    renderRegion(scope, auroraLayout.pages.home, anonymous);
    const section = screen.getByRole('region', { name: 'Compre por categoria' });
    expect(within(section).getByText('Bem-vindo à Distribuidora Aurora!')).toBeTruthy();
    expect(within(section).getByRole('navigation', { name: 'Categorias' })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Todos os produtos' })).toBeTruthy();
    expect(screen.queryByText(/Que bom ter você de volta/)).toBeNull();
    cleanup();
    renderRegion(scope, auroraLayout.pages.home, { ...anonymous, loggedIn: true, role: 'cliente' });
    expect(screen.getByText(/Que bom ter você de volta/)).toBeTruthy();
  });

  it('header: supplier name, gated menu, search to busca, cart button linking to the cart route with its count', () => {
    const scope = fork({
      values: [
        [$fornecedor, aurora],
        [$documentos, { layout: null, menu: seed('aurora', 'menu'), features: null, atualizado_em: null }],
        [
          $cartLines,
          [
            {
              produto: produto(1, { nome: 'Café' }),
              quantidadeMilesimos: 1000,
              embalarParaPresente: false,
              precoAtendenteCentavos: null,
            },
          ],
        ],
      ],
    });
    renderRegion(scope, auroraLayout.regions.header, scope.getState($gateContext));
    expect(screen.getByRole('link', { name: /Distribuidora Aurora/ }).getAttribute('href')).toBe('/aurora/');
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Início', 'Ofertas', 'Café e Chás', 'Hortifrúti', 'Combos']);
    expect(within(menu).getByRole('link', { name: 'Ofertas' }).getAttribute('href')).toBe('/aurora/categoria/ofertas');
    const cart = screen.getByRole('link', { name: 'Carrinho: 1 item' });
    expect(cart.getAttribute('href')).toBe('/aurora/carrinho');
    expect(cart.textContent).toContain('1');
    // The search input is the suggestions' combobox (ARIA 1.2), closed until suggestions arrive.
    const busca = screen.getByRole('combobox', { name: 'Buscar alimentos e bebidas' });
    expect([
      busca.getAttribute('aria-expanded'),
      busca.getAttribute('aria-autocomplete'),
      busca.getAttribute('type'),
    ]).toEqual(['false', 'list', 'search']);
    fireEvent.change(busca, { target: { value: 'café & leite' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('where').textContent).toBe('/aurora/busca?q=caf%C3%A9%20%26%20leite');
  });

  it('header menu shows account items to a logged-in customer (gates from the menu document)', async () => {
    const scope = fork({
      values: [
        [$fornecedor, aurora],
        [$documentos, { layout: null, menu: seed('aurora', 'menu'), features: null, atualizado_em: null }],
        [
          $usuario,
          {
            idusuario: 1,
            idcliente: 7,
            nome: 'Maria Oliveira',
            email: null,
            cpf: null,
            papel: 'cliente',
            principal: true,
            cadastro_aprovado: true,
            fornecedor_logado: aurora.idfornecedor,
          },
        ],
      ],
    });
    renderRegion(scope, auroraLayout.regions.header, scope.getState($gateContext));
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    // The account's entries (faturas, pedidos) are in the user menu, not the main one.
    expect(within(menu).queryByRole('link', { name: 'Faturas' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Pedidos' })).toBeNull();
    // The user menu: a native disclosure with the account page and logout.
    // The user menu is its own lazily loaded chunk.
    const summary = await screen.findByText('Olá, Maria', { selector: 'summary' });
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.closest('details')!;
    expect(within(details).getByRole('link', { name: 'Minha conta', hidden: true }).getAttribute('href')).toBe(
      '/aurora/minha-conta',
    );
    expect(within(details).getByRole('button', { name: 'Sair', hidden: true })).toBeTruthy();
    // The account group is in the user menu only: one 'Sair', no account entries in the main menu.
    expect(within(menu).queryByRole('button', { name: 'Sair' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Sair', hidden: true })).toHaveLength(1);
    expect(within(menu).queryByRole('link', { name: 'Alterar e-mail e senha' })).toBeNull();
    expect(within(details).queryByRole('link', { name: 'Trocar cliente', hidden: true })).toBeNull(); // representatives only
  });

  it('free-shipping banner, OFERTAS button and footer render from the supplier data', async () => {
    const scope = fork({
      values: [
        [
          $fornecedor,
          {
            ...aurora,
            config: {
              ...aurora.config,
              frete_gratis: {
                minimo_centavos: 300_000,
                ufs: ['SP'],
                texto: 'Frete grátis para pedidos a partir de R$ 3.000 para São Paulo',
              },
            },
          },
        ],
        [$textos, { 'banner.frete_gratis': 'Frete grátis acima de R$ 3.000' }],
        [$categorias, [categoria(9, 'ofertas', { nome: 'Ofertas', tipo: 'OFERTAS' })]],
        [$rota, { pagina: 'home' }],
        [
          $rodapeCarregado,
          {
            razao_social: 'Aurora Alimentos Ltda.',
            cnpj: '11222333000181',
            texto: null,
            contato: { email: 'sac@aurora.example' },
            colunas: [
              {
                titulo: 'Institucional',
                links: [
                  { label: 'Quem somos', url: '/aurora/pagina/quem-somos' },
                  { label: 'Mau', url: 'javascript:alert(1)' },
                ],
              },
            ],
            redes_sociais: [{ rede: 'instagram', url: 'https://instagram.com/aurora' }],
          },
        ],
      ],
    });
    renderRegion(scope, [...auroraLayout.regions.header, ...auroraLayout.regions.footer], anonymous);
    expect(screen.getByRole('region', { name: 'Aviso de frete grátis' }).textContent).toContain(
      'Frete grátis acima de R$ 3.000',
    );
    expect(screen.getByRole('link', { name: 'OFERTAS' }).getAttribute('href')).toBe('/aurora/categoria/ofertas');
    // The footer is a lazy block (its chunk loads apart from the first view's).
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('CNPJ 11.222.333/0001-81');
    expect(footer.textContent).toContain('Aurora Alimentos Ltda.');
    expect(within(footer).getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://instagram.com/aurora',
    );
    expect(within(footer).queryByRole('link', { name: 'Mau' })).toBeNull();
  });

  it('the OFERTAS button is for browsing: none on the cart page or the account', () => {
    const scope = fork({
      values: [
        [$fornecedor, aurora],
        [$categorias, [categoria(9, 'ofertas', { nome: 'Ofertas', tipo: 'OFERTAS' })]],
        [$rota, { pagina: 'outra' }],
      ],
    });
    renderRegion(scope, auroraLayout.regions.header, anonymous);
    expect(screen.queryByRole('link', { name: 'OFERTAS' })).toBeNull();
  });

  it('the free-shipping banner follows the supplier: its own text, or none when it offers no free shipping', () => {
    const comFrete = {
      ...aurora,
      config: {
        ...aurora.config,
        frete_gratis: {
          minimo_centavos: 500_000,
          ufs: ['SP'],
          texto: 'Frete grátis para pedidos a partir de R$ 5.000 para São Paulo',
        },
      },
    };
    const comTexto = fork({
      values: [
        [$fornecedor, comFrete],
        [$textos, {}],
      ],
    });
    renderRegion(comTexto, auroraLayout.regions.header, anonymous);
    expect(screen.getByRole('region', { name: 'Aviso de frete grátis' }).textContent).toContain(
      'Frete grátis para pedidos a partir de R$ 5.000 para São Paulo',
    );
    cleanup();
    const semFrete = fork({
      values: [
        [$fornecedor, aurora],
        [$textos, { 'banner.frete_gratis': 'Frete grátis acima de R$ 3.000' }],
      ],
    });
    renderRegion(semFrete, auroraLayout.regions.header, anonymous);
    expect(screen.queryByRole('region', { name: 'Aviso de frete grátis' })).toBeNull();
  });

  it('no OFERTAS category → no OFERTAS button', () => {
    const scope = fork({
      values: [
        [$fornecedor, aurora],
        [$categorias, [categoria(1, 'bebidas')]],
      ],
    });
    renderRegion(scope, auroraLayout.regions.header, anonymous);
    expect(screen.queryByRole('link', { name: 'OFERTAS' })).toBeNull();
  });
});
