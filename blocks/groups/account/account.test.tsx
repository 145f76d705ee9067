import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $listaUsuarios, $erroLista as $erroUsuarios } from '#engine/model/linked-users';
import { $usuario } from '#engine/model/session';
import { $fornecedor } from '#engine/model/supplier';
import { aurora } from '#engine/model/testing/fake-api';
import { PAGE_TYPE_LAYOUT } from '#schemas/page-type-layout';
import type { PageTypeName } from '#schemas/page-types';
import { defaultLayout } from '../../default-layout';
import { accountDefaultPages } from './defaults';
import { accountBlockFields } from './fields';
import { Frame, prepare, registry } from './page';
import { ACCOUNT_PARTS, type AccountPageType } from '#engine/rules/account-parts';
import { listsBlocks } from '../lists/registry';
import { listsBlockSchemas } from '../lists/schemas';
import { accountBlocks } from './registry';
import { accountBlockSchemas } from './schemas';
import { CARLOS, MARIA, renderInScope } from './testing';
import type { StoreValue } from './testing';

afterEach(cleanup);

const PAGES = Object.keys(accountDefaultPages) as (keyof typeof accountDefaultPages)[];

describe('the account group', () => {
  it('lists the same block types in its schemas, fields and registry', () => {
    const tipos = Object.keys(accountBlockSchemas).sort();
    expect(Object.keys(accountBlockSchemas).sort()).toEqual(tipos);
    expect(Object.keys(accountBlockFields).sort()).toEqual(tipos);
    expect(Object.keys(accountBlocks).sort()).toEqual(tipos);
    expect(Object.keys(listsBlockSchemas).sort()).toEqual(Object.keys(listsBlocks).sort());
  });

  it('loads each page type’s blocks in its part: exactly the blocks that may be placed on it', async () => {
    const schemas = { ...accountBlockSchemas, ...listsBlockSchemas } as Record<string, { pages?: readonly string[] }>;
    for (const pageType of Object.keys(ACCOUNT_PARTS) as AccountPageType[]) {
      const part = ACCOUNT_PARTS[pageType];
      const { blocks } = (await import(`./parts/${part}.ts`)) as { blocks: Record<string, unknown> };
      const mayBePlaced = Object.keys(schemas).filter((tipo) => schemas[tipo]!.pages?.includes(pageType));
      expect(
        mayBePlaced.every((tipo) => Object.hasOwn(blocks, tipo)),
        `${pageType} (${part})`,
      ).toBe(true);
      expect(
        Object.keys(blocks).every((tipo) =>
          schemas[tipo]!.pages?.some((p) => ACCOUNT_PARTS[p as AccountPageType] === part),
        ),
        `${part} carries only blocks of its own page types`,
      ).toBe(true);
      await prepare(pageType);
    }
    // Once every page type was prepared, the chunk's registry has the group's blocks and the lists'.
    expect(Object.keys(registry).sort()).toEqual(
      [...Object.keys(accountBlockSchemas), ...Object.keys(listsBlocks)].sort(),
    );
  });

  it('keeps the blocks of two pages prepared at once (the studio switching pages, a quick navigation)', async () => {
    vi.resetModules();
    const chunk = await import('./page');
    await Promise.all([chunk.prepare('enderecos'), chunk.prepare('assinaturas'), chunk.prepare('cupons')]);
    expect(Object.keys(chunk.registry)).toEqual(
      expect.arrayContaining(['address-book', 'subscription-list', 'coupon-list']),
    );
    // Prepared again, a page changes nothing: whoever keeps a registry made from it keeps it.
    const before = chunk.registry;
    await chunk.prepare('enderecos');
    expect(chunk.registry).toBe(before);
  });

  it("gives each of its pages today's screen: its required block, with no props, placed where it may be", () => {
    // 'Faturas' is built of three blocks (below); every other page of its required block alone.
    for (const page of PAGES.filter((p) => p !== 'faturas')) {
      const nodes = accountDefaultPages[page];
      const required = PAGE_TYPE_LAYOUT[page].required;
      expect(
        nodes.map((n) => n.type),
        page,
      ).toEqual([...required]);
      for (const node of nodes) {
        expect(node.id, page).toMatch(/^padrao-/);
        expect(node.props, page).toEqual({});
        const schema = accountBlockSchemas[node.type as keyof typeof accountBlockSchemas];
        expect(schema.pages as readonly PageTypeName[], `${page}: ${node.type}`).toContain(page);
      }
    }
  });

  it("'Faturas': the credit limit, the open titles and the paid ones, each block made for the page", () => {
    const nodes = accountDefaultPages.faturas;
    expect(nodes.map((n) => [n.type, n.props])).toEqual([
      ['credit-limit', {}],
      ['invoice-list', { situacao: 'abertos' }],
      ['invoice-list', { situacao: 'pagos' }],
    ]);
    for (const node of nodes) {
      const schema = accountBlockSchemas[node.type as keyof typeof accountBlockSchemas];
      expect(schema.pages as readonly PageTypeName[]).toContain('faturas');
    }
    expect(nodes.map((n) => n.type)).toEqual(expect.arrayContaining([...PAGE_TYPE_LAYOUT.faturas.required]));
  });

  it("the default layout carries the account pages, each block's props completed with today's defaults", () => {
    expect(defaultLayout.pages.usuarios).toEqual([
      {
        type: 'linked-users',
        id: 'padrao-linked-users',
        props: accountBlockSchemas['linked-users'].props.parse({}),
      },
    ]);
    expect(defaultLayout.pages.lojas[0]?.type).toBe('store-choice');
  });
});

