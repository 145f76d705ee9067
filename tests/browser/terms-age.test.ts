/**
 * Terms of use and the age-over-18 check, in Chromium against the real server and the built
 * storefront.
 * - ConstruForte asks every new visitor 'Você tem mais de 18 anos?' after the page is live (the
 *   server render has no modal); 'Sim' is remembered (a reload does not ask again), a new visitor
 *   is asked, and 'Não, sair' shows the blocking message.
 * - Aurora publishes version 2 of its terms (written into the data folder before the server
 *   starts); Maria, who accepted version 1, logs in through the header's 'Entrar' and gets the
 *   terms dialog with the new text, accepts, and is not asked again (another page, a reload).
 * axe finds no serious or critical violation in either dialog. Screenshots at 390 and 1280 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPglite } from '#server/db/connect';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { waitForApp } from './support/storefront';

const TEXTO_V2 = 'Nova cláusula da versão 2: pedidos recorrentes podem ser pausados a qualquer momento.';

// A server of its own: Aurora publishes version 2 (as its admin would) before the server opens the folder.
const { server, browser } = useOwnServer({
  prepare: async (dataDir) => {
    const aberto = await openPglite(dataDir);
    try {
      const aurora = await aberto.db
        .selectFrom('fornecedores')
        .select('idfornecedor')
        .where('slug', '=', 'aurora')
        .executeTakeFirstOrThrow();
      await aberto.db
        .insertInto('termos_uso')
        .values({
          idfornecedor: aurora.idfornecedor,
          versao: 2,
          titulo: 'Termos de Uso da Distribuidora Aurora',
          html: `<h2>Novidades</h2><p>${TEXTO_V2}</p><p><strong>Demais condições</strong> mantidas.</p>`,
          publicado_em: new Date(Date.now() - 60_000),
        })
        .execute();
    } finally {
      await aberto.close();
    }
  },
});

async function newPage(width: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newTestContext({ viewport: { width, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await waitForApp(page);
}

async function rejectCookies(page: Page): Promise<void> {
  const reject = page.getByRole('button', { name: 'Rejeitar todos' });
  if (await reject.isVisible()) await reject.click();
}

const perguntaIdade = (page: Page) => page.getByRole('dialog', { name: 'Você tem mais de 18 anos?' });

describe('age-over-18 check at ConstruForte', () => {
  for (const width of [390, 1280]) {
    it(`asks on entry after the page is live, remembers 'Sim' across a reload, asks a new visitor (${width} px)`, async () => {
      const { context, page, errors } = await newPage(width);
      const html = await (await fetch(`${server.baseUrl}/construforte`)).text();
      expect(html).not.toContain('Você tem mais de 18 anos?');
      await open(page, '/construforte');
      await perguntaIdade(page).waitFor();
      expect(await perguntaIdade(page).textContent()).toContain(
        'ConstruForte Materiais vende produtos destinados a maiores de 18 anos',
      );
      // No way around it: Escape does not close it and there is no 'Fechar'.
      await page.keyboard.press('Escape');
      expect(await perguntaIdade(page).isVisible()).toBe(true);
      expect(await perguntaIdade(page).getByRole('button', { name: 'Fechar' }).count()).toBe(0);
      expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
      await screenshot(page, `age-check-${width}`);

      await perguntaIdade(page).getByRole('button', { name: 'Sim, tenho 18 anos ou mais' }).click();
      await perguntaIdade(page).waitFor({ state: 'detached' });
      // The cookie is written by the model's effect, which may land just after the dialog closes.
      const maioridade = async () => (await context.cookies()).find((c) => c.name === 'sf_maioridade');
      await expect.poll(async () => (await maioridade())?.value).toBe('1');
      const cookie = await maioridade();
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(300 * 86_400);

      await page.reload();
      await waitForApp(page);
      await page.waitForTimeout(1500);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);

      const visitante = await newPage(width);
      await open(visitante.page, '/construforte');
      await perguntaIdade(visitante.page).waitFor();
    });
  }

  it("'Não, sair' shows a clear blocking message; the answer can be corrected; Aurora does not ask", async () => {
    const { page } = await newPage(390);
    await open(page, '/construforte');
    await perguntaIdade(page).getByRole('button', { name: 'Não, sair' }).click();
    const bloqueio = page.getByRole('dialog', { name: 'Acesso não permitido' });
    await bloqueio.waitFor();
    expect(await bloqueio.textContent()).toContain(
      'Esta loja é destinada somente a maiores de 18 anos. Não é possível continuar a navegação.',
    );
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, 'age-check-declined-390');
    await bloqueio.getByRole('button', { name: 'Corrigir minha resposta' }).click();
    await perguntaIdade(page).waitFor();

    const aurora = await newPage(1280);
    await open(aurora.page, '/aurora');
    await aurora.page.waitForTimeout(1500);
    expect(await perguntaIdade(aurora.page).count()).toBe(0);
  });
});

describe('terms of use: a new version asks again', () => {
  // Two demo customers who accepted version 1 at registration, one per width.
  for (const [width, nome, email, senha] of [
    [390, 'Maria', 'maria@exemplo.com.br', 'maria123'],
    [1280, 'Mercado Bom Preço', 'compras@bompreco.com.br', 'bompreco123'],
  ] as const) {
    it(`${nome} logs in after Aurora published version 2, reads and accepts it, and is not asked again (${width} px)`, async () => {
      const { page, errors } = await newPage(width);
      await open(page, '/aurora');
      await rejectCookies(page);
      await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
      const login = page.getByRole('dialog', { name: 'Entrar' });
      await login.waitFor();
      await page.getByLabel('CPF, CNPJ ou e-mail').fill(email);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByLabel('Senha').fill(senha);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();

      const termos = page.getByRole('dialog', { name: 'Termos de uso atualizados' });
      await termos.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
        await screenshot(page, `terms-dialog-missing-${width}`);
        throw new Error(`${String(error)}\n${errors.join('\n')}`);
      });
      await expect.poll(() => termos.textContent()).toContain(TEXTO_V2);
      expect(await termos.textContent()).toContain('versão 2');
      expect(await termos.textContent()).toContain('você aceitou a versão 1 em 15/01/2026');
      await page.keyboard.press('Escape');
      expect(await termos.isVisible()).toBe(true);
      expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
      await screenshot(page, `terms-dialog-${width}`);

      const aceite = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/termos-uso'));
      await termos.getByRole('button', { name: 'Aceitar os termos' }).click();
      expect((await aceite).status()).toBe(200);
      await termos.waitFor({ state: 'detached' });

      // Another page and a reload: the server says nothing is pending (the session's memo aside).
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await waitForApp(page);
      const checagem = await page.waitForResponse(
        (r) => r.request().method() === 'GET' && r.url().includes('/termos-uso'),
      );
      expect(((await checagem.json()) as { pendente: boolean }).pendente).toBe(false);
      await page.waitForTimeout(500);
      expect(await page.getByRole('dialog', { name: 'Termos de uso atualizados' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});

describe('the terms page', () => {
  it('is linked from the registration form and shows the current version', async () => {
    const { page } = await newPage(1280);
    await open(page, '/aurora');
    await rejectCookies(page);
    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    await page.getByLabel('CPF, CNPJ ou e-mail').fill('novo.cliente.termos@exemplo.com.br');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const link = page.getByRole('dialog', { name: 'Criar conta' }).getByRole('link', { name: /termos de uso/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/aurora/termouso');
    const [aba] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await aba.waitForLoadState();
    expect(await aba.getByRole('heading', { level: 1 }).textContent()).toBe('Termos de Uso da Distribuidora Aurora');
    expect(await aba.textContent('body')).toContain(TEXTO_V2);
    expect(await seriousAxeViolations(aba)).toEqual([]);
    await screenshot(aba, 'terms-page-1280');
  });
});
