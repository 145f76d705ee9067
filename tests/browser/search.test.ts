/**
 * Search that forgives, as a shopper types it in the header (issue 10, catalogue completion):
 * with and without accents the same products, a prefix ('caf') finds 'Café', and one typo
 * ('acuar', 'cafe soluvl') still finds what was meant, the best match first. A made-to-order
 * product found shows 'Preço sob consulta' and cannot be added at R$ 0,00.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot } from './support/browser';
import { useSharedServer } from './support/setup';
import { waitForApp } from './support/storefront';

const { server, browser } = useSharedServer();

/** Types in the header's search box and submits it, as a shopper does; the names of the cards found. */
async function buscar(page: Page, texto: string): Promise<string[]> {
  const campo = page
    .getByRole('banner')
    .getByRole('searchbox')
    .or(page.getByRole('banner').getByRole('combobox'))
    .first();
  await campo.fill(texto);
  // The list of this text (its `sk`) answers, then the grid shows it.
  const lista = page.waitForResponse(
    (r) => r.url().includes('/listaprodutos/') && new URL(r.url()).searchParams.get('sk') === texto,
    { timeout: 15_000 },
  );
  await campo.press('Enter');
  await page.waitForURL((url) => url.pathname.endsWith('/busca') && url.searchParams.get('q') === texto);
  const { produtos } = (await (await lista).json()) as { produtos: { nome: string }[] };
  expect(produtos.length).toBeGreaterThan(0);
  const cards = page.getByTestId('catalogue-grid').getByTestId('product-card');
  await expect
    .poll(async () => (await cards.first().locator('h2, h3').textContent())?.trim(), { timeout: 15_000 })
    .toBe(produtos[0]!.nome);
  return (await cards.locator('h2, h3').allTextContents()).map((n) => n.trim());
}

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('search that forgives', () => {
  it('finds the same with and without accents, by prefix and with one typo', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/aurora`);
    await waitForApp(page);
    const reject = page.getByRole('button', { name: 'Rejeitar todos' });
    if (await reject.isVisible()) await reject.click();

    const acentuado = await buscar(page, 'açúcar');
    expect(semAcento(acentuado[0]!)).toContain('acucar');
    expect(await buscar(page, 'acucar')).toEqual(acentuado);
    expect(await buscar(page, 'AÇUCAR')).toEqual(acentuado);

    const prefixo = await buscar(page, 'caf');
    expect(prefixo.length).toBeGreaterThan(1);
    expect(semAcento(prefixo[0]!)).toMatch(/\bcaf/);

    const erro = await buscar(page, 'acuar');
    expect(semAcento(erro[0]!)).toContain('acucar');

    const duasPalavras = await buscar(page, 'cafe soluvl');
    expect(duasPalavras[0]).toMatch(/^Café Solúvel/);
    await screenshot(page, 'search-typo-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'search-typo-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A made-to-order product: the list has no price for it ('Preço sob consulta'), and nothing to add at R$ 0,00.
    expect((await buscar(page, 'cesta corporativa'))[0]).toBe('Cesta Corporativa Personalizada Aurora');
    const card = page.getByTestId('catalogue-grid').getByTestId('product-card').first();
    await card.getByText('Preço sob consulta').waitFor();
    expect(await card.getByRole('button', { name: 'Adicionar ao carrinho' }).count()).toBe(0);
    expect(await card.textContent()).not.toContain('R$');
    await card.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Cesta Corporativa Personalizada Aurora' }).waitFor();
    // The product's own box (the similar products below have their buttons).
    const info = page.getByRole('heading', { level: 1 }).locator('xpath=..');
    await info.getByText('Preço sob consulta').waitFor();
    await info.getByText('Peça um orçamento ao fornecedor para este produto.').waitFor();
    expect(await info.getByRole('button', { name: 'Adicionar ao carrinho' }).count()).toBe(0);
    await screenshot(page, 'product-sob-consulta-1280');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