const CHILD = <p>conteúdo da página</p>;
const frame = (pageType: PageTypeName, values: StoreValue[]) =>
  renderInScope(<Frame pageType={pageType}>{CHILD}</Frame>, [[$fornecedor, aurora], ...values]);
const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the account frame', () => {
  it("asks a visitor to log in, under the page's one h1, instead of the blocks", () => {
    frame('minha-conta', [[$usuario, null]]);
    expect(h1()).toBe('Minha conta');
    expect(screen.getByText('Entre para ver e alterar os dados da sua conta.')).toBeTruthy();
    expect(screen.getByLabelText('CPF, CNPJ ou e-mail')).toBeTruthy();
    expect(screen.queryByText('conteúdo da página')).toBeNull();
  });

  it("shows a user the blocks under 'Minha conta', on the account's three pages", () => {
    for (const page of ['minha-conta', 'alterar-dados', 'alterar-email-senha'] as const) {
      frame(page, [[$usuario, MARIA]]);
      expect(h1(), page).toBe('Minha conta');
      expect(screen.getByText('conteúdo da página')).toBeTruthy();
      cleanup();
    }
  });

  it("'Usuários' says it is loading, then shows the blocks; a refusal shows the server's message and the way back", () => {
    frame('usuarios', [[$usuario, MARIA]]);
    expect(h1()).toBe('Usuários');
    expect(screen.getByText('Carregando usuários…')).toBeTruthy();
    cleanup();
    frame('usuarios', [
      [$usuario, MARIA],
      [$erroUsuarios, 'Apenas o usuário principal do cliente gerencia os usuários.'],
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Apenas o usuário principal do cliente gerencia os usuários.');
    expect(screen.getByRole('link', { name: 'Voltar para Minha conta' }).getAttribute('href')).toBe(
      '/aurora/minha-conta',
    );
    expect(screen.queryByText('conteúdo da página')).toBeNull();
    cleanup();
    frame('usuarios', [
      [$usuario, MARIA],
      [
        $listaUsuarios,
        {
          idcliente: 1,
          idcadastroextracliente: 1,
          idfornecedor: aurora.idfornecedor,
          nome_cliente: 'Maria',
          usuarios: [],
        },
      ],
    ]);
    expect(screen.getByText('conteúdo da página')).toBeTruthy();
  });

  it("'Meus endereços' has its lead with the way back to 'Minha conta'", () => {
    frame('enderecos', [[$usuario, MARIA]]);
    expect(h1()).toBe('Meus endereços');
    expect(screen.getByText(/^Onde você recebe os seus pedidos\./).textContent).toBe(
      'Onde você recebe os seus pedidos. O endereço principal é o escolhido primeiro na compra. Voltar para Minha conta',
    );
    expect(screen.getByText('conteúdo da página')).toBeTruthy();
  });

  it("'Cupons' sends a visitor to the login page", () => {
    frame('cupons', [[$usuario, null]]);
    expect(h1()).toBe('Cupons');
    expect(screen.getByText('Entre na sua conta para ver os seus cupons de desconto.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/aurora/login');
    expect(screen.queryByText('conteúdo da página')).toBeNull();
  });

  it("'Trocar cliente' names the representative's choice, and turns away a role that chooses no client", () => {
    frame('trocar-cliente', [[$usuario, CARLOS]]);
    expect(h1()).toBe('Escolher cliente');
    expect(screen.getByText('conteúdo da página')).toBeTruthy();
    cleanup();
    frame('trocar-cliente', [[$usuario, { ...CARLOS, papel: 'atendente' }]]);
    expect(h1()).toBe('Escolher cliente vinculado');
    expect(screen.getByText('Apenas representantes e usuários vinculados escolhem um cliente.')).toBeTruthy();
    expect(screen.queryByText('conteúdo da página')).toBeNull();
  });

  it("'Escolha a loja' is open to a visitor", () => {
    frame('lojas', [[$usuario, null]]);
    expect(h1()).toBe('Escolha a loja');
    expect(screen.getByText('conteúdo da página')).toBeTruthy();
  });
});
