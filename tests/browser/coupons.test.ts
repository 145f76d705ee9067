/**
 * Coupons, as Maria uses them (issue 10, part 6): logged in at Aurora, she adds a product and on
 * the cart page sees the automatic coupon AURORA5 applied (the discount line and a discounted
 * TOTAL); a worse manual coupon (BEMVINDO3, 3 %) is refused with the spec's message; a better one
 * (AURORA10, 10 %) replaces it and the TOTAL drops; 'Remover cupom' unlocks and the automatic one
 * is back. The coupons screen lists her coupons. Screenshots at 1280 and 390 px; axe on both pages.
 * An action link (issue 31): the home's third banner (`acao:1`) applies AURORA10 from the home.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { loginFromHeader, openProductFromSearch, openStorefront } from './support/storefront';

// A server of its own: Maria's cart on the shared server is cart.test.ts's.
const { server, browser } = useOwnServer();

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

const reais = (texto: string | null) => Number((texto ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
const MENSAGEM_AUTOMATICO =
  'Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.';

describe('coupons', () => {
  it('applies the automatic coupon, refuses a worse manual one, takes a better one (the TOTAL drops), removal unlocks; lists the coupons', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // Log in as Maria.
    await open(page, '/aurora');
    await loginFromHeader(page);

    // Add a product.
    const produto = await openProductFromSearch(
      page,
      `${server.baseUrl}/aurora`,
      'Queijo Minas Frescal',
      /Queijo Minas Frescal/,
    );
    // The product's own button (the similar products below have theirs); adding opens the side panel.
    await produto.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
    const painel = page.getByRole('dialog', { name: 'Seu carrinho' });
    await painel.getByRole('button', { name: 'CONTINUAR COMPRANDO' }).click();
    await painel.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Aumentar quantidade de Queijo Minas Frescal/ }).click();
    await page.waitForResponse((r) => r.url().includes('/cart') && r.request().method() === 'POST', {
      timeout: 15_000,
    });

    // The cart: the automatic coupon is applied, the TOTAL is discounted.
    await open(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 1, name: 'Carrinho' }).waitFor();
    const aplicado = page.getByTestId('coupon-applied');
    await expect.poll(() => aplicado.textContent(), { timeout: 15_000 }).toMatch(/AURORA5.*automaticamente.*5%/);
    // The checkout below chooses the first payment method (Pix, 3 % off) and the cart is priced
    // again with it: read the totals once that has settled.
    await expect.poll(() => page.getByRole('radio', { name: /^Pix/ }).isChecked(), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    const linhas = reais(await page.locator('[data-testid="cart-line-total"]').first().textContent());
    const desconto5 = reais(await page.getByTestId('cart-discount').textContent());
    const total5 = reais(await page.getByTestId('cart-total').textContent());
    expect(desconto5).toBeCloseTo(Math.round(linhas * 5) / 100, 2);
    expect(total5).toBeCloseTo(linhas - desconto5, 2);

    // A worse manual coupon: refused with the spec's message; the automatic one stays.
    const campo = page.getByRole('textbox', { name: 'Código do cupom' });
    await campo.fill('bemvindo3');
    await page.getByRole('button', { name: 'Aplicar cupom' }).click();
    await page.getByTestId('coupon-error').getByText(MENSAGEM_AUTOMATICO).waitFor();
    expect(await aplicado.textContent()).toMatch(/AURORA5/);
    expect(reais(await page.getByTestId('cart-total').textContent())).toBeCloseTo(total5, 2);
    await screenshot(page, 'coupons-refused-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('coupon-box').scrollIntoViewIfNeeded();
    await screenshot(page, 'coupons-refused-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // An invalid one: the returned error.
    await campo.fill('VERAO2025');
    await page.getByRole('button', { name: 'Aplicar cupom' }).click();
    await page.getByTestId('coupon-error').getByText('Este cupom expirou.').waitFor();

    // A better one: it replaces the automatic coupon, the box locks, the TOTAL drops (and the server agrees).
    await campo.fill('AURORA10');
    const salvo = page.waitForResponse((r) => r.url().includes('/cart') && r.request().method() === 'POST', {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Aplicar cupom' }).click();
    await expect.poll(() => aplicado.textContent()).toMatch(/AURORA10.*10%/);
    expect(await page.getByTestId('coupon-error').count()).toBe(0);
    const total10 = reais(await page.getByTestId('cart-total').textContent());
    expect(total10).toBeLessThan(total5);
    expect(total10).toBeCloseTo(linhas - Math.round(linhas * 10) / 100, 2);
    const resposta = (await (await salvo).json()) as { totalCompras: number; cupom: { codigoCupom: string } };
    expect(resposta.cupom.codigoCupom).toBe('AURORA10');
    expect(resposta.totalCompras).toBeCloseTo(total10, 2);
    expect(await campo.isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'coupons-applied-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('coupon-box').scrollIntoViewIfNeeded();
    await screenshot(page, 'coupons-applied-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    // The cart page's periodic reload keeps the manual coupon.
    const recarregado = page.waitForResponse((r) => r.url().includes('/cart?') && r.request().method() === 'GET', {
      timeout: 30_000,
    });
    expect(new URL((await recarregado).url()).searchParams.get('codigoCupom')).toBe('AURORA10');
    expect(await aplicado.textContent()).toMatch(/AURORA10/);
    expect(reais(await page.getByTestId('cart-total').textContent())).toBeCloseTo(total10, 2);

    // Removal unlocks; the automatic coupon is back.
    await page.getByRole('button', { name: 'Remover cupom' }).click();
    await expect.poll(() => aplicado.textContent()).toMatch(/AURORA5/);
    expect(await campo.isEnabled()).toBe(true);
    await expect.poll(async () => reais(await page.getByTestId('cart-total').textContent())).toBeCloseTo(total5, 2);

    // The coupons screen.
    await open(page, '/aurora/minha-conta/cupons');
    await page.getByRole('heading', { level: 1, name: 'Cupons' }).waitFor();
    await expect.poll(() => page.getByTestId('coupon-card').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    const codigos = await page.locator('[data-testid="coupon-card"] p:first-child').allTextContents();
    expect(codigos[0]).toBe('AURORA5');
    expect(codigos).toContain('AURORA10');
    expect(codigos).not.toContain('VERAO2025');
    await page.getByRole('heading', { name: 'Indique e ganhe' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'coupons-page-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'coupons-page-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it("runs the home banner's action link: Maria taps 'Cupom AURORA10' and lands on her cart with AURORA10 applied", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page);
    const produto = await openProductFromSearch(
      page,
      `${server.baseUrl}/aurora`,
      'Queijo Minas Frescal',
      /Queijo Minas Frescal/,
    );
    await produto.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
    const painel = page.getByRole('dialog', { name: 'Seu carrinho' });
    await painel.getByRole('button', { name: 'CONTINUAR COMPRANDO' }).click();
    await painel.waitFor({ state: 'detached' });

    await open(page, '/aurora');
    const slide = page.getByRole('group', { name: '3 de 3: Cupom AURORA10' });
    await page.getByRole('button', { name: 'Próximo slide' }).click();
    await page.getByRole('button', { name: 'Próximo slide' }).click();
    await slide.waitFor();
    const acao = page.waitForResponse((r) => /\/api\/v4\/link-acao\/[^/]+\/1$/.test(new URL(r.url()).pathname));
    await slide.locator('a[role="button"]').first().click();
    expect((await acao).status()).toBe(200);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/aurora/carrinho');
    await expect
      .poll(() => page.getByTestId('coupon-applied').textContent(), { timeout: 20_000 })
      .toMatch(/AURORA10.*10%/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
