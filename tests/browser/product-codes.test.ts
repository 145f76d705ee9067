/**
 * Product codes (issue 35, item 1), as a new B2B buyer learns them: the code is on the product
 * card and the product page ('Cód. …'); the quick order page's example is made of this shop's real
 * codes; the code read from a product page, pasted with a quantity, puts that product in the cart,
 * whose line shows the same code and EAN; the EAN the product page shows beside the code orders
 * the product too. At 390 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot } from './support/browser';
import { useSharedServer } from './support/setup';
import { openProductFromSearch, openStorefront } from './support/storefront';

const { server, browser } = useSharedServer();

/** Aurora's supplier id in the demo data (server/db/seed/fornecedores.ts). */
const AURORA_ID = '3f6c1d52-7a0e-4b8f-9c21-5e4d8a7b1c01';

/** The code a page shows in 'Cód. 510001'. */
async function codeShown(page: Page, testId: string): Promise<string> {
  const texto = (await page.getByTestId(testId).first().textContent()) ?? '';
  const codigo = /Cód\. (\d+)/.exec(texto)?.[1];
  expect(codigo, texto).toBeDefined();
  return codigo!;
}

describe('product codes', () => {
  for (const largura of [390, 1280]) {
    it(`at ${largura} px: a code read from a product page orders that product by quick order, and so does its EAN; the example is real`, async () => {
      const context = await browser.newContext({ viewport: { width: largura, height: 900 }, locale: 'pt-BR' });
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      // The search's cards show each product's code, then the product page shows it too.
      await openStorefront(page, `${server.baseUrl}/aurora/busca?q=${encodeURIComponent('Feijão Carioca')}`);
      const card = page
        .locator('[data-testid="product-card"]')
        .filter({ hasText: /Feijão Carioca/ })
        .first();
      await card.waitFor();
      expect(await card.textContent()).toMatch(/Cód\. \d+/);
      await openProductFromSearch(page, `${server.baseUrl}/aurora`, 'Feijão Carioca', /Feijão Carioca/);
      const nome = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      const codigo = await codeShown(page, 'product-code');
      const ean = /EAN (\d{8,14})/.exec((await page.getByTestId('product-code').textContent()) ?? '')?.[1];
      expect(ean).toMatch(/^789\d{10}$/);
      await screenshot(page, `product-code-${largura}`);

      // The quick order page's example: this shop's first two codes, as its catalogue lists them.
      const resposta = await page.request.get(
        `${server.baseUrl}/api/v2/app/anon-0123456789abcdef0123456789abcdef/listaprodutos/${AURORA_ID}?page=1&limit=2&canalVenda=WEB`,
      );
      expect(resposta.status()).toBe(200);
      const primeiros = ((await resposta.json()) as { produtos: { idcadastroextraproduto: number }[] }).produtos;
      await openStorefront(page, `${server.baseUrl}/aurora/pedido-rapido`);
      const caixa = page.getByLabel('Código e quantidade');
      await expect
        .poll(() => caixa.getAttribute('placeholder'))
        .toBe(`Exemplo:\n${primeiros[0]!.idcadastroextraproduto} 12\n${primeiros[1]!.idcadastroextraproduto} 6`);
      expect(await page.locator('main').textContent()).not.toContain('50001');

      // The code read from the product page, pasted with a quantity.
      await caixa.fill(`${codigo} 2`);
      await page.getByRole('button', { name: 'Conferir linhas' }).click();
      await page.getByText('1 de 1 linhas podem ir para o carrinho').waitFor();
      expect(await page.getByTestId('pedido-rapido-linha').textContent()).toContain(nome);
      await screenshot(page, `quick-order-code-${largura}`);
      await page.getByRole('button', { name: 'Adicionar 1 item ao carrinho' }).click();
      await page.getByRole('link', { name: 'Ver carrinho' }).click();
      await page.getByRole('heading', { level: 1, name: 'Carrinho' }).waitFor();
      const linha = page.getByTestId('cart-line').filter({ hasText: nome });
      await linha.waitFor();
      expect(await linha.getByTestId('cart-line-code').textContent()).toBe(`Cód. ${codigo} · EAN ${ean}`);
      expect(await page.getByRole('textbox', { name: `Quantidade de ${nome}` }).inputValue()).toBe('2');
      await screenshot(page, `cart-line-code-${largura}`);

      // The EAN the product page shows beside the code (issue 35 item 1) orders the same product.
      await openStorefront(page, `${server.baseUrl}/aurora/pedido-rapido`);
      await page.getByLabel('Código e quantidade').fill(`${ean} 1`);
      await page.getByRole('button', { name: 'Conferir linhas' }).click();
      await page.getByText('1 de 1 linhas podem ir para o carrinho').waitFor();
      expect(await page.getByTestId('pedido-rapido-linha').textContent()).toContain(nome);

      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
