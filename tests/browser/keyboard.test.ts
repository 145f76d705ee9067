/**
 * Issue 34 items 4 and 6, with the keyboard only (no mouse, no tap, no `click()`): at 390 px the
 * cookie banner is the first thing Tab reaches; Escape on the login dialog and on the cart panel
 * gives focus back to the button that opened them; the breadcrumb links and the footer's
 * 'Preferências de cookies' are tap targets of at least 24 × 24 px; and the whole purchase, from
 * the search to 'Pedido submetido' (log in, search, add, cart, checkout, submit), is done with
 * Tab, Shift+Tab, Enter, Escape and typing. axe finds no violation, of any impact, on the pages
 * of the journey. A server of its own: it writes an order and Maria's cart.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot } from './support/browser';
import { useOwnServer } from './support/setup';
import { waitForApp } from './support/storefront';

const { server, browser } = useOwnServer();

/** What the focused element is: its tag, its accessible-ish name (aria-label, label, text) and where it sits. */
async function focused(page: Page): Promise<{ tag: string; name: string; inBanner: boolean; inDialog: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', inBanner: false, inDialog: null };
    const label =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.getAttribute('placeholder') ??
      el.textContent ??
      '';
    const dialog = el.closest('[role="dialog"]');
    return {
      tag: el.tagName.toLowerCase(),
      name: label.replace(/\s+/g, ' ').trim(),
      inBanner: el.closest('[data-testid="cookie-banner"]') !== null,
      inDialog: dialog ? (dialog.querySelector('h2')?.textContent ?? '') : null,
    };
  });
}

/** Presses Tab (Shift+Tab with `back`) until the focused element's name matches, at most `max` times. */
async function tabTo(page: Page, name: RegExp, opcoes: { max?: number; back?: boolean } = {}): Promise<void> {
  const max = opcoes.max ?? 200;
  const vistos: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(opcoes.back ? 'Shift+Tab' : 'Tab');
    const agora = await focused(page);
    if (name.test(agora.name)) return;
    vistos.push(`${agora.tag}:${agora.name.slice(0, 30)}`);
  }
  throw new Error(`Tab did not reach ${String(name)} in ${max} presses: ${vistos.slice(0, 40).join(' → ')}`);
}

/** Every axe violation, of any impact. */
async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function phone() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', hasTouch: true });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  return { context, page, errors };
}

describe('keyboard and tap targets at 390 px', () => {
  it('reaches the cookie banner first, and its tap targets and the breadcrumb are 24 × 24 px at least', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/aurora`);
    await waitForApp(page);
    await page.getByTestId('cookie-banner').waitFor();
    // The skip link, then the banner: before the header, the page and the footer.
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Ir para o conteúdo');
    await page.keyboard.press('Tab');
    expect((await focused(page)).inBanner).toBe(true);
    expect(await axe(page)).toEqual([]);
    await tabTo(page, /^Aceitar todos$/, { max: 6 });
    await page.keyboard.press('Enter');
    await page.getByTestId('cookie-banner').waitFor({ state: 'detached' });

    // A product page: the breadcrumb's links and the footer's button.
    await page.goto(`${server.baseUrl}/aurora/busca?q=Queijo`);
    await waitForApp(page);
    const link = page.locator('[data-testid="product-card"] a[href*="/produto/"]').first();
    await page.goto(`${server.baseUrl}${await link.getAttribute('href')}`);
    await waitForApp(page);
    const alvos = [
      ...(await page.getByRole('navigation', { name: 'Você está em' }).getByRole('link').all()),
      page.getByRole('button', { name: 'Preferências de cookies' }),
    ];
    expect(alvos.length).toBe(3);
    for (const alvo of alvos) {
      const box = (await alvo.boundingBox())!;
      expect(box.width, (await alvo.textContent()) ?? '').toBeGreaterThanOrEqual(24);
      expect(box.height, (await alvo.textContent()) ?? '').toBeGreaterThanOrEqual(24);
    }
    await screenshot(page, 'keyboard-produto-390');
    await context.close();
  });

  it('gives focus back to the opener after Escape on the login dialog and on the cart panel', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/aurora`);
    await waitForApp(page);
    await page.getByTestId('cookie-banner').waitFor();
    await tabTo(page, /^Aceitar todos$/, { max: 6 });
    await page.keyboard.press('Enter');
    await page.getByTestId('cookie-banner').waitFor({ state: 'detached' });
    await tabTo(page, /^Entrar$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Entrar' }).waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe('Entrar');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Entrar' }).waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).name).toBe('Entrar');

    await tabTo(page, /^Carrinho:/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Seu carrinho' }).waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe('Seu carrinho');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Seu carrinho' }).waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Carrinho:/);
    await context.close();
  });
});

