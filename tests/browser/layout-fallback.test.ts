/**
 * A bad layout document never shows a blank page: the storefront validates the supplier's layout
 * at load, and when it is invalid (here: a block type that does not exist) it logs the error and
 * renders the default layout. The bad document is written straight into the test database, as a
 * broken admin tool or a bad migration would leave it.
 */
import { expect, it } from 'vitest';
import { openPglite } from '#server/db/connect';
import { collectPageErrors, screenshot } from './support/browser';
import { useOwnServer } from './support/setup';
import { confirmAge, fetchSupplier, headerThemeColour, productCards, waitForCards } from './support/storefront';

const UNKNOWN_BLOCK = 'bloco-que-nao-existe';
const NOT_A_LAYOUT = { schemaVersion: 'talvez', paginas: 'nenhuma' };

let seededLayout: unknown;

/** A copy of `document` whose first block (the first object with a string `type`) names an unknown block. */
function withUnknownBlock(document: unknown): unknown {
  const copy = structuredClone(document);
  let replaced = false;
  const visit = (node: unknown): void => {
    if (replaced || node === null || typeof node !== 'object') return;
    if (!Array.isArray(node) && typeof (node as { type?: unknown }).type === 'string') {
      (node as { type: string }).type = UNKNOWN_BLOCK;
      replaced = true;
      return;
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(copy);
  if (!replaced) throw new Error(`The seeded layout has no block to break: ${JSON.stringify(document).slice(0, 300)}`);
  return copy;
}

// A server of its own, on a folder whose layouts are broken before it starts (PGlite allows one
// process at a time, so the documents are written before the server opens the folder).
const { server, browser } = useOwnServer({ prepare: breakLayouts });

async function breakLayouts(dataDir: string): Promise<void> {
  const { db, close } = await openPglite(dataDir);
  try {
    const idDe = async (slug: string) =>
      (await db.selectFrom('fornecedores').select('idfornecedor').where('slug', '=', slug).executeTakeFirstOrThrow())
        .idfornecedor;
    const [auroraId, construforteId] = [await idDe('aurora'), await idDe('construforte')];
    const row = await db
      .selectFrom('documentos_loja')
      .select('documento')
      .where('idfornecedor', '=', auroraId)
      .where('tipo', '=', 'layout')
      .executeTakeFirst();
    if (!row) throw new Error('The seed stored no layout document for Aurora.');
    seededLayout = row.documento;
    const broken = withUnknownBlock(seededLayout);
    await db
      .updateTable('documentos_loja')
      .set({ documento: JSON.stringify(broken) })
      .where('idfornecedor', '=', auroraId)
      .where('tipo', '=', 'layout')
      .execute();
    // ConstruForte's layout is not a layout at all.
    await db
      .updateTable('documentos_loja')
      .set({ documento: JSON.stringify(NOT_A_LAYOUT) })
      .where('idfornecedor', '=', construforteId)
      .where('tipo', '=', 'layout')
      .execute();
  } finally {
    await close();
  }
}

it('renders Aurora with the default layout, never blank, when its stored layout names an unknown block', async () => {
  const aurora = await fetchSupplier(server.baseUrl, 'aurora');

  // The API serves the broken document as stored: the fallback happens in the storefront.
  const documents = (await (await fetch(`${server.baseUrl}/api/v4/documentos-loja/${aurora.idfornecedor}`)).json()) as {
    layout: unknown;
  };
  expect(JSON.stringify(documents.layout)).toContain(UNKNOWN_BLOCK);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/aurora`);
    // The default layout still has the header (branded) and the catalogue.
    await waitForCards(page, 20);
    await expect(page.getByRole('banner').first().isVisible()).resolves.toBe(true);
    expect(await headerThemeColour(page)).toBe(aurora.config.tema.cor_primaria.toLowerCase());
    expect(await productCards(page).count()).toBeGreaterThanOrEqual(20);
    expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(200);
    await screenshot(page, 'aurora-bad-layout-fallback');
    // The storefront says why it fell back (the error is logged, not shown to the shopper).
    expect(errors.join('\n')).toMatch(new RegExp(UNKNOWN_BLOCK));
  } finally {
    await context.close();
  }
});

it('renders ConstruForte with the default layout, never blank, when its stored layout is not a layout at all', async () => {
  const construforte = await fetchSupplier(server.baseUrl, 'construforte');
  const documents = (await (
    await fetch(`${server.baseUrl}/api/v4/documentos-loja/${construforte.idfornecedor}`)
  ).json()) as { layout: unknown };
  expect(documents.layout).toEqual(NOT_A_LAYOUT);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  try {
    await confirmAge(context, server.baseUrl); // the age check is tests/browser/terms-age.test.ts's
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/construforte`);
    await waitForCards(page, 20);
    expect(await headerThemeColour(page)).toBe(construforte.config.tema.cor_primaria.toLowerCase());
    const texts = await productCards(page).allInnerTexts();
    expect(texts.filter((text) => text.includes('R$'))).toEqual([]);
    await screenshot(page, 'construforte-bad-layout-fallback');
  } finally {
    await context.close();
  }
});
