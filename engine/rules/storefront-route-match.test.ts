import { describe, expect, it } from 'vitest';
import { isStorefrontPage, lazyPageOfSegments as lazyPageOf, matchesPattern } from './storefront-route-match';
import { LAZY_PAGES, NOT_FOUND_PAGE } from './storefront-routes';

const partes = (path: string) => path.split('/').filter((s) => s !== '');

describe('isStorefrontPage', () => {
  it("matches the app's routes, case-insensitively as the router does, and nothing else", () => {
    for (const ok of [
      '',
      'categoria/bebidas',
      'busca',
      'produto/arroz-5kg',
      'carrinho',
      'Carrinho',
      'minha-conta',
      'minha-conta/enderecos',
      'minha-conta/qualquer',
      'pagina/quem-somos',
      'erro/too-many-request',
      'redefinir-senha/abc',
    ]) {
      expect(isStorefrontPage(partes(ok)), ok).toBe(true);
    }
    for (const nao of ['nada', 'produto', 'produto/a/b', 'categoria', 'carrinho/extra', 'pagina', 'erro/outro']) {
      expect(isStorefrontPage(partes(nao)), nao).toBe(false);
    }
  });
  it('reads parameters and splats', () => {
    expect(matchesPattern('produto/:slug', ['produto', 'x'])).toBe(true);
    // As React Router: a splat may be empty.
    expect(matchesPattern('minha-conta/*', ['minha-conta'])).toBe(true);
    expect(matchesPattern('minha-conta/*', ['minha-conta', 'a', 'b'])).toBe(true);
    expect(matchesPattern('', [])).toBe(true);
  });
});

describe('lazyPageOf: the one list of lazy pages', () => {
  const modulo = (path: string) => lazyPageOf(partes(path))?.modulo ?? null;

  it('names no chunk for the pages of the entry', () => {
    for (const path of ['', 'categoria/bebidas', 'busca', 'Busca', 'categoria/lojas'])
      expect(lazyPageOf(partes(path)), path).toBeNull();
  });

  it("names each page's chunk and export; a pattern without a splat wins over 'minha-conta/*'", () => {
    expect(lazyPageOf(partes('produto/cafe'))).toMatchObject({ modulo: 'pages/product-page.tsx' });
    expect(lazyPageOf(partes('minha-conta/cupons'))).toMatchObject({
      modulo: 'pages/account/pages.ts',
      exportacao: 'CouponsPage',
    });
    expect(lazyPageOf(partes('minha-conta/enderecos'))?.exportacao).toBe('AddressesPage');
    expect(lazyPageOf(partes('minha-conta/trocar-cliente'))?.exportacao).toBe('TrocarClientePage');
    expect(lazyPageOf(partes('minha-conta/alterar-dados'))?.exportacao).toBe('AccountPage');
    for (const path of ['pedidos', 'pedidos/12', 'submissao/9', 'lojas', 'painel', 'painel/loja/previa'])
      expect(modulo(path), path).toBe('pages/account/pages.ts');
    expect(lazyPageOf(partes('minha-conta/qualquer'))).toMatchObject({
      exportacao: 'EmBrevePage',
      titulo: 'Minha conta',
    });
    expect(modulo('pagina/quem-somos')).toBe('pages/status-pages.tsx');
    expect(modulo('carrinho')).toBe('pages/cart/cart-page.tsx');
    expect(modulo('pedido-rapido')).toBe('pages/quick-order/quick-order-page.tsx');
    expect(modulo('login')).toBe('pages/login/login-page.tsx');
    expect(modulo('redefinir-senha/abc')).toBe('pages/redefinir-senha-page.tsx');
  });

  it('answers the not-found page for anything else', () => {
    for (const path of ['nada', 'produto', 'pedidos/1/x', 'login-token/x/y', 'erro/outro'])
      expect(lazyPageOf(partes(path)), path).toBe(NOT_FOUND_PAGE);
  });

  it('every pattern of the list leads to its own page (none is shadowed by a splat before it)', () => {
    for (const page of LAZY_PAGES) {
      for (const pattern of page.paths) {
        const path = pattern.replace(/:[^/]+/g, 'x').replace(/\/?\*$/, '/qualquer');
        expect(lazyPageOf(partes(path)), pattern).toBe(page);
      }
    }
  });
});
