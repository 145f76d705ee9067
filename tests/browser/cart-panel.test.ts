/**
 * Cart from the product cards and the cart side panel (issue 10, part 5): add a KG product from a
 * grid card and step it by 0,5 to '1,50' with its line total; the panel opens after adding and
 * from the header, lists the lines, toggles the gift wrap into the TOTAL, removes a line with the
 * toast, closes with CONTINUAR COMPRANDO after its 400 ms animation, and FINALIZAR COMPRA opens the
 * cart page in a new tab; a wholesale price kicks in at its minimum on a card. Screenshots of the
 * grid with steppers and of the panel at 390 and 1280 px; axe on the panel.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, screensDir, seriousAxeViolations } from './support/browser';
import { useSharedServer } from './support/setup';
import { openStorefront } from './support/storefront';

const { server, browser } = useSharedServer();

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

const AURORA_ID = '3f6c1d52-7a0e-4b8f-9c21-5e4d8a7b1c01';
const reais = (texto: string) => Number(texto.replace(/[^\d,]/g, '').replace(',', '.'));
const card = (page: Page, nome: RegExp | string) =>
  page.locator('[data-testid="catalogue-grid"] [data-testid="product-card"]').filter({ hasText: nome }).first();

async function closePanel(page: Page): Promise<void> {
  const panel = page.getByRole('dialog', { name: 'Seu carrinho' });
  await panel.getByRole('button', { name: 'CONTINUAR COMPRANDO' }).click();
  await panel.waitFor({ state: 'detached' });
}

interface ProdutoApi {
  id: number;
  nome: string;
  slug: string;
  preco: number | null;
  precovendaatacado: number | null;
  minvendaatacado: number | null;
  multiploincremento: number;
  granularidade: number;
  maxporpedido: number | null;
  unidade: string;
}

describe('cart from product cards, and the cart side panel', () => {
  it('adds from a grid card in 0,5 steps, opens the panel, wraps, removes, closes in 400 ms, and finalises in a new tab', async () => {
    // Motion as most shoppers have it: the panel's 400 ms slide is what this checks (with reduced
    // motion it closes at once).
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'pt-BR',
      reducedMotion: 'no-preference',
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // A KG product in 0,5 steps, from its card in the catalogue grid: the panel opens after adding.
    await open(page, `/aurora/busca?q=${encodeURIComponent('Queijo Minas Frescal')}`);
    const queijoCard = card(page, /Queijo Minas Frescal/);
    await queijoCard.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    const panel = page.getByRole('dialog', { name: 'Seu carrinho' });
    await panel.waitFor();
    await panel.getByText('Produto adicionado ao carrinho!').waitFor();
    await expect.poll(() => panel.locator('[data-testid="cart-panel-line"]').count()).toBe(1);

    // CONTINUAR COMPRANDO: still on screen while it slides out, gone after the 400 ms animation.
    const closing = Date.now();
    await panel.getByRole('button', { name: 'CONTINUAR COMPRANDO' }).click();
    await page.waitForTimeout(150);
    expect(await page.locator('[role="dialog"]').count()).toBe(1);
    await panel.waitFor({ state: 'detached' });
    expect(Date.now() - closing).toBeGreaterThanOrEqual(380);

    // The card's stepper: 1,00 (the minimum), + gives 1,50, with the unit price and the line total.
    const queijo = queijoCard.getByRole('textbox', { name: /^Quantidade de Queijo Minas Frescal/ });
    await expect.poll(() => queijo.inputValue()).toBe('1,00');
    await queijoCard.getByRole('button', { name: /^Aumentar quantidade de Queijo Minas Frescal/ }).click();
    await expect.poll(() => queijo.inputValue()).toBe('1,50');
    const linhaQueijo = queijoCard.getByTestId('line-total');
    await expect.poll(() => linhaQueijo.textContent()).toMatch(/\/ KG/);
    const unitario = reais((await linhaQueijo.textContent())!.split('/')[0]!);
    await expect
      .poll(async () => reais((await linhaQueijo.textContent())!.split('Total')[1]!))
      .toBeCloseTo(unitario * 1.5, 2);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A second product that can be wrapped for a gift (a kit).
    await open(page, '/aurora/busca?q=kit');
    await page
      .locator('[data-testid="catalogue-grid"] [data-testid="product-card"]')
      .first()
      .getByRole('button', { name: 'Adicionar ao carrinho' })
      .click();
    await panel.waitFor();
    await expect.poll(() => panel.locator('[data-testid="cart-panel-line"]').count()).toBe(2);
    await closePanel(page);
    // A grid of cards: the buttons, and the stepper with its total on the one in the cart.
    await screenshot(page, 'cart-grid-steppers-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'cart-grid-steppers-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The header's cart button opens the panel: lines by name, TOTAL the sum of the lines.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Carrinho/ })
      .click();
    await panel.waitFor();
    const nomes = await panel.locator('[data-testid="cart-panel-line"] p:first-of-type').allTextContents();
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const linhas = await panel.getByTestId('cart-panel-line-total').allTextContents();
    const total = reais((await panel.getByTestId('cart-panel-total').textContent()) ?? '');
    expect(total).toBeCloseTo(
      linhas.reduce((s, t) => s + reais(t), 0),
      2,
    );

    // Edit mode: the gift wrap and Remover.
    expect(await panel.getByRole('checkbox').count()).toBe(0);
    await panel.getByRole('button', { name: 'Editar carrinho' }).click();
    const embalar = panel.getByRole('checkbox', { name: /Embalar para presente/ }).first();
    await embalar.check();
    await expect
      .poll(async () => reais((await panel.getByTestId('cart-panel-total').textContent()) ?? ''))
      .toBeGreaterThan(total);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'cart-panel-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(screensDir, 'cart-panel-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });

    // FINALIZAR COMPRA: the cart page in a new tab, with the same lines.
    await page.waitForTimeout(700); // the state save (500 ms) reaches local storage
    const [novaAba] = await Promise.all([
      context.waitForEvent('page'),
      panel.getByRole('link', { name: 'FINALIZAR COMPRA' }).click(),
    ]);
    await novaAba.waitForLoadState();
    expect(new URL(novaAba.url()).pathname).toBe('/aurora/carrinho');
    await novaAba.getByRole('heading', { level: 1, name: 'Carrinho' }).waitFor();
    await expect.poll(() => novaAba.locator('[data-testid="cart-line"]').count()).toBe(2);
    await novaAba.close();

    // Remover: the line goes, with the toast.
    await panel.getByRole('button', { name: /^Remover Queijo Minas Frescal/ }).click();
    await panel.getByText('Produto removido do carrinho!').waitFor();
    await expect.poll(() => panel.locator('[data-testid="cart-panel-line"]').count()).toBe(1);
    await panel.getByRole('button', { name: /^Remover/ }).click();
    await panel.getByText('Seu carrinho está vazio.').waitFor();
    await closePanel(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('a wholesale price kicks in at its minimum on a product card', async () => {
    const resposta = await fetch(
      `${server.baseUrl}/api/v2/app/anon-0123456789abcdef0123456789abcdef/listaprodutos/${AURORA_ID}?limit=100`,
    );
    expect(resposta.status).toBe(200);
    const { produtos } = (await resposta.json()) as { produtos: ProdutoApi[] };
    const atacado = produtos.find(
      (p) =>
        p.preco !== null &&
        p.precovendaatacado !== null &&
        p.precovendaatacado < p.preco &&
        p.minvendaatacado !== null &&
        p.minvendaatacado <= 12 &&
        (p.multiploincremento ?? 1) <= 1 &&
        p.granularidade === 1 &&
        (p.maxporpedido === null || p.maxporpedido >= p.minvendaatacado),
    );
    expect(atacado, 'a seeded product with a wholesale price').toBeDefined();
    const produto = atacado!;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, `/aurora/busca?q=${encodeURIComponent(produto.nome)}`);
    const alvo = card(page, produto.nome);
    await alvo.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await closePanel(page);
    const quantidade = alvo.getByRole('textbox', { name: /^Quantidade de / });
    const linha = alvo.getByTestId('line-total');
    const fmt = (n: number) => n.toFixed(2).replace('.', ',');

    await quantidade.fill(String(produto.minvendaatacado! - 1));
    await quantidade.press('Enter');
    await expect.poll(() => linha.textContent()).toContain(fmt(produto.preco!));
    expect(await linha.textContent()).not.toContain('preço de atacado');

    await alvo.getByRole('button', { name: /^Aumentar quantidade de / }).click();
    await expect.poll(() => linha.textContent()).toContain('preço de atacado');
    expect(await linha.textContent()).toContain(fmt(produto.precovendaatacado!));
    expect(reais((await linha.textContent())!.split('Total')[1]!)).toBeCloseTo(
      produto.precovendaatacado! * produto.minvendaatacado!,
      2,
    );
    await screenshot(page, 'cart-card-wholesale-1280');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
