/**
 * User management as a client's principal user does it, in Chromium against the real server and
 * a real SMTP sink: Mercado Bom Preço's principal logs in, opens 'Usuários' from the header menu,
 * invites a new e-mail (the invitation arrives in the sink with its link), toggles
 * submissao_pedido for Ana and removes the invited user. Ana (a linked user, not principal) does
 * not see the entry, and the page shows her the server's refusal. axe; screenshots 390 and 1280.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useOwnServerWithMail } from './support/setup';
import { openUserMenu, waitForApp } from './support/storefront';

const { server, browser, mail: smtp } = useOwnServerWithMail();

async function newPage(width: number): Promise<Page> {
  const context = await browser.newTestContext({ viewport: { width, height: 900 }, locale: 'pt-BR' });
  return context.newPage();
}

async function login(page: Page, usuario: string, senha: string): Promise<void> {
  await page.goto(`${server.baseUrl}/aurora/login`);
  await waitForApp(page);
  const reject = page.getByRole('button', { name: 'Rejeitar todos' });
  if (await reject.isVisible()) await reject.click();
  await page.getByLabel('CPF, CNPJ ou e-mail').fill(usuario);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`${server.baseUrl}/aurora`);
  await waitForApp(page);
}

describe('linked users (Usuários)', () => {
  it('the principal invites, toggles submissao_pedido and removes; the invitation arrives by e-mail', async () => {
    const page = await newPage(1280);
    const errors = collectPageErrors(page);
    await login(page, 'compras@bompreco.com.br', 'bompreco123');
    await (await openUserMenu(page, 'Olá, Mercado')).getByRole('link', { name: 'Usuários' }).click();
    await page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
    const ana = page.locator('li[data-usuario="ana@bompreco.com.br"]');
    await ana.waitFor();
    expect(await page.locator('li[data-usuario="compras@bompreco.com.br"]').textContent()).toContain('Principal');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Invite a new e-mail: it arrives in the SMTP sink.
    const chegando = smtp.proximaMensagem();
    await page.getByLabel('E-mail da pessoa').fill('sem-arroba');
    await page.getByRole('button', { name: 'Enviar convite' }).click();
    await page.getByText('Informe um e-mail válido.').waitFor();
    await page.getByLabel('E-mail da pessoa').fill('paulo.estoque@bompreco.com.br');
    await page.getByRole('button', { name: 'Enviar convite' }).click();
    await page.getByRole('status').filter({ hasText: 'Convite enviado para paulo.estoque@bompreco.com.br.' }).waitFor();
    const novo = page.locator('li[data-usuario="paulo.estoque@bompreco.com.br"]');
    await novo.waitFor();
    expect(await novo.getByLabel('Pode submeter pedidos').isChecked()).toBe(false);
    const mail = await chegando;
    expect(mail.subject).toBe('Convite para comprar na Distribuidora Aurora');
    expect(mail.text ?? '').toMatch(/\/aurora\/redefinir-senha\/[A-Za-z0-9_-]{43}/);

    // Ana loses, then regains, the permission to submit orders.
    const permissao = ana.getByLabel('Pode submeter pedidos');
    expect(await permissao.isChecked()).toBe(true);
    // The box shows the server's state: it turns off once the change is saved (the status says so).
    await permissao.click();
    await page.getByRole('status').filter({ hasText: 'Ana Souza não pode mais submeter pedidos.' }).waitFor();
    expect(await permissao.isChecked()).toBe(false);
    await screenshot(page, 'usuarios-1280');

    // Remove the invited user (with confirmation).
    await novo.getByRole('button', { name: 'Remover paulo.estoque' }).click();
    await novo.getByRole('button', { name: 'Confirmar remoção' }).click();
    await page.getByRole('status').filter({ hasText: 'Usuário removido deste cliente.' }).waitFor();
    await novo.waitFor({ state: 'detached' });

    // After a reload (server-rendered), the state is the server's.
    await page.reload();
    await waitForApp(page);
    await ana.waitFor();
    expect(await ana.getByLabel('Pode submeter pedidos').isChecked()).toBe(false);
    expect(await page.locator('li[data-usuario="paulo.estoque@bompreco.com.br"]').count()).toBe(0);
    await ana.getByLabel('Pode submeter pedidos').click();
    await page.getByRole('status').filter({ hasText: 'Ana Souza agora pode submeter pedidos.' }).waitFor();

    const mobile = await newPage(390);
    await mobile.context().addCookies(await page.context().cookies());
    await mobile.goto(`${server.baseUrl}/aurora/minha-conta/usuarios`);
    await waitForApp(mobile);
    await mobile.locator('li[data-usuario="ana@bompreco.com.br"]').waitFor();
    expect(await seriousAxeViolations(mobile)).toEqual([]);
    await screenshot(mobile, 'usuarios-390');
    expect(errors).toEqual([]);
  });

  it('a linked user who is not the principal does not see the entry and is refused on the page', async () => {
    const page = await newPage(390);
    await login(page, 'ana@bompreco.com.br', 'vinculado123');
    const menu = await openUserMenu(page, 'Olá, Ana');
    await menu.getByRole('link', { name: 'Minha conta' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Usuários' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/aurora/minha-conta/usuarios`);
    await waitForApp(page);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Apenas o usuário principal do cliente pode gerenciar os usuários.' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Enviar convite' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'usuarios-negado-390');
  });
});
