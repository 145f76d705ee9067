/**
 * The tag use-new-style-page (spec section 5; issue 31, item 5), as a shopper meets it: Aurora on
 * the default layout (its own layout document removed) with the tag shows, after the catalogue,
 * the shop's combos to everyone and, to a logged-in client, the suggested lists and the products
 * recommended to them (Aurora has enable-recommendation-system). Without the tag the default home
 * has none of them (blocks/default-layout.test.ts). The documents are changed before the server
 * opens its folder (PGlite allows one process at a time).
 */
import { expect, it } from 'vitest';
import { openPglite } from '#server/db/connect';
import { collectPageErrors, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { loginFromHeader, openStorefront, screenshotBoth, waitForCards } from './support/storefront';

const { server, browser } = useOwnServer({ prepare: novoEstilo });

async function novoEstilo(dataDir: string): Promise<void> {
  const { db, close } = await openPglite(dataDir);
  try {
    const aurora = await db
      .selectFrom('fornecedores')
      .select(['idfornecedor', 'tags'])
      .where('slug', '=', 'aurora')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('documentos_loja')
      .where('idfornecedor', '=', aurora.idfornecedor)
      .where('tipo', '=', 'layout')
      .execute();
    await db
      .updateTable('fornecedores')
      .set({ tags: JSON.stringify([...aurora.tags, 'use-new-style-page']) })
      .where('idfornecedor', '=', aurora.idfornecedor)
      .execute();
  } finally {
    await close();
  }
}

it('shows the combos after the catalogue, and to Maria her suggested lists and recommendations', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  try {
    await openStorefront(page, `${server.baseUrl}/aurora`);
    await waitForCards(page, 20);
    const combos = page.getByRole('heading', { name: 'Combos promocionais' });
    await combos.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { name: 'Listas sugeridas' }).count()).toBe(0);

    await loginFromHeader(page);
    await page.getByRole('heading', { name: 'Listas sugeridas' }).waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Recomendados para você' }).waitFor({ timeout: 20_000 });
    // After the catalogue: they load after the page, so nothing above them moves when they arrive.
    const titulos = await page.locator('main h2').allInnerTexts();
    const depois = (titulo: string) => titulos.indexOf(titulo) > titulos.indexOf('Produtos');
    expect(titulos).toContain('Produtos');
    expect(['Combos promocionais', 'Listas sugeridas', 'Recomendados para você'].every(depois)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'home-novo-estilo');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
