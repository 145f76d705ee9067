/**
 * Subscriptions, as Maria lives them (issue 28, 'Checks it must pass'): she chooses 'Quinzenal' in
 * the cart and sends the order; 'Minhas assinaturas' shows the subscription made from it; the
 * server's test clock moves 15 days (RELOGIO_TESTE=1, `POST /__teste/relogio`, which also runs the
 * due subscriptions at once) and the new order is in 'Meus pedidos', linked from the subscription;
 * she cancels it (confirming in a dialog); the clock moves again and it makes no new order.
 * Screenshots at 1280 and 390 px. A server of its own: it moves its clock and writes orders.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { addFromSearch, loginFromHeader, openStorefront, screenshotBoth } from './support/storefront';

const { server, browser } = useOwnServer({ env: { RELOGIO_TESTE: '1' } });

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

type Resultado = { idassinatura: number; tipo: string; numpedido?: number };

/** Moves the server's clock `dias` days and runs the due subscriptions; answers what they made. */
async function moverRelogio(page: Page, dias: number): Promise<Resultado[]> {
  const r = await page.request.post(`${server.baseUrl}/__teste/relogio`, { data: { dias } });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { resultados: Resultado[] }).resultados;
}

/** Maria's orders at Aurora (the session cookie of the page's context). */
async function totalPedidos(page: Page): Promise<number> {
  const r = await page.request.get(`${server.baseUrl}/api/v2/app/pedido/cliente/1?idfornecedor=aurora&limit=1`);
  expect(r.status()).toBe(200);
  return ((await r.json()) as { total: number }).total;
}

describe('subscriptions', () => {
  it('subscribes from the cart, gets the order 15 days later, cancels, and no order follows', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await open(page, '/aurora');
    await loginFromHeader(page);
    await addFromSearch(page, `${server.baseUrl}/aurora`, 'Café', /Café/);

    // The cart: 'Quinzenal' in 'Repetir este pedido', the server's notice under it.
    await open(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
    const repetir = page.getByLabel('Repetir este pedido');
    await repetir.selectOption({ label: 'Quinzenal (a cada 15 dias)' });
    await page
      .getByText('Assinatura quinzenal: este pedido será repetido a cada 15 dias, até você cancelar.')
      .waitFor({ timeout: 15_000 });
    await page.getByLabel('Horário preferido para recebimento *').selectOption('Manhã (8h às 12h)');
    const enviado = page.waitForResponse(
      (r) => /\/usuario\/\d+\/pedido$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    const resposta = await enviado;
    expect(`${resposta.status()} ${await resposta.text()}`).toMatch(/^200 /);
    expect(resposta.request().postDataJSON()).toMatchObject({ idtipoassinatura: expect.any(Number) });
    await page.waitForURL(/\/aurora\/submissao\/\d+$/, { timeout: 20_000 });
    const origem = page.url().split('/').at(-1)!;

    // 'Minhas assinaturas', from the account menu: the new subscription, no order made yet.
    await open(page, '/aurora/minha-conta');
    await page.getByRole('link', { name: 'Minhas assinaturas' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Minhas assinaturas' }).waitFor({ timeout: 15_000 });
    const card = page.getByTestId('assinatura-card').filter({ hasText: `criada no pedido nº ${origem}` });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('Assinatura quinzenal');
    expect(await card.textContent()).toContain('Ativa');
    expect(await card.textContent()).toContain('Próximo pedido em');
    expect(await card.textContent()).toContain('Nenhum pedido gerado ainda.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'assinaturas-lista');

    // 15 days later: the order is made, linked from the subscription and in 'Meus pedidos'.
    const feitos = await moverRelogio(page, 15);
    expect(feitos.filter((r) => r.tipo === 'criado').length).toBeGreaterThanOrEqual(1);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Minhas assinaturas' }).waitFor({ timeout: 15_000 });
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => card.getByTestId('assinatura-pedido').count(), { timeout: 15_000 }).toBe(1);
    const link = card.getByTestId('assinatura-pedido').getByRole('link');
    const numero = (await link.textContent())!.replace(/\D/g, '');
    expect(Number(numero)).toBeGreaterThan(Number(origem));
    expect(feitos).toContainEqual(expect.objectContaining({ tipo: 'criado', numpedido: Number(numero) }));
    await link.click();
    await page.getByRole('heading', { level: 1, name: `Pedido nº ${numero}` }).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: '← Meus pedidos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meus pedidos' }).waitFor();
    await page
      .getByTestId('pedido-card')
      .filter({ hasText: `Pedido nº ${numero}` })
      .waitFor({ timeout: 15_000 });
    await screenshotBoth(page, 'assinaturas-meus-pedidos');

    // She cancels it, confirming in the dialog.
    await open(page, '/aurora/minha-conta/assinaturas');
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Cancelar assinatura?' });
    await dialogo.waitFor();
    // Once its opening animation is over (mid-fade, its text is faint).
    await dialogo.evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((x) => x.finished)));
    await page.waitForTimeout(100);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'assinaturas-cancelar');
    await dialogo.getByRole('button', { name: 'Sim, cancelar assinatura' }).click();
    await page.getByText('Assinatura cancelada. Nenhum novo pedido será feito.').waitFor({ timeout: 15_000 });
    await expect.poll(() => card.textContent()).toContain('Cancelada');
    expect(await card.getByRole('button', { name: 'Cancelar assinatura' }).count()).toBe(0);
    await screenshotBoth(page, 'assinaturas-cancelada');

    // 15 more days (and 15 more): no order for it; only Maria's other, active subscription may order.
    const antes = await totalPedidos(page);
    const depois1 = await moverRelogio(page, 15);
    const depois2 = await moverRelogio(page, 15);
    const outros = [...depois1, ...depois2].filter((r) => r.tipo === 'criado').length;
    expect(await totalPedidos(page)).toBe(antes + outros);
    await page.reload();
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('assinatura-pedido').count()).toBe(1);
    expect(await card.textContent()).toContain('Nenhum novo pedido será feito');
    expect(errors).toEqual([]);
    await context.close();
  });
});
