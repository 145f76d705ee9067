/**
 * Acting for a client (issue 9 items 5, 6 and 10; spec section 2 'Choose client (representative)'
 * and 'Choose linked client'): the representative logs in as consultant, lands on the client
 * choice, picks a client, the header says for whom he acts, then switches client from the user
 * menu; the linked user Ana switches between the head office and the 'filial Centro'. The pages
 * pass axe (no serious or critical violation); screenshots at 390 and 1280 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useSharedServer } from './support/setup';
import { waitForApp } from './support/storefront';

const { server, browser } = useSharedServer();

async function newPage(width: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

async function open(page: Page, path: string): Promise<void> {
  // The first page of a freshly started server on a busy machine may be shed (503): once more.
  await page
    .goto(`${server.baseUrl}${path}`)
    .catch(() => page.waitForTimeout(2000).then(() => page.goto(`${server.baseUrl}${path}`)));
  await waitForApp(page);
  const reject = page.getByRole('button', { name: 'Rejeitar todos' });
  if (await reject.isVisible()) await reject.click();
}

async function login(page: Page, email: string, senha: string, consultor: boolean): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.waitFor();
  if (consultor) await dialog.getByLabel('Entrar como consultor (representante)').check();
  await dialog.getByLabel('CPF, CNPJ ou e-mail').fill(email);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByLabel('Senha', { exact: true }).fill(senha);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
}

const userCookie = async (page: Page) =>
  JSON.parse(
    decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'sf_usuario')?.value ?? 'null'),
  ) as Record<string, unknown> | null;

describe('representative', () => {
  it.each([1280, 390])(
    'logs in as consultant, picks a client, then switches client (%i px)',
    async (width) => {
      const { context, page, errors } = await newPage(width);
      try {
        await open(page, '/aurora');
        await login(page, 'representante@aurora.com.br', 'repres123', true);
        // Without a client yet: the client choice.
        await page.waitForURL(/\/aurora\/minha-conta\/trocar-cliente$/, { timeout: 45_000 });
        await waitForApp(page);
        await page.getByRole('heading', { name: 'Escolher cliente', level: 1 }).waitFor();
        const lista = page.getByRole('list', { name: 'Clientes' });
        await lista.getByRole('listitem').first().waitFor();
        expect(await lista.getByRole('listitem').count()).toBe(2);
        expect(await page.getByRole('banner').textContent()).not.toContain('Cliente:');
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `representante-escolher-${width}`);

        // Search narrows the list.
        await page.getByLabel('Buscar cliente').fill('maria');
        await page.locator('#conteudo').getByRole('button', { name: 'Buscar', exact: true }).click();
        await expect.poll(() => lista.getByRole('listitem').count()).toBe(1);
        await page.getByRole('button', { name: 'Escolher Maria Oliveira Santos' }).click();

        // Home, acting for Maria: the header says so, and the session cookie carries her name (no token).
        await page.waitForURL(/\/aurora\/$/, { timeout: 45_000 });
        await waitForApp(page);
        await expect.poll(() => page.getByRole('banner').textContent()).toContain('Cliente: Maria Oliveira Santos');
        const cookie = await userCookie(page);
        expect(cookie).toMatchObject({ papel: 'representante', idcliente: 1, cliente_nome: 'Maria Oliveira Santos' });
        expect(JSON.stringify(cookie)).not.toMatch(/sf_[A-Za-z0-9_-]{20,}|jwt/);
        await screenshot(page, `representante-home-${width}`);

        // Switch client from the user menu.
        await page.getByRole('banner').locator('summary').click();
        await page.getByRole('banner').getByRole('link', { name: 'Trocar cliente' }).first().click();
        await page.getByRole('heading', { name: 'Escolher cliente', level: 1 }).waitFor();
        await expect
          .poll(() => page.getByRole('status').filter({ hasText: 'Você está atendendo' }).textContent())
          .toContain('Maria Oliveira Santos');
        await page.getByRole('button', { name: 'Escolher Mercado Bom Preço Ltda' }).click();
        await page.waitForURL(/\/aurora\/$/, { timeout: 45_000 });
        await waitForApp(page);
        await expect.poll(() => page.getByRole('banner').textContent()).toContain('Cliente: Mercado Bom Preço Ltda');
        expect(await userCookie(page)).toMatchObject({ idcliente: 2, cliente_nome: 'Mercado Bom Preço Ltda' });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    200_000,
  );
});

describe('linked user', () => {
  it.each([390, 1280])(
    'Ana switches between the head office and the filial Centro (%i px)',
    async (width) => {
      const { context, page, errors } = await newPage(width);
      try {
        await open(page, '/aurora');
        await login(page, 'ana@bompreco.com.br', 'vinculado123', false);
        await expect
          .poll(() => page.getByRole('banner').textContent(), { timeout: 45_000 })
          .toContain('Cliente: Mercado Bom Preço Ltda');
        await open(page, '/aurora/minha-conta/trocar-cliente');
        await page.getByRole('heading', { name: 'Escolher cliente vinculado', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Escolher Mercado Bom Preço Filial Centro Ltda' }).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `vinculado-escolher-${width}`);
        await page.getByRole('button', { name: 'Escolher Mercado Bom Preço Filial Centro Ltda' }).click();
        await page.waitForURL(/\/aurora\/$/, { timeout: 45_000 });
        await waitForApp(page);
        await expect
          .poll(() => page.getByRole('banner').textContent())
          .toContain('Cliente: Mercado Bom Preço Filial Centro Ltda');
        expect(await userCookie(page)).toMatchObject({
          papel: 'usuario_vinculado',
          idcliente: 3,
          cliente_nome: 'Mercado Bom Preço Filial Centro Ltda',
        });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    200_000,
  );
});
