/**
 * The additional services of a product (spec section 2 'Additional services on a product'; issue
 * 25 item 2), against the real server and its demo data: Aurora's picanha offers its 'Serviço de
 * Porcionamento de Carnes' (a product with `produto_adicional_de`, listed by
 * `listaprodutos?produtoprincipal`). The section is in the server's HTML (no JavaScript), an
 * entry on the page asks no API call to show it, and its 'Adicionar ao carrinho' puts the service
 * in the cart as a line of its own, as the section says. ConstruForte's services keep their price
 * hidden from a visitor. Screenshots at 1280 and 390 px; axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { anonToken, collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useSharedServer } from './support/setup';
import { confirmAge, fetchSupplier, openStorefront } from './support/storefront';

const { server, browser } = useSharedServer();

/** The page of the first product whose name starts with `nome`, found through the list call. */
async function productPath(slug: string, nome: string): Promise<string> {
  const { idfornecedor } = await fetchSupplier(server.baseUrl, slug);
  const r = await fetch(
    `${server.baseUrl}/api/v2/app/${anonToken()}/listaprodutos/${idfornecedor}?sk=${encodeURIComponent(nome)}&limit=20`,
  );
  const { produtos } = (await r.json()) as { produtos: { nome: string; slug: string }[] };
  const produto = produtos.find((p) => p.nome.startsWith(nome));
  if (!produto) throw new Error(`No product named ${nome} at ${slug}: ${produtos.map((p) => p.nome).join(', ')}`);
  return `/${slug}/produto/${produto.slug}`;
}

const PICANHA = 'Picanha Bovina Resfriada Fazenda Boa Vista';
const PORCIONAMENTO = 'Serviço de Porcionamento de Carnes';

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newTestContext({ viewport: { width, height: 900 }, locale: 'pt-BR' });
  await confirmAge(context, server.baseUrl);
  return context.newPage();
}

describe('additional services on the product page', () => {
  it("are in the server's HTML, under the product, with what the cart does with them", async () => {
    const html = await (await fetch(server.baseUrl + (await productPath('aurora', PICANHA)))).text();
    const secao = /<section[^>]*data-testid="servicos-adicionais"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(secao).toContain('Serviços adicionais');
    expect(secao).toContain(PORCIONAMENTO);
    expect(secao).toContain('R$ 9,90');
    expect(secao).toContain('Cada serviço entra no carrinho como um item à parte.');
    // After the product's name and price, before its description.
    expect(html.indexOf('<h1')).toBeLessThan(html.indexOf('data-testid="servicos-adicionais"'));
    expect(html.indexOf('data-testid="servicos-adicionais"')).toBeLessThan(html.indexOf('>Descrição</h2>'));
  });

  it("an entry on the page shows them with no API call; 'Adicionar ao carrinho' adds the service as its own line", async () => {
    const page = await newPage();
    const errors = collectPageErrors(page);
    const listas: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/listaprodutos/')) listas.push(r.url());
    });
    await openStorefront(page, server.baseUrl + (await productPath('aurora', PICANHA)));
    const secao = page.getByTestId('servicos-adicionais');
    await secao.getByRole('heading', { level: 2, name: 'Serviços adicionais' }).waitFor();
    expect(listas, 'the services come with the page').toEqual([]);
    const servico = secao.getByTestId('servico-adicional').filter({ hasText: PORCIONAMENTO });
    expect(await servico.getByRole('link', { name: PORCIONAMENTO }).getAttribute('href')).toMatch(
      /^\/aurora\/produto\/servico-de-porcionamento-de-carnes/,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await secao.scrollIntoViewIfNeeded();
    await screenshot(page, 'servicos-adicionais-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await secao.scrollIntoViewIfNeeded();
    await screenshot(page, 'servicos-adicionais-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await servico.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    const panel = page.getByRole('dialog', { name: 'Seu carrinho' });
    await panel.getByText('Produto adicionado ao carrinho!').waitFor();
    const linhas = panel.locator('[data-testid="cart-panel-line"]');
    await expect.poll(() => linhas.count()).toBe(1);
    expect(await linhas.first().textContent()).toContain(PORCIONAMENTO);
    // The service's own stepper, on the page, now that it is in the cart.
    await panel.getByRole('button', { name: 'CONTINUAR COMPRANDO' }).click();
    await panel.waitFor({ state: 'detached' });
    await servico.getByRole('textbox', { name: new RegExp(`^Quantidade de ${PORCIONAMENTO}`) }).waitFor();
    // The product itself is still to be added on its own.
    const caixa = page.getByTestId('product-buy-box');
    expect(await caixa.getByRole('button', { name: 'Adicionar ao carrinho' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("ConstruForte's services keep their price hidden from a visitor", async () => {
    const html = await (
      await fetch(server.baseUrl + (await productPath('construforte', 'Chapa de MDF Branco 15 mm Serra Madeiras')))
    ).text();
    const secao = /<section[^>]*data-testid="servicos-adicionais"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(secao).toContain('Corte Sob Medida de Chapa MDF');
    expect(secao).toContain('Faça login para ver o preço');
    expect(secao).not.toMatch(/R\$\s*\d/);
  });

  it('a product without services shows no such section', async () => {
    const pagina = await (
      await fetch(`${server.baseUrl}${await productPath('aurora', 'Picanha Suína Frigorífico Sul')}`)
    ).text();
    // What shows (the page's data blocks carry the layout, whose props name the section).
    const html = pagina.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    expect(html).toContain('<h1');
    expect(html).not.toContain('servicos-adicionais');
    expect(html).not.toContain('Serviços adicionais');
  });
});
