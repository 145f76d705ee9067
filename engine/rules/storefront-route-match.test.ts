import { describe, expect, it } from 'vitest';
import { isStorefrontPage, matchesPattern } from './storefront-route-match';

const partes = (path: string) => path.split('/').filter((s) => s !== '');

describe('isStorefrontPage', () => {
  it('matches the app\'s routes, case-insensitively as the router does, and nothing else', () => {
    for (const ok of ['', 'categoria/bebidas', 'busca', 'produto/arroz-5kg', 'carrinho', 'Carrinho', 'minha-conta', 'minha-conta/enderecos', 'minha-conta/qualquer', 'pagina/quem-somos', 'erro/too-many-request', 'redefinir-senha/abc']) {
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
