import { describe, expect, it } from 'vitest';
import { decodeSegment, storefrontSegments } from '#engine/rules/storefront-path';
import { lazyChunkTags, lazyPageModule, lazyPageModules } from './lazy-route-assets';

/** The segments after the supplier's of a URL that names it, as the storefront route passes them. */
const daUrl = (url: string) => storefrontSegments(url).map(decodeSegment).slice(1);

// Each page type's chunk is its block group's page module (the route table, schemas/page-types.ts).
const PRODUCT_PAGE_MODULE = '../blocks/groups/product/page.tsx';
const REDEFINIR_SENHA_PAGE_MODULE = '../blocks/groups/access/page.tsx';
const LOGIN_PAGE_MODULE = '../blocks/groups/access/page.tsx';
const ACCOUNT_PAGE_MODULE = '../blocks/groups/account/page.tsx';
const ORDERS_PAGE_MODULE = '../blocks/groups/orders/page.tsx';
const CART_PAGE_MODULE = '../blocks/groups/cart/page.tsx';
const STATIC_PAGE_MODULE = '../blocks/groups/static-page/page.tsx';
const STATUS_PAGES_MODULE = 'pages/status-pages.tsx';
const QUICK_ORDER_PAGE_MODULE = '../blocks/groups/quick-order/page.tsx';

describe('lazyPageModule: the lazily loaded page a server-rendered URL needs the stylesheet of', () => {
  it.each([
    ['/aurora/produto/cafe-torrado', PRODUCT_PAGE_MODULE],
    ['/commerce/aurora/produto/cafe?x=1', PRODUCT_PAGE_MODULE],
    ['/aurora/redefinir-senha/abc', REDEFINIR_SENHA_PAGE_MODULE],
    ['/aurora/login', LOGIN_PAGE_MODULE],
    ['/aurora/carrinho', CART_PAGE_MODULE],
    ['/aurora/pedido-rapido', QUICK_ORDER_PAGE_MODULE],
    ['/aurora/login/?voltar=1', LOGIN_PAGE_MODULE],
    ['/aurora/minha-conta', ACCOUNT_PAGE_MODULE],
    ['/aurora/minha-conta/alterar-dados', ACCOUNT_PAGE_MODULE],
    ['/aurora/minha-conta/alterar-email-senha/', ACCOUNT_PAGE_MODULE],
    ['/aurora/minha-conta/trocar-cliente', ACCOUNT_PAGE_MODULE],
    ['/aurora/minha-conta/trocar-cliente/?x=1', ACCOUNT_PAGE_MODULE],
    ['/aurora/minha-conta/cupons', ACCOUNT_PAGE_MODULE],
    ['/aurora/minha-conta/enderecos', ACCOUNT_PAGE_MODULE],
    ['/aurora/minha-conta/enderecos/?x=1', ACCOUNT_PAGE_MODULE],
    ['/aurora/minha-conta/usuarios', ACCOUNT_PAGE_MODULE],
    ['/commerce/aurora/minha-conta/usuarios/?x=1', ACCOUNT_PAGE_MODULE],
    ['/aurora/pagina/politica-de-privacidade', STATIC_PAGE_MODULE],
    ['/aurora/pedidos', ORDERS_PAGE_MODULE],
    ['/aurora/lojas', ACCOUNT_PAGE_MODULE],
    ['/commerce/aurora-atacado/lojas/?x=1', ACCOUNT_PAGE_MODULE],
    ['/aurora/pedidos/?ordenacao=antigos', ORDERS_PAGE_MODULE],
    ['/aurora/pedidos/123', ORDERS_PAGE_MODULE],
    ['/aurora/submissao/123', ORDERS_PAGE_MODULE],
    // The back-office is a route of its own (src/app/back-office.tsx).
    ['/aurora/painel', 'app/back-office.tsx'],
    ['/aurora/painel/loja/previa', 'app/back-office.tsx'],
    // 'Em breve', the error pages and 'Página não encontrada' are the status pages' chunk.
    ['/aurora/minha-conta/pedidos', STATUS_PAGES_MODULE],
    ['/aurora/erro/too-many-request', STATUS_PAGES_MODULE],
    ['/aurora/pedidos/1/x', STATUS_PAGES_MODULE],
    ['/aurora/login-token/x/y', STATUS_PAGES_MODULE],
  ])('%s → %s', (url, modulo) => {
    expect(lazyPageModule(daUrl(url))).toBe(modulo);
  });

  it.each([
    '/aurora',
    '/aurora/',
    '/commerce/aurora',
    '/aurora/categoria/bebidas',
    '/aurora/busca?q=login',
    '/aurora/categoria/lojas',
    '/',
  ])('%s → none', (url) => {
    expect(lazyPageModule(daUrl(url))).toBeNull();
  });

  it("on the supplier's own domain (no supplier segment) the same pages have the same chunks", () => {
    expect(lazyPageModule(['produto', 'cafe-torrado'])).toBe(PRODUCT_PAGE_MODULE);
    expect(lazyPageModule(['minha-conta', 'cupons'])).toBe(ACCOUNT_PAGE_MODULE);
    expect(lazyPageModule(['pagina', 'quem-somos'])).toBe(STATIC_PAGE_MODULE);
    expect(lazyPageModule([])).toBeNull();
  });
});

describe('lazyPageModules: an account page preloads its part too', () => {
  it.each([
    ['/aurora/minha-conta', 'profile'],
    ['/aurora/minha-conta/alterar-dados', 'profile'],
    ['/aurora/minha-conta/enderecos', 'addresses'],
    ['/aurora/minha-conta/faturas', 'invoices'],
    ['/aurora/lojas', 'stores'],
    ['/aurora/listas/12', 'lists'],
  ])('%s → the account chunk and its %s part', (url, part) => {
    expect(lazyPageModules(daUrl(url))).toEqual([ACCOUNT_PAGE_MODULE, `../blocks/groups/account/parts/${part}.ts`]);
  });

  it('any other page: its module alone; the entry’s pages: none', () => {
    expect(lazyPageModules(daUrl('/aurora/carrinho'))).toEqual([CART_PAGE_MODULE]);
    expect(lazyPageModules(daUrl('/aurora/categoria/bebidas'))).toEqual([]);
  });

  it('the tags of both, each chunk once, the entry left out', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
      [ACCOUNT_PAGE_MODULE]: {
        file: 'assets/conta.js',
        imports: ['index.html', '_comum.js'],
        css: ['assets/conta.css'],
      },
      '../blocks/groups/account/parts/addresses.ts': {
        file: 'assets/enderecos.js',
        imports: ['_comum.js', 'index.html'],
      },
      '_comum.js': { file: 'assets/comum.js' },
    };
    expect(lazyChunkTags(manifest, [ACCOUNT_PAGE_MODULE, '../blocks/groups/account/parts/addresses.ts'])).toBe(
      [
        '<link rel="stylesheet" crossorigin href="/assets/conta.css">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/conta.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/comum.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/enderecos.js">',
      ].join('\n    '),
    );
  });
});
