/**
 * The ERP integration's credentials in the desk (issue 33), as Roberto (Aurora's admin) uses them:
 * from the desk's 'Integração com o ERP' he creates a credential with two scopes, copies its key
 * (shown once), the ERP imports a category with it, the list shows its last use, and he revokes
 * it: the ERP is refused from then on. A server of its own: it writes credentials and categories.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { openStorefront } from './support/storefront';

const { server, browser } = useOwnServer();

async function entrarNoPainel(page: Page, path: string): Promise<void> {
  await openStorefront(page, `${server.baseUrl}${path}`);
  await page.getByRole('heading', { level: 2, name: 'Entrar na conta da equipe' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('E-mail').fill('admin@aurora.com.br');
  await page.getByLabel('Senha').fill('admin123');
  await Promise.all([
    page.waitForEvent('load', { timeout: 45_000 }),
    page.getByRole('button', { name: 'Entrar no painel' }).click(),
  ]);
}

describe('ERP integration credentials in the desk', () => {
  it('Roberto creates a key, the ERP uses it, he revokes it and the ERP is refused', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await entrarNoPainel(page, '/aurora/painel');
    const lista = page.waitForResponse((r) => /\/integracao\/credenciais$/.test(new URL(r.url()).pathname));
    await page.getByRole('link', { name: 'Integração com o ERP' }).click();
    // The supplier's id, as the desk's own call names it.
    const idfornecedor = /\/painel\/([^/]+)\/integracao/.exec(new URL((await lista).url()).pathname)?.[1] ?? '';
    await page.getByRole('heading', { level: 1, name: 'Integração com o ERP' }).waitFor({ timeout: 20_000 });

    await page.getByLabel('Nome da credencial').fill('ERP da jornada');
    await page.getByLabel('Catálogo (categorias e produtos)').check();
    await page.getByLabel('Preços').check();
    await page.getByRole('button', { name: 'Criar credencial' }).click();
    const chave = (await page.getByTestId('chave-nova').textContent({ timeout: 20_000 })) ?? '';
    expect(chave).toMatch(/^sfi_[A-Za-z0-9_-]{43}$/);
    const linha = page.locator('[data-credencial]').filter({ hasText: 'ERP da jornada' });
    expect(await linha.textContent()).toContain('nunca usada');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The ERP, with the key alone.
    const importar = () =>
      fetch(`${server.baseUrl}/api/v4/integracao/${idfornecedor}/categorias`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${chave}`, 'content-type': 'application/json' },
        body: JSON.stringify({ itens: [{ cod_erp: 'JORNADA', nome: 'Categoria da jornada' }] }),
      });
    const antes = await importar();
    expect(antes.status).toBe(200);
    expect(((await antes.json()) as { criados: number }).criados).toBe(1);

    // Opened again: the key is not shown any more, and the last use is.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Integração com o ERP' }).waitFor({ timeout: 20_000 });
    await linha.waitFor();
    expect(await linha.textContent()).toContain('último uso em');
    expect(await page.getByTestId('chave-nova').count()).toBe(0);

    await linha.getByRole('button', { name: 'Revogar' }).click();
    await page.getByRole('button', { name: 'Sim, revogar credencial' }).click();
    await page.getByText('Credencial revogada.').waitFor({ timeout: 20_000 });
    expect(await linha.textContent()).toContain('Revogada em');
    expect((await importar()).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});
