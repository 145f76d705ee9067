/**
 * A wrong password five times gives the spec's message each time, then 429 and the
 * too-many-request page (on a server of its own: the limits count per IP and per login).
 */
import { expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { useOwnServer } from './support/setup';
import { waitForApp } from './support/storefront';

const { server, browser } = useOwnServer();

it('a wrong password five times gives the spec message, then 429 and the too-many-request page', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  try {
    await page.goto(`${server.baseUrl}/aurora/login`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Rejeitar todos' }).click();
    await page.getByLabel('CPF, CNPJ ou e-mail').fill('maria@exemplo.com.br');
    await page.getByRole('button', { name: 'Continuar' }).click();
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Senha').fill(`errada-${i}`);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/usuario/autenticar')),
        page.getByRole('button', { name: 'Entrar', exact: true }).click(),
      ]);
      expect(answer.status()).toBe(401);
      await expect
        .poll(() => page.getByRole('alert').allTextContents())
        .toContain('Usuário inexistente ou credenciais inválidas');
      if (i === 0) await screenshot(page, 'auth-login-page-wrong-390');
    }
    await page.getByLabel('Senha').fill('maria123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/aurora/erro/too-many-request`);
    await page.getByRole('heading', { level: 1, name: 'Muitas solicitações' }).waitFor();
  } finally {
    await context.close();
  }
}, 90_000);
