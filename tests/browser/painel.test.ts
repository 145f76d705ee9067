/**
 * The supplier's order desk (issue 13, 'Checks it must pass'), as its staff and a customer do it:
 * - on Aurora, the attendant Júlia logs in, opens the desk, finds the Mercado Bom Preço's order
 *   100005 (ENVIADO) and starts its separation; the customer sees 'Em separação' on the order's
 *   page and Ana, who placed it, gets the e-mail at the test's SMTP sink;
 * - on Aurora Atacado (support-budget), Maria sends a quote; the shop's attendant prices it in the
 *   desk; Maria sees the priced quote and confirms it as an order;
 * - the attendant opens 'Tarefas com falha' (issue 28): none, every e-mail went out;
 * - Aurora's admin raises the subscriptions' price-rise limit in 'Cobrança e assinaturas', and it
 *   is still there after a reload.
 * A server of its own (it moves a demo order and writes Maria's cart and a quote). Every account is
 * one of the README's demo accounts (Aurora Atacado's attendant included: issue 35).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useOwnServerWithMail } from './support/setup';
import { addFromSearch, escolherOpcao, loginFromHeader, openStorefront, screenshotBoth } from './support/storefront';

/** Aurora Atacado's attendant, as the seed and the README's demo accounts have her (issue 35). */
const ATENDENTE_ATACADO = 'atendente@auroraatacado.com.br';

const { server, browser, mail } = useOwnServerWithMail({});

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

