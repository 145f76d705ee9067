/**
 * Promotional combos, as Maria and Roberto live them (issue 29, 'Checks it must pass'): Maria
 * opens 'Combos' from Aurora's header, adds the Pix 'Combo Cesta Básica' to her cart, where its
 * lines are named and priced as the combo, and sends the order with Pix: the order's server total
 * is the page's. Roberto (Aurora's admin) creates a combo in the desk, Maria sees it, he ends it
 * and it is gone. Screenshots at 1280 and 390 px. A server of its own: it writes orders and combos.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { loginFromHeader, openStorefront, screenshotBoth } from './support/storefront';

const { server, browser } = useOwnServer();

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

/** 'R$ 26,90' → 2690. */
const centavos = (texto: string | null): number =>
  Math.round(Number((texto ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);

async function entrarNoPainel(page: Page, path: string): Promise<void> {
  await open(page, path);
  await page.getByRole('heading', { level: 2, name: 'Entrar na conta da equipe' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('E-mail').fill('admin@aurora.com.br');
  await page.getByLabel('Senha').fill('admin123');
  await Promise.all([
    page.waitForEvent('load', { timeout: 45_000 }),
    page.getByRole('button', { name: 'Entrar no painel' }).click(),
  ]);
}

describe('promotional combos', () => {
  it('Maria adds a combo to her cart: priced as the combo, and the order total is the page total', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await open(page, '/aurora');
    await loginFromHeader(page);
    // 'Combos' in the header (Aurora has combos), then the combos valid for Maria.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Combos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Combos promocionais' }).waitFor({ timeout: 20_000 });
    const card = page.getByTestId('combo-card').filter({ hasText: 'Combo Cesta Básica' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Pagando com Pix');
    expect(await card.getByTestId('combo-preco').textContent()).toBe('R$ 26,90');
    expect(await page.getByTestId('combo-card').count()).toBe(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'combos-lista');

    // The combo's page: its items and saving.
    await card.getByRole('link', { name: 'Combo Cesta Básica' }).click();
    await page.getByRole('heading', { level: 1, name: 'Combo Cesta Básica' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('combo-economia').textContent()).toBe('Economize R$ 4,08');
    await screenshotBoth(page, 'combo-pagina');

    // 'Adicionar combo': the lines join the cart as combo lines; the server prices them.
    const salvo = page.waitForResponse(
      (r) => /\/usuario\/\d+\/cart$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Adicionar combo Combo Cesta Básica' }).click();
    const resposta = await salvo;
    expect(resposta.status()).toBe(200);
    const enviados = (
      resposta.request().postDataJSON() as { cartItens: { id: number; idcombopromocional_cabecalho?: number }[] }
    ).cartItens;
    expect(
      enviados
        .filter((i) => i.idcombopromocional_cabecalho === 1)
        .map((i) => i.id)
        .sort(),
    ).toEqual([10098, 10111]);
    await page.getByTestId('cart-panel-line-combo').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('cart-panel-line-combo').count()).toBe(2);
    // Spec section 2, 'home after a cart is applied': the shop's home, the panel saying what went in.
    await page.getByTestId('cart-panel-aviso').getByText('Combo adicionado ao carrinho!').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/aurora\/?$/);

    // The cart page: the combo's lines named and priced as the combo (2 + 2 for R$ 26,90).
    await open(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 20_000 });
    const linhas = page.getByTestId('cart-line').filter({ has: page.getByTestId('cart-line-combo') });
    await expect.poll(() => linhas.count(), { timeout: 15_000 }).toBe(2);
    for (const texto of await page.getByTestId('cart-line-combo').allTextContents())
      expect(texto).toMatch(/^Combo Cesta Básica: 2 a R\$ \d+,\d{2} cada$/);
    const totaisCombo = await linhas.getByTestId('cart-line-total').allTextContents();
    expect(totaisCombo.reduce((s, t) => s + centavos(t), 0)).toBe(2690);

    // Pix (the combo's method): the page's total, then the order's.
    await page.getByText('3% de desconto no Pix').waitFor({ timeout: 15_000 });
    await page.getByLabel('Horário preferido para recebimento *').selectOption('Manhã (8h às 12h)');
    await expect.poll(() => page.getByTestId('checkout-total').textContent(), { timeout: 15_000 }).toMatch(/^R\$ /);
    const total = (await page.getByTestId('checkout-total').textContent())?.trim() ?? '';
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'combos-carrinho');
    const enviado = page.waitForResponse(
      (r) => /\/usuario\/\d+\/pedido$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    const pedido = await enviado;
    expect(`${pedido.status()} ${await pedido.text()}`).toMatch(/^200 /);
    const { totalpedido } = (await pedido.json()) as { totalpedido: number };
    expect(Math.round(totalpedido * 100)).toBe(centavos(total));
    await page.waitForURL(/\/aurora\/submissao\/\d+$/, { timeout: 20_000 });
    expect(await page.getByTestId('submissao-total').textContent()).toBe(total);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Roberto creates a combo in the desk, Maria sees it; he ends it and it is gone', async () => {
    const equipe = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const desk = await equipe.newPage();
    await entrarNoPainel(desk, '/aurora/painel');
    await desk.getByRole('link', { name: 'Combos promocionais' }).click();
    await desk.getByRole('heading', { level: 1, name: 'Combos promocionais' }).waitFor({ timeout: 20_000 });
    const form = desk.getByTestId('criar-combo');
    await form.getByLabel('Nome do combo').fill('Combo Café da Manhã');
    await form.getByLabel('Produtos do combo').fill('10098 1\n10111 1');
    await form.getByLabel('Preço do combo (R$)').fill('13,50');
    await form.getByRole('button', { name: 'Criar combo' }).click();
    await desk.getByText('Combo criado. Os clientes já o veem na loja.').waitFor({ timeout: 15_000 });
    const criado = desk.getByTestId('combo-painel').filter({ hasText: 'Combo Café da Manhã' });
    expect(await criado.textContent()).toContain('Ativo');
    expect(await seriousAxeViolations(desk)).toEqual([]);
    await screenshotBoth(desk, 'combos-painel');

    const cliente = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const maria = await cliente.newPage();
    await open(maria, '/aurora');
    await loginFromHeader(maria);
    await open(maria, '/aurora/combos');
    const novo = maria.getByTestId('combo-card').filter({ hasText: 'Combo Café da Manhã' });
    await novo.waitFor({ timeout: 20_000 });
    expect(await novo.getByTestId('combo-preco').textContent()).toBe('R$ 13,50');

    await criado.getByRole('button', { name: 'Encerrar' }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Sim, encerrar combo' }).click();
    await desk.getByText('Combo encerrado. Ele não vale mais em nenhum carrinho.').waitFor({ timeout: 15_000 });
    expect(await criado.textContent()).toContain('Encerrado');

    await open(maria, '/aurora/combos');
    await maria.getByRole('heading', { level: 1, name: 'Combos promocionais' }).waitFor({ timeout: 20_000 });
    await maria.getByTestId('combo-card').first().waitFor();
    expect(await maria.getByTestId('combo-card').filter({ hasText: 'Combo Café da Manhã' }).count()).toBe(0);
    await equipe.close();
    await cliente.close();
  });
});
