/**
 * The availability alert as Maria uses it (issue 10, item 4), in Chromium against the real server
 * and a real SMTP sink (smtp-server on 127.0.0.1, SMTP_URL pointing at it): the seeded
 * out-of-stock 'Refrigerante Laranja Serra Azul 2 L' at Aurora says 'Produto indisponível no
 * momento' instead of the quantity; a visitor's 'Avise-me quando chegar' opens the login with its
 * message; logged in, Maria subscribes, sees the subscribed state (also after a reload), removes it
 * and subscribes again. Aurora's admin then restores the stock through
 * `PUT /api/v4/fornecedor/{id}/estoque`: exactly one e-mail arrives, with the product's link; a
 * second update sends nothing; the page offers 'Adicionar ao carrinho' again.
 * Screenshots at 390 and 1280 px of the out-of-stock + subscribed page and of the e-mail; axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { anonToken, collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useOwnServerWithMail } from './support/setup';
import { waitForApp, openStorefront } from './support/storefront';

const SLUG = 'refrigerante-laranja-serra-azul-2-l';
const NOME = /Refrigerante Laranja Serra Azul 2 L/;

const { server, browser, mail: smtp } = useOwnServerWithMail();

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

async function api(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const r = await fetch(`${server.baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: r.status, json: (await r.json()) as Record<string, unknown> };
}

const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('availability alert', () => {
  it('a client subscribes to an out-of-stock product, the stock returns through the admin call, one e-mail arrives', async () => {
    const context = await browser.newTestContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const info = page.getByTestId('produto-indisponivel');
    const avisar = info.getByRole('button', { name: 'Avise-me quando chegar' });

    // A visitor: the product is out of stock, and the alert asks for a login.
    await open(page, `/aurora/produto/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: NOME }).waitFor();
    await info.getByRole('heading', { name: 'Produto indisponível no momento' }).waitFor();
    // The product's own column (similar products below keep theirs) has no 'Adicionar ao carrinho'.
    const colunaDoProduto = page.getByRole('heading', { level: 1, name: NOME }).locator('..');
    expect(await colunaDoProduto.getByRole('button', { name: 'Adicionar ao carrinho' }).count()).toBe(0);
    await expect.poll(() => avisar.isEnabled(), { timeout: 15_000 }).toBe(true);
    await avisar.click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await dialog.getByText('Para ser avisado quando este produto chegar, você precisa estar logado.').waitFor();

    // Maria logs in from that dialog; the page comes back for her.
    await dialog.getByLabel('CPF, CNPJ ou e-mail').fill('maria@exemplo.com.br');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByLabel('Senha', { exact: true }).fill('maria123');
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.locator('summary', { hasText: 'Olá, Maria' }).waitFor({ timeout: 45_000 });

    // The alert she asked for goes through once she is logged in, without a second click; after a reload too.
    const inscrito = info.getByText('Pronto! Avisaremos você por e-mail quando este produto chegar.');
    await inscrito.waitFor({ timeout: 15_000 });
    const remover = info.getByRole('button', { name: 'Não quero mais ser avisado' });
    expect(await remover.isVisible()).toBe(true);
    await page.reload();
    await waitForApp(page);
    await inscrito.waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await info.scrollIntoViewIfNeeded();
    await screenshot(page, 'alerta-disponibilidade-inscrito-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await info.scrollIntoViewIfNeeded();
    await screenshot(page, 'alerta-disponibilidade-inscrito-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Remove, then subscribe again.
    await remover.click();
    await expect.poll(() => avisar.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await inscrito.count()).toBe(0);
    await avisar.click();
    await inscrito.waitFor();

    // Aurora's admin restores the stock (the ERP's call): one e-mail, to Maria, with the link.
    const fornecedores = (await (
      await fetch(`${server.baseUrl}/api/v2/app/${anonToken()}/fornecedor?idfornecedor=aurora`)
    ).json()) as { idfornecedor: string }[];
    const idfornecedor = fornecedores[0]!.idfornecedor;
    const admin = await api(`/v1/app/${anonToken()}/equipe/autenticar`, {
      method: 'POST',
      body: { cpf: 'admin@aurora.com.br', senha: 'admin123', idfornecedor },
    });
    expect(admin.status).toBe(200);
    const token = admin.json.token as string;
    const produto = await api(`/v2/app/${anonToken()}/fornecedor/${idfornecedor}/produto/${SLUG}`);
    const idproduto = produto.json.id as number;
    expect(produto.json.maximo_disponivel).toBe(0);

    const chegando = smtp.proximaMensagem();
    const volta = await api(`/v4/fornecedor/${idfornecedor}/estoque`, {
      method: 'PUT',
      token,
      body: { produtos: [{ idproduto, maximo_disponivel: 24 }] },
    });
    expect(volta).toEqual({ status: 200, json: { atualizados: 1, alertasDisparados: 1 } });
    const mail = await chegando;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('maria@exemplo.com.br');
    expect(mail.subject).toMatch(/^Chegou: Refrigerante Laranja Serra Azul 2 L \| Distribuidora Aurora$/);
    expect(mail.text).toContain(`Ver produto: ${server.baseUrl}/aurora/produto/${SLUG}`);
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toContain(`href="${server.baseUrl}/aurora/produto/${SLUG}"`);

    // Again: nothing more is sent (give a stray message the time to arrive).
    const deNovo = await api(`/v4/fornecedor/${idfornecedor}/estoque`, {
      method: 'PUT',
      token,
      body: { produtos: [{ idproduto, maximo_disponivel: 30 }] },
    });
    expect(deNovo.json).toEqual({ atualizados: 1, alertasDisparados: 0 });
    await esperar(1500);
    expect(smtp.total()).toBe(1);

    // The e-mail as a mail client shows it.
    for (const width of [390, 1280]) {
      const p = await context.newPage();
      await p.setViewportSize({ width, height: 900 });
      await p.setContent(html, { waitUntil: 'load' });
      await screenshot(p, `email-alerta-disponibilidade-${width}`);
      await p.close();
    }

    // Back in stock: the page sells it again (the link in the e-mail opens it).
    await open(page, `/aurora/produto/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: NOME }).waitFor();
    await colunaDoProduto.getByRole('button', { name: 'Adicionar ao carrinho' }).waitFor();
    expect(await info.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
