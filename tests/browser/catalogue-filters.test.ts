/**
 * Tag filters, as a shopper uses them (issue 10, catalogue completion): on a search, open
 * 'Filtrar', tick a tag and see the list narrow to it (the count and every card), then 'Limpar
 * filtros' and see the whole list again. axe: no serious or critical violation with the panel open.
 */
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useSharedServer } from './support/setup';
import { productCards, waitForApp } from './support/storefront';

const { server, browser } = useSharedServer();

const contagem = async (texto: Promise<string | null>) => Number((await texto)?.replace(/\D/g, '') ?? NaN);

describe('catalogue filters', () => {
  for (const largura of [390, 1280]) {
    it(`filters a search by a tag and clears it (${largura} px)`, async () => {
      const context = await browser.newContext({ viewport: { width: largura, height: 900 }, locale: 'pt-BR' });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${server.baseUrl}/aurora/busca?q=arroz`);
      await waitForApp(page);
      const reject = page.getByRole('button', { name: 'Rejeitar todos' });
      if (await reject.isVisible()) await reject.click();

      const grade = page.getByTestId('catalogue-grid');
      const total = grade
        .locator('p')
        .filter({ hasText: /^[\d.]+ produtos?$/ })
        .first();
      await total.waitFor();
      const antes = await contagem(total.textContent());
      expect(antes).toBeGreaterThan(1);

      await page.getByText('Filtrar', { exact: true }).click();
      const semGluten = page.getByRole('checkbox', { name: /^Sem glúten/ });
      await semGluten.waitFor();
      const rotulo = (await semGluten.locator('xpath=..').textContent()) ?? '';
      const esperado = Number(/\((\d+)\)/.exec(rotulo)?.[1]);
      expect(esperado).toBeGreaterThan(0);
      expect(esperado).toBeLessThan(antes);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A click changes the list's address (issue 35 item 6); the box is ticked once the list follows it.
      await semGluten.click();
      await expect.poll(() => semGluten.isChecked()).toBe(true);
      await expect.poll(() => contagem(total.textContent())).toBe(esperado);
      await page.getByText('Filtrar (1)', { exact: true }).waitFor();
      await expect.poll(() => productCards(page).count()).toBe(Math.min(esperado, 20));
      await screenshot(page, `catalogue-filters-${largura}`);

      await page.getByRole('button', { name: 'Limpar filtros' }).click();
      await expect.poll(() => contagem(total.textContent())).toBe(antes);
      expect(await semGluten.isChecked()).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