/** The desk's own staff login (attendants and admins log in through `equipe/autenticar`); the page reloads as staff. */
async function entrarNoPainel(page: Page, path: string, email: string, senha = 'atende123'): Promise<void> {
  await open(page, path);
  await page.getByRole('heading', { level: 2, name: 'Entrar na conta da equipe' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await Promise.all([
    page.waitForEvent('load', { timeout: 45_000 }),
    page.getByRole('button', { name: 'Entrar no painel' }).click(),
  ]);
}

const both = screenshotBoth;

describe('order desk', () => {
  it('an attendant moves an order from ENVIADO to SEPARANDO; the customer sees it and is e-mailed', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await entrarNoPainel(page, '/aurora/painel', 'atendente@aurora.com.br');
    await page.getByRole('heading', { level: 1, name: 'Painel de pedidos' }).waitFor({ timeout: 20_000 });
    const tabela = page.getByTestId('painel-pedidos');
    await tabela.waitFor({ timeout: 15_000 });
    // The shop's orders, its demo ones among them, with their clients.
    await tabela.getByText('Mercado Bom Preço').first().waitFor();
    const filtros = page.getByRole('search', { name: 'Filtrar pedidos' });
    await filtros.getByLabel('Situação').selectOption('ENVIADO');
    await filtros.getByLabel('Buscar').fill('100005');
    await filtros.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => tabela.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'painel-lista');

    await tabela.getByRole('link', { name: /Pedido 100005/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Pedido nº 100005' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('painel-status').textContent()).toBe('Recebido');
    await page.getByText('compras@bompreco.com.br').waitFor();
    const chegando = mail.proximaMensagem();
    await page.getByRole('button', { name: 'Iniciar separação' }).click();
    await page
      .getByText('Situação alterada para Em separação. O cliente foi avisado por e-mail.')
      .waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('painel-status').textContent()).toBe('Em separação');
    expect(await page.getByTestId('painel-historico').textContent()).toContain('por Júlia Atendente');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'painel-pedido');

    const email = await chegando;
    expect(email.to && 'text' in email.to ? email.to.text : '').toContain('ana@bompreco.com.br');
    expect(email.subject).toContain('Pedido 100005: Em separação');
    expect(email.text).toContain('agora está: Em separação');
    expect(email.text).toContain(`${server.baseUrl}/aurora/pedidos/100005`);

    // The shop's failed background jobs (issue 28): none, every e-mail went out.
    await page.getByRole('link', { name: '← Painel de pedidos' }).click();
    await page.getByRole('link', { name: 'Tarefas com falha' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tarefas com falha' }).waitFor({ timeout: 15_000 });
    await page.getByTestId('tarefas-vazio').waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The customer sees the new status.
    const cliente = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const pagina = await cliente.newPage();
    await openStorefront(pagina, `${server.baseUrl}/aurora`);
    await loginFromHeader(pagina, 'compras@bompreco.com.br', 'bompreco123', 'Olá, Mercado');
    await openStorefront(pagina, `${server.baseUrl}/aurora/pedidos/100005`);
    await pagina.getByRole('heading', { level: 1, name: 'Pedido nº 100005' }).waitFor({ timeout: 15_000 });
    expect(await pagina.getByTestId('pedido-status').textContent()).toBe('Em separação');
    await cliente.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a quote sent at Aurora Atacado is priced in the desk and confirmed by the customer', async () => {
    const cliente = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await cliente.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora-atacado');
    await loginFromHeader(page);
    await addFromSearch(page, `${server.baseUrl}/aurora-atacado`, 'Arroz', /Arroz/);
    await open(page, '/aurora-atacado/carrinho');
    const loja = page.getByRole('radio', { name: /Depósito Aurora Atacado/ });
    await loja.waitFor({ timeout: 15_000 });
    await escolherOpcao(loja);
    await escolherOpcao(page.getByRole('radio', { name: /^Pix/ }));
    await page.getByRole('button', { name: 'Solicitar orçamento' }).click();
    await page.waitForURL(/\/aurora-atacado\/submissao\/\d+$/, { timeout: 20_000 });
    const numero = page.url().split('/').at(-1)!;

    // The shop's attendant prices it.
    const equipe = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const desk = await equipe.newPage();
    await entrarNoPainel(desk, `/aurora-atacado/painel/pedidos/${numero}`, ATENDENTE_ATACADO);
    await desk.getByRole('heading', { level: 1, name: `Orçamento nº ${numero}` }).waitFor({ timeout: 20_000 });
    expect(await desk.getByTestId('painel-status').textContent()).toBe('Orçamento recebido, em análise');
    const preco = desk.getByLabel(/^Preço unitário de Arroz/);
    await preco.fill('19,90');
    await desk.getByLabel('Taxa de entrega').fill('0');
    await desk.getByRole('button', { name: 'Salvar preços e avisar o cliente' }).click();
    await desk
      .getByText('Orçamento precificado. O cliente foi avisado por e-mail e pode confirmá-lo.')
      .waitFor({ timeout: 15_000 });
    expect(await desk.getByTestId('painel-status').textContent()).toBe('Orçamento precificado');
    expect(await seriousAxeViolations(desk)).toEqual([]);
    await both(desk, 'painel-orcamento');
    const total = (await desk.getByTestId('painel-total').textContent()) ?? '';
    expect(total).toMatch(/^R\$/);
    await equipe.close();

    // The customer sees the priced quote and confirms it.
    await open(page, `/aurora-atacado/pedidos/${numero}`);
    await page.getByRole('heading', { level: 1, name: `Orçamento nº ${numero}` }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('pedido-status').textContent()).toBe('Orçamento precificado');
    await page.getByText('O fornecedor precificou este orçamento').waitFor();
    await both(page, 'orcamento-precificado');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.getByText('Orçamento confirmado! O seu pedido foi enviado ao fornecedor.').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('pedido-status').textContent()).toBe('Recebido');
    expect(await page.getByTestId('pedido-timeline').textContent()).toContain('Orçamento precificado');
    expect(await page.getByRole('button', { name: 'Confirmar pedido' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await cliente.close();
  });

  it("the admin changes the subscriptions' price-rise limit in 'Cobrança e assinaturas'", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await entrarNoPainel(page, '/aurora/painel', 'admin@aurora.com.br', 'admin123');
    await page.getByRole('heading', { level: 1, name: 'Painel de pedidos' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Cobrança e assinaturas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cobrança e assinaturas' }).waitFor({ timeout: 15_000 });
    const limite = page.getByLabel('Aumento máximo de preço nas assinaturas (%)');
    expect(await limite.inputValue()).toBe('10');
    await limite.fill('15');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Configurações de cobrança salvas.', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Cobrança e assinaturas' }).waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Aumento máximo de preço nas assinaturas (%)').inputValue()).toBe('15');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a customer: the desk asks for a staff login', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await open(page, '/aurora');
    await loginFromHeader(page);
    await open(page, '/aurora/painel');
    await page
      .getByText('O painel de pedidos é só para os atendentes e administradores da loja.')
      .waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('painel-pedidos').count()).toBe(0);
    // A customer's password is no staff login either.
    await page.getByLabel('E-mail').fill('maria@exemplo.com.br');
    await page.getByLabel('Senha').fill('maria123');
    await page.getByRole('button', { name: 'Entrar no painel' }).click();
    await page.getByRole('alert').waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'painel-sem-acesso-390');
    await context.close();
  });
});
