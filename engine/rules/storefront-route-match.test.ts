// @vitest-environment node
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

  it("names each page type's chunk from the route table; a pattern without a splat wins over 'minha-conta/*'", () => {
    expect(lazyPageOf(partes('produto/cafe'))).toMatchObject({
      modulo: '../blocks/groups/product/page.tsx',
      pageType: 'produto',
    });
    expect(lazyPageOf(partes('minha-conta/cupons'))).toMatchObject({ chunk: 'account', pageType: 'cupons' });
    expect(lazyPageOf(partes('minha-conta/enderecos'))?.pageType).toBe('enderecos');
    expect(lazyPageOf(partes('minha-conta/trocar-cliente'))?.pageType).toBe('trocar-cliente');
    expect(lazyPageOf(partes('minha-conta/alterar-dados'))?.pageType).toBe('alterar-dados');
    expect(lazyPageOf(partes('pedidos'))?.pageType).toBe('pedidos');
    expect(lazyPageOf(partes('pedidos/12'))?.pageType).toBe('pedido');
    expect(lazyPageOf(partes('submissao/9'))?.pageType).toBe('submissao');
    expect(lazyPageOf(partes('lojas'))?.pageType).toBe('lojas');
    for (const path of ['painel', 'painel/loja/previa']) expect(modulo(path), path).toBe('app/back-office.tsx');
    expect(lazyPageOf(partes('minha-conta/qualquer'))).toMatchObject({
      exportacao: 'EmBrevePage',
      titulo: 'Minha conta',
    });
    expect(modulo('pagina/quem-somos')).toBe('../blocks/groups/static-page/page.tsx');
    expect(modulo('carrinho')).toBe('../blocks/groups/cart/page.tsx');
    expect(modulo('pedido-rapido')).toBe('../blocks/groups/quick-order/page.tsx');
    expect(modulo('login')).toBe('../blocks/groups/access/page.tsx');
    expect(modulo('redefinir-senha/abc')).toBe('../blocks/groups/access/page.tsx');
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
