/**
 * Document titles (issue 35, item 7), as a shopper sees them in the tab while moving through the
 * shop without reloading: the category, the search, the cart and the account pages each name
 * themselves before the shop ('Mercearia | Distribuidora Aurora'); the home page has the shop's
 * own title again; a page loaded by the server has the same title before the app starts.
 */
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './support/browser';
import { useSharedServer } from './support/setup';
import { expectedTitle, fetchSupplier, openStorefront, waitForApp } from './support/storefront';

const { server, browser } = useSharedServer();

describe('document titles', () => {
  it('name the category, the search, the cart and the account pages, then the shop again at home', async () => {
    const aurora = await fetchSupplier(server.baseUrl, 'aurora');
    const loja = aurora.config.seo.title;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await openStorefront(page, `${server.baseUrl}/aurora`);
    expect(await page.title()).toBe(expectedTitle(aurora));

    // In the app (no reload): the category bar's link, the header's search, the cart button, the account link.
    await page.getByRole('link', { name: 'Mercearia', exact: true }).first().click();
    await expect.poll(() => page.title()).toBe(`Mercearia | ${loja}`);
    const busca = page.getByRole('combobox', { name: /Buscar/ });
    await busca.fill('arroz');
    await busca.press('Enter');
    await expect.poll(() => page.title()).toBe(`Resultados para “arroz” | ${loja}`);
    await page.goto(`${server.baseUrl}/aurora/busca?q=arroz`);
    await waitForApp(page);
    expect(await page.title()).toBe(`Resultados para “arroz” | ${loja}`);

    // The cart and an account page, loaded by the server, then left and come back to in the app.
    await page.goto(`${server.baseUrl}/aurora/carrinho`);
    await waitForApp(page);
    expect(await page.title()).toBe(`Carrinho | ${loja}`);
    await page.goto(`${server.baseUrl}/aurora/minha-conta/enderecos`);
    await waitForApp(page);
    expect(await page.title()).toBe(`Meus endereços | ${loja}`);
    await page.getByRole('link', { name: `${aurora.nome} — página inicial` }).click();
    await expect.poll(() => page.title()).toBe(expectedTitle(aurora));
    await page.goBack();
    await expect.poll(() => page.title()).toBe(`Meus endereços | ${loja}`);
    await page.goBack();
    await expect.poll(() => page.title()).toBe(`Carrinho | ${loja}`);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
