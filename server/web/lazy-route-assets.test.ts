import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PAGE_MODULE,
  CART_PAGE_MODULE,
  QUICK_ORDER_PAGE_MODULE,
  LOGIN_PAGE_MODULE,
  PRODUCT_PAGE_MODULE,
  REDEFINIR_SENHA_PAGE_MODULE,
  STATUS_PAGES_MODULE,
  lazyPageModule,
} from './lazy-route-assets';

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
    ['/aurora/pagina/politica-de-privacidade', STATUS_PAGES_MODULE],
    ['/aurora/pedidos', ACCOUNT_PAGE_MODULE],
    ['/aurora/lojas', ACCOUNT_PAGE_MODULE],
    ['/commerce/aurora-atacado/lojas/?x=1', ACCOUNT_PAGE_MODULE],
    ['/aurora/pedidos/?ordenacao=antigos', ACCOUNT_PAGE_MODULE],
    ['/aurora/pedidos/123', ACCOUNT_PAGE_MODULE],
    ['/aurora/submissao/123', ACCOUNT_PAGE_MODULE],
  ])('%s → %s', (url, modulo) => {
    expect(lazyPageModule(url)).toBe(modulo);
  });

  it.each(['/aurora', '/aurora/categoria/bebidas', '/aurora/login-token/x/y', '/aurora/minha-conta/pedidos', '/aurora/pedidos/1/x', '/aurora/busca?q=login', '/aurora/categoria/lojas'])(
    '%s → none',
    (url) => {
      expect(lazyPageModule(url)).toBeNull();
    },
  );
});
