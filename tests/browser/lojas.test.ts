/**
 * Store selection and the quote (issue 12): Maria, at Aurora, chooses a São Paulo address in the
 * checkout, where Aurora and ConstruForte both deliver: the store-selection screen lists both and
 * picking ConstruForte switches the shop. A visitor enters a city only: one supplier (Joinville:
 * ConstruForte) switches to it, none (Manaus) says 'Infelizmente ainda não atendemos o seu
 * endereço'. Then the quote on Aurora Atacado (pickup only, support-budget): log in, add products,
 * the pickup store, 'Solicitar orçamento', the success page, the order listed as a quote. A server
 * of its own: it writes an address, a cart and an order of Maria.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import {
  addFromSearch,
  escolherOpcao,
  loginFromHeader,
  openStorefront,
  screenshotBoth,
  waitForApp,
} from './support/storefront';

const { server, browser } = useOwnServer();

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

const addProduct = (page: Page, slug: string, busca: string, nome: RegExp): Promise<void> =>
  addFromSearch(page, `${server.baseUrl}/${slug}`, busca, nome);

const both = screenshotBoth;

describe('store selection', () => {
  it('a São Paulo address served by Aurora and ConstruForte opens the store selection; picking ConstruForte switches the shop', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page);
    await addProduct(page, 'aurora', 'Café', /Café/);

    // An address in São Paulo (Avenida Paulista), as another device would add it.
    const token = (await context.cookies()).find((c) => c.name === 'sf_token')?.value ?? '';
    const criado = await page.request.post(`${server.baseUrl}/api/v1/app/${token}~1/enderecos`, {
      data: {
        apelido: 'Paulista',
        cep: '01310100',
        uf: 'SP',
        cidade: 'São Paulo',
        bairro: 'Bela Vista',
        rua: 'Avenida Paulista',
        numero: '1000',
        lat: -23.5651,
        lng: -46.6526,
      },
    });
    expect(criado.status(), await criado.text()).toBe(200);

    await open(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('radio', { name: /^Casa \(principal\)/ }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    // Choosing it asks which suppliers serve it: two, so the store-selection screen.
    const busca = page.waitForResponse(
      (r) => /\/fornecedor$/.test(new URL(r.url()).pathname) && new URL(r.url()).searchParams.has('idendereco'),
      { timeout: 15_000 },
    );
    await escolherOpcao(page.getByRole('radio', { name: /^Paulista/ }));
    expect((await busca).status()).toBe(200);
    await page.waitForURL(/\/aurora\/lojas$/, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Escolha a loja' }).waitFor();
    const disponiveis = page.getByRole('region', { name: 'Lojas que atendem o seu endereço' });
    await disponiveis.getByRole('article', { name: 'Distribuidora Aurora' }).waitFor({ timeout: 15_000 });
    await disponiveis.getByRole('article', { name: 'ConstruForte Materiais' }).waitFor();
    expect(await disponiveis.getByRole('article').count()).toBe(2);
    // The company's shops: Aurora and its pickup-only Aurora Atacado (quotes).
    const empresa = page.getByRole('region', { name: 'Lojas da mesma empresa' });
    const atacado = empresa.getByRole('article', { name: 'Aurora Atacado — Retira' });
    await atacado.waitFor({ timeout: 15_000 });
    await atacado.getByText('Somente retirada na loja').waitFor();
    await atacado.getByText('Pedidos por orçamento').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'lojas-selecao');

    await disponiveis.getByRole('button', { name: 'Comprar nesta loja: ConstruForte Materiais' }).click();
    await page.waitForURL(/\/construforte\/?$/, { timeout: 20_000 });
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  }, 180_000);

  it("a visitor's city only: Joinville switches to ConstruForte; Manaus is not served; the city is kept across a reload", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // Cookies accepted (the place is supplier state, kept only with performance cookies).
    await page.goto(`${server.baseUrl}/aurora/lojas`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Aceitar todos' }).click();
    await page.waitForFunction(() => document.cookie.includes('cookie_consent'));
    await open(page, '/aurora/lojas');
    await page.getByRole('heading', { level: 1, name: 'Escolha a loja' }).waitFor({ timeout: 15_000 });
    // The supplier's service area (getAreaAtendimento): the cities Aurora delivers to besides its map areas.
    const cidades = page.getByTestId('cidades-atendidas');
    await cidades.waitFor({ timeout: 15_000 });
    expect(await cidades.textContent()).toMatch(
      /^Além da área de entrega no mapa, atendemos as cidades: Campinas\/SP, Valinhos\/SP, .*São Paulo\/SP\.$/,
    );
    const form = page.getByRole('form', { name: 'Usar apenas cidade ou bairro' });
    // Nothing typed: the field messages, nothing asked.
    await form.getByRole('button', { name: 'Buscar lojas' }).click();
    await form.getByText('Informe a cidade.').waitFor();
    await form.getByText('Escolha o estado (UF).').waitFor();
    await form.getByLabel('Cidade').fill('Manaus');
    await form.getByLabel('UF').selectOption('AM');
    await form.getByRole('button', { name: 'Buscar lojas' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Infelizmente ainda não atendemos o seu endereço' })
      .waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'lojas-nao-atendido-390');
    await form.getByLabel('Cidade').fill('Joinville');
    await form.getByLabel('UF').selectOption('SC');
    await form.getByLabel('Bairro (opcional)').fill('Centro');
    await form.getByRole('button', { name: 'Buscar lojas' }).click();
    await page.waitForURL(/\/construforte\/?$/, { timeout: 20_000 });

    // Back on Aurora's store selection: the city comes back, with the shop that serves it, and no switch by itself.
    await open(page, '/aurora/lojas');
    const disponiveis = page.getByRole('region', { name: 'Lojas que atendem o seu endereço' });
    await disponiveis
      .getByRole('button', { name: 'Comprar nesta loja: ConstruForte Materiais' })
      .waitFor({ timeout: 15_000 });
    expect(await form.getByLabel('Cidade').inputValue()).toBe('Joinville');
    expect(await form.getByLabel('UF').inputValue()).toBe('SC');
    expect(await form.getByLabel('Bairro (opcional)').inputValue()).toBe('Centro');
    expect(new URL(page.url()).pathname).toBe('/aurora/lojas');
    await screenshot(page, 'lojas-cidade-lembrada-390');
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('quote at Aurora Atacado (pickup only, support-budget)', () => {
  it('logs in, adds products, picks the store, sends "Solicitar orçamento" and sees it listed as a quote', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora-atacado');
    await loginFromHeader(page);
    await addProduct(page, 'aurora-atacado', 'Arroz', /Arroz/);
    await addProduct(page, 'aurora-atacado', 'Refrigerante', /Refrigerante/);

    await open(page, '/aurora-atacado/carrinho');
    await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('[data-testid="cart-line"]').count(), { timeout: 15_000 }).toBe(2);
    // Pickup only: no choice of type, no address; the store with its address and hours.
    expect(await page.getByRole('radio', { name: 'Entrega no endereço' }).count()).toBe(0);
    const loja = page.getByRole('radio', { name: /Depósito Aurora Atacado/ });
    await loja.waitFor({ timeout: 15_000 });
    await escolherOpcao(loja);
    await page.getByText('Horário: Segunda a sexta, 7h às 16h').waitFor();
    await expect.poll(() => page.getByTestId('checkout-taxa').textContent(), { timeout: 15_000 }).toBe('Grátis');
    await escolherOpcao(page.getByRole('radio', { name: /^Pix/ }));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'orcamento-carrinho');

    const enviado = page.waitForResponse(
      (r) => /\/usuario\/\d+\/pedido$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Solicitar orçamento' }).click();
    const resposta = await enviado;
    const corpo = await resposta.text();
    expect(`${resposta.status()} ${corpo}`).toMatch(/^200 /);
    expect(JSON.parse(corpo).status).toBe('ORCAMENTO_NOVO');
    await page.waitForURL(/\/aurora-atacado\/submissao\/\d+$/, { timeout: 20_000 });
    const numero = page.url().split('/').at(-1)!;
    await page.getByRole('heading', { level: 1, name: 'Pedido submetido' }).waitFor();
    await both(page, 'orcamento-submissao');

    await page.getByRole('link', { name: 'Ver pedido' }).click();
    await page.getByRole('heading', { level: 1, name: `Orçamento nº ${numero}` }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('pedido-status').textContent()).toBe('Orçamento recebido, em análise');
    await page.getByText('Depósito Aurora Atacado').first().waitFor();
    await page.getByRole('link', { name: '← Meus pedidos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meus pedidos' }).waitFor();
    const card = page.getByTestId('pedido-card').first();
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain(`Orçamento nº ${numero}`);
    expect(await card.textContent()).toContain('Orçamento recebido, em análise');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'orcamento-pedidos');
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  }, 180_000);
});
