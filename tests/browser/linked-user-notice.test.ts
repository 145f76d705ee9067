/**
 * Told before the last step (issue 35, item 4): Bruno, linked to the Mercado Bom Preço without the
 * permission `submissao_pedido` (README's demo accounts), logs in, adds a product and opens the
 * cart page: the page says, above the checkout and in the HTML the server sends, that 'Enviar
 * pedido' will be refused and what he can do ('Salvar carrinho como lista', the principal user).
 * At 390 and 1280 px. A server of its own: it writes the Mercado Bom Preço's cart.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { addFromSearch, loginFromHeader, openStorefront } from './support/storefront';

const { server, browser } = useOwnServer({});

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

describe('a linked user without the permission to send', () => {
  it('sees on the cart page that he cannot send the order, and what he can do, before the checkout', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page, 'bruno@bompreco.com.br', 'vinculado123', 'Olá, Bruno');
    await addFromSearch(page, `${server.baseUrl}/aurora`, 'Café', /Café/);

    // A full load of the cart page: the server's HTML has the notice already.
    const resposta = await page.goto(`${server.baseUrl}/aurora/carrinho`);
    expect(await resposta!.text()).toContain('Você não tem permissão para enviar pedidos para este cliente');
    const aviso = page.getByTestId('cart-sem-permissao');
    await aviso.waitFor();
    expect(await aviso.textContent()).toContain("'Salvar carrinho como lista'");
    await page.getByRole('button', { name: 'Salvar carrinho como lista' }).waitFor();
    // Above the checkout: read before 'Entrega e pagamento'.
    const checkout = page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' });
    await checkout.waitFor({ timeout: 15_000 });
    const [yAviso, yCheckout] = await Promise.all([
      aviso.evaluate((e) => e.getBoundingClientRect().top),
      checkout.evaluate((e) => e.getBoundingClientRect().top),
    ]);
    expect(yAviso).toBeLessThan(yCheckout);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'cart-sem-permissao-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await aviso.waitFor();
    await screenshot(page, 'cart-sem-permissao-1280');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('says nothing to Ana, who may send for the same client', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await open(page, '/aurora');
    await loginFromHeader(page, 'ana@bompreco.com.br', 'vinculado123', 'Olá, Ana');
    const resposta = await page.goto(`${server.baseUrl}/aurora/carrinho`);
    expect(await resposta!.text()).not.toContain('Você não tem permissão para enviar pedidos');
    await open(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 1, name: 'Carrinho' }).waitFor();
    expect(await page.getByTestId('cart-sem-permissao').count()).toBe(0);
    await context.close();
  }, 180_000);
});