describe('the whole purchase with the keyboard only', () => {
  it('logs in, searches, adds, opens the cart, checks out and submits without a mouse; axe finds nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/aurora`);
    await waitForApp(page);
    await page.getByTestId('cookie-banner').waitFor();
    await tabTo(page, /^Aceitar todos$/, { max: 8 });
    await page.keyboard.press('Enter');
    await page.getByTestId('cookie-banner').waitFor({ state: 'detached' });

    // Log in: 'Entrar', the login, 'Continuar', the password, Enter.
    await tabTo(page, /^Entrar$/);
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await login.waitFor();
    await tabTo(page, /CPF, CNPJ ou e-mail/, { max: 10 });
    await page.keyboard.type('maria@exemplo.com.br');
    await page.keyboard.press('Enter');
    await login.getByLabel('Senha', { exact: true }).waitFor();
    await tabTo(page, /^Senha/, { max: 10 });
    await page.keyboard.type('maria123');
    await Promise.all([page.waitForEvent('load', { timeout: 45_000 }), page.keyboard.press('Enter')]);
    await page.locator('summary', { hasText: 'Olá, Maria' }).waitFor({ timeout: 45_000 });
    await waitForApp(page);

    // Search: the header's search box, typed, Enter.
    await tabTo(page, /^Buscar .+/);
    await page.keyboard.type('Queijo Minas Frescal');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/aurora\/busca/);
    await page
      .locator('[data-testid="product-card"]')
      .filter({ hasText: /Queijo Minas Frescal/ })
      .first()
      .waitFor();
    expect(await axe(page)).toEqual([]);

    // Add: the first card's 'Adicionar ao carrinho'; the panel opens, Escape closes it.
    await tabTo(page, /^Adicionar ao carrinho/);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Seu carrinho' });
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect((await focused(page)).tag).not.toBe('body');

    // The cart: the header's cart, then 'FINALIZAR COMPRA' (the cart page).
    await tabTo(page, /^Carrinho:/, { back: true });
    await page.keyboard.press('Enter');
    await panel.waitFor();
    await tabTo(page, /FINALIZAR COMPRA/i, { max: 30 });
    const [carrinho] = await Promise.all([
      context.waitForEvent('page', { timeout: 5_000 }).catch(() => page),
      page.keyboard.press('Enter'),
    ]);
    await carrinho.waitForURL(/\/aurora\/carrinho/);
    await waitForApp(carrinho);
    await carrinho.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
    const enviar = carrinho.getByRole('button', { name: 'Enviar pedido' });
    await enviar.waitFor();
    await expect
      .poll(() => carrinho.locator('input[name="idformaentrega"]').first().isChecked(), { timeout: 15_000 })
      .toBe(true);
    expect(await axe(carrinho)).toEqual([]);

    // The checkout's required question, answered by typing on the focused select; then 'Enviar pedido'.
    await tabTo(carrinho, /Horário preferido para recebimento/);
    await carrinho.keyboard.type('Tarde');
    await expect.poll(() => carrinho.getByLabel('Horário preferido para recebimento *').inputValue()).toMatch(/Tarde/);
    await tabTo(carrinho, /^Enviar pedido$/);
    await carrinho.keyboard.press('Enter');
    await carrinho.waitForURL(/\/aurora\/submissao\/\d+$/, { timeout: 30_000 });
    await carrinho.getByRole('heading', { level: 1, name: 'Pedido submetido' }).waitFor();
    await waitForApp(carrinho);
    expect(await axe(carrinho)).toEqual([]);
    await screenshot(carrinho, 'keyboard-submissao');

    // Printed (issue 34 item 5): the success page, then the order, without header, search, footer nor buttons.
    const impresso = async (titulo: RegExp): Promise<void> => {
      await carrinho.emulateMedia({ media: 'print' });
      expect(await carrinho.getByRole('heading', { level: 1, name: titulo }).isVisible()).toBe(true);
      for (const oculto of ['header', 'footer', 'form[role="search"]']) {
        expect(await carrinho.locator(oculto).first().isVisible(), oculto).toBe(false);
      }
      const botoes = await carrinho.locator('button:visible, main a[class*="base"]:visible').count();
      expect(botoes).toBe(0);
      await screenshot(carrinho, `keyboard-impresso-${titulo.source.slice(0, 20).replace(/\W+/g, '-')}`);
      await carrinho.emulateMedia({ media: 'screen' });
    };
    await impresso(/^Pedido submetido$/);
    await tabTo(carrinho, /^Ver pedido$/);
    await carrinho.keyboard.press('Enter');
    await carrinho.getByRole('heading', { level: 1, name: /^Pedido nº \d+/ }).waitFor({ timeout: 15_000 });
    await impresso(/^Pedido nº \d+/);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
