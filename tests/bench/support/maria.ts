/**
 * Maria (the README's demo customer) for the benchmarks that open logged-in pages
 * (`bench:lighthouse`, `bench:firstview`): one login through the storefront's own dialog, her
 * Aurora cart set to three products through the cart API.
 */
import type { BrowserContext, Cookie } from 'playwright-core';
import { loginFromHeader, openStorefront } from '../../browser/support/storefront';

/** Maria, a customer of the demo data (README, 'Demo accounts'). */
const CUSTOMER = { login: 'maria@exemplo.com.br', senha: 'maria123' };
/** The products of Maria's Aurora cart, one of each (docs/demo-data.md: in stock). */
const CART_PRODUCTS = [10001, 10002, 10004];

/**
 * Maria logs in at `baseUrl` through the storefront's login dialog in `context` (its cookies are
 * cleared first), then her Aurora cart is set through the cart API. Returns her login cookies
 * (127.0.0.1: every port, so a baseline's server on the same database too).
 */
export async function logInAsMaria(context: BrowserContext, baseUrl: string): Promise<Cookie[]> {
  await context.clearCookies();
  const page = await context.newPage();
  try {
    page.setDefaultTimeout(60_000);
    await openStorefront(page, `${baseUrl}/aurora`);
    await loginFromHeader(page, CUSTOMER.login, CUSTOMER.senha);
    const cookies = await context.cookies(baseUrl);
    const value = (name: string): string =>
      decodeURIComponent(cookies.find((cookie) => cookie.name === name)?.value ?? '');
    const token = value('sf_token');
    const usuario = JSON.parse(value('sf_usuario') || '{}') as { idcliente?: number; nome?: string };
    if (!token || usuario.idcliente === undefined)
      throw new Error(`The login left no sf_token / sf_usuario cookie (${cookies.map((c) => c.name).join(', ')}).`);
    const cart = `${baseUrl}/api/v2/app/${token}~${usuario.idcliente}/usuario/${usuario.idcliente}/cart?idfornecedor=aurora`;
    const response = await fetch(cart, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ cartItens: CART_PRODUCTS.map((id) => ({ id, quantidade: 1 })) }),
    });
    const body = (await response.json()) as { produtosSelecionados?: unknown[] };
    const lines = body.produtosSelecionados?.length ?? 0;
    if (!response.ok || lines !== CART_PRODUCTS.length)
      throw new Error(`Setting Maria's cart answered ${response.status} with ${lines} lines: ${JSON.stringify(body)}`);
    console.log(
      `Logged in as ${usuario.nome ?? 'Maria'} (${cookies.length} cookies); her Aurora cart has ${lines} lines.`,
    );
    return cookies;
  } finally {
    await page.close();
  }
}
