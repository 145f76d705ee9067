/**
 * A list's state in its address (issue 35, item 6), as a shopper uses it: on a category, tick a
 * tag in 'Filtrar' and choose an ordering; the address carries both, a reload (and a page opened
 * without JavaScript: the server's render) shows the same list, and the back and forward buttons
 * walk through the lists seen. At 390 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot } from './support/browser';
import { useSharedServer } from './support/setup';
import { openStorefront, productIds, waitForApp } from './support/storefront';

const { server, browser } = useSharedServer();

const contagem = (page: Page) =>
  page
    .getByTestId('catalogue-grid')
    .locator('p')
    .filter({ hasText: /^[\d.]+ produtos?$/ })
    .first()
    .textContent();

/** The list on screen, once it has settled: its count line and its cards' ids, in order. */
async function lista(page: Page): Promise<string> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="catalogue-grid"]')?.getAttribute('aria-busy') === 'false',
  );
  return `${await contagem(page)}: ${(await productIds(page)).join(',')}`;
}

describe('the list in the address', () => {
  for (const largura of [390, 1280]) {
    it(`a category with a tag filter and an ordering, reloaded, shows the same list; back and forward walk the lists (${largura} px)`, async () => {
      const context = await browser.newContext({ viewport: { width: largura, height: 900 }, locale: 'pt-BR' });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const endereco = `${server.baseUrl}/aurora/categoria/mercearia`;
      await openStorefront(page, endereco);
      const inteira = await lista(page);

      await page.getByText('Filtrar', { exact: true }).click();
      // A click navigates (a new address); the box is ticked once the list follows it.
      const semGluten = page.getByRole('checkbox', { name: /^Sem glúten/ });
      await semGluten.click();
      await expect.poll(() => semGluten.isChecked()).toBe(true);
      await page.getByText('Filtrar (1)', { exact: true }).waitFor();
      await expect.poll(() => page.url()).toBe(`${endereco}?tag=sem-gluten`);
      const filtrada = await lista(page);
      expect(filtrada).not.toBe(inteira);

      await page.getByLabel('Ordenar por').selectOption({ label: 'Maior preço' });
      await expect.poll(() => page.url()).toBe(`${endereco}?ordenacao=preco-desc&tag=sem-gluten`);
      await expect.poll(() => lista(page)).not.toBe(filtrada);
      const ordenada = await lista(page);
      expect(ordenada.split(': ')[0]).toBe(filtrada.split(': ')[0]);
      await screenshot(page, `list-address-${largura}`);

      // Reloaded: the same list, the same choices on screen.
      await page.reload();
      await waitForApp(page);
      expect(await lista(page)).toBe(ordenada);
      expect(await page.getByLabel('Ordenar por').inputValue()).toBe('preco-desc');
      await page.getByText('Filtrar (1)', { exact: true }).click();
      await expect.poll(() => semGluten.isChecked()).toBe(true);

      // Back: the filtered list in the shop's order, then the whole category; forward again.
      await page.goBack();
      await expect.poll(() => page.url()).toBe(`${endereco}?tag=sem-gluten`);
      await expect.poll(() => lista(page)).toBe(filtrada);
      await page.goBack();
      await expect.poll(() => lista(page)).toBe(inteira);
      expect(await page.getByText('Filtrar', { exact: true }).isVisible()).toBe(true);
      await page.goForward();
      await page.goForward();
      await expect.poll(() => lista(page)).toBe(ordenada);
      expect(await page.getByLabel('Ordenar por').inputValue()).toBe('preco-desc');

      // The server renders the address's list: the same cards without JavaScript.
      const semJs = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
      const estatica = await semJs.newPage();
      await estatica.goto(`${endereco}?ordenacao=preco-desc&tag=sem-gluten`);
      expect(`${await contagem(estatica)}: ${(await productIds(estatica)).join(',')}`).toBe(ordenada);
      await semJs.close();

      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
