/**
 * Issue 27, item 6: product HTML from the ERP, in Chromium's real DOMPurify, loses its `id`
 * attributes (no clobbering of the page's own elements) and its images from other origins; an
 * image of this shop stays.
 */
import { expect, it } from 'vitest';
import { openPglite } from '#server/db/connect';
import { useOwnServer } from './support/setup';
import { waitForApp } from './support/storefront';

let slug = '';

const { server, browser } = useOwnServer({
  prepare: async (dataDir) => {
    const { db, close } = await openPglite(dataDir);
    try {
      const aurora = await db
        .selectFrom('fornecedores')
        .select('idfornecedor')
        .where('slug', '=', 'aurora')
        .executeTakeFirstOrThrow();
      const produto = await db
        .selectFrom('produtos')
        .select(['id', 'slug'])
        .where('idfornecedor', '=', aurora.idfornecedor)
        .where('ativo', '=', true)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      slug = produto.slug;
      await db
        .updateTable('produtos')
        .set({
          descricao:
            '<p id="storefront-config">Descrição do ERP</p>' +
            '<img src="https://rastreio.example/pixel.gif" alt="imagem de fora">' +
            '<img src="//cdn.example/foto.png" alt="outra de fora">' +
            '<img src="/favicon.ico" alt="imagem da loja">',
        })
        .where('id', '=', produto.id)
        .execute();
    } finally {
      await close();
    }
  },
});

it('drops id attributes and external images from a product description, keeping the shop own image', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  const externas: string[] = [];
  try {
    const page = await context.newPage();
    page.on('request', (r) => {
      if (/rastreio\.example|cdn\.example/.test(r.url())) externas.push(r.url());
    });
    await page.goto(`${server.baseUrl}/aurora/produto/${slug}`);
    await waitForApp(page);
    const descricao = page.getByTestId('product-description');
    await descricao.getByText('Descrição do ERP').waitFor({ timeout: 30_000 });
    await descricao.locator('img[alt="imagem da loja"]').waitFor({ state: 'attached' });
    expect(await descricao.locator('[id]').count()).toBe(0);
    expect(await descricao.locator('img').count()).toBe(1);
    expect(await page.locator('#storefront-config').getAttribute('type')).toBe('application/json');
    expect(externas).toEqual([]);
  } finally {
    await context.close();
  }
}, 90_000);
