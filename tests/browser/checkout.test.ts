/**
 * Checkout, as a new customer does it on Aurora (issue 12, 'Checks it must pass', the first
 * journey): log in as Maria, add products, on the cart page choose the address ('Trabalho'), a
 * delivery date and the payment method (Pix's discount is shown and the cart's total is the
 * server's), send, land on the success page ('Pedido submetido', 'Pagamento'), see the order in
 * 'Meus pedidos' and its timeline, and repeat its items into the cart, then the last purchase from the list. Screenshots at 1280 and
 * 390 px of each screen. Then the same with store pickup, and an address outside every service
 * area. A server of its own: it writes orders and Maria's cart.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import {
  addFromSearch,
  escolherOpcao,
  esperarMapa,
  loginFromHeader,
  openStorefront,
  screenshotBoth,
} from './support/storefront';
import { startTileServer, type TileServer } from './support/tiles';

// The tiles for the pickup stores' map (registered first: closed after the server stops).
let tiles: TileServer | undefined;
beforeAll(async () => {
  tiles = await startTileServer();
});
afterAll(async () => {
  await tiles?.close();
});
const { server, browser } = useOwnServer({ env: () => ({ MAP_TILE_URL: tiles!.modelo }) });

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

const addProduct = (page: Page, busca: string, nome: RegExp): Promise<void> =>
  addFromSearch(page, `${server.baseUrl}/aurora`, busca, nome);

const both = screenshotBoth;

describe('checkout', () => {
  it('logs in, fills the cart, chooses address, date and payment, submits, sees the order in history and repeats it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await open(page, '/aurora');
    await loginFromHeader(page);

    await addProduct(page, 'Queijo Minas Frescal', /Queijo Minas Frescal/);
    await addProduct(page, 'Café', /Café/);

    await open(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('[data-testid="cart-line"]').count(), { timeout: 15_000 }).toBe(2);
    // Aurora delivers and has pickup: both offered, delivery first; the primary address chosen.
    expect(await page.getByRole('radio', { name: 'Entrega no endereço' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: /Retirar na loja/ }).waitFor();
    await expect
      .poll(() => page.getByRole('radio', { name: /^Casa \(principal\)/ }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('link', { name: 'Adicionar endereço' }).waitFor();
    // The first option active with its first date.
    const primeira = page.locator('input[name="idformaentrega"]').first();
    await expect.poll(() => primeira.isChecked(), { timeout: 15_000 }).toBe(true);
    const data = page.getByLabel('Data de entrega');
    const datas = await data.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(datas.length).toBeGreaterThan(1);
    expect(await data.inputValue()).toBe(datas[0]);

    // Another address, then the second date.
    await escolherOpcao(page.getByRole('radio', { name: /^Trabalho/ }));
    await expect.poll(() => primeira.isChecked(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Data de entrega').selectOption(datas[1]!);

    // Pix (first) shows its discount and the cart reloads with it; the card offers installments.
    await page.getByText('3% de desconto no Pix').waitFor();
    await escolherOpcao(page.getByRole('radio', { name: /Cartão de crédito/ }));
    await page.getByLabel('Parcelas').waitFor();
    expect(await page.getByLabel('Parcelas').locator('option').first().textContent()).toMatch(/^1x de R\$ /);
    const recarregado = page.waitForResponse(
      (r) =>
        r.url().includes('/cart?') &&
        r.request().method() === 'GET' &&
        new URL(r.url()).searchParams.get('idformapagamento') === '1',
      { timeout: 15_000 },
    );
    await escolherOpcao(page.getByRole('radio', { name: /^Pix/ }));
    expect((await recarregado).status()).toBe(200);
    const total = (await page.getByTestId('checkout-total').textContent())?.trim();
    expect(total).toMatch(/^R\$ /);
    // Aurora's order instructions (sanitised HTML) and its characteristics.
    await page.getByTestId('instrucoes-pedido').getByText('Antes de enviar o seu pedido:').waitFor({ timeout: 15_000 });
    const horario = page.getByLabel('Horário preferido para recebimento *');
    await horario.waitFor();
    // The required one unanswered blocks the send, with its message under the field; nothing is sent.
    let pedidosEnviados = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/usuario\/\d+\/pedido$/.test(new URL(r.url()).pathname)) pedidosEnviados += 1;
    });
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    const mensagemHorario = "Responda 'Horário preferido para recebimento' para enviar o pedido.";
    await page.getByTestId('checkout-erro').filter({ hasText: mensagemHorario }).waitFor();
    expect(await horario.getAttribute('aria-invalid')).toBe('true');
    const descrito = await horario.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${descrito}"]`).textContent()).toBe(mensagemHorario);
    expect(pedidosEnviados).toBe(0);
    await both(page, 'checkout-caracteristicas-erro');
    await horario.selectOption('Tarde (13h às 18h)');
    await page.getByLabel('Possui doca para descarga? (opcional)').selectOption('Sim');
    expect(await horario.getAttribute('aria-invalid')).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'checkout-cart');

    // Send: one order, with an Idempotency-Key.
    const enviado = page.waitForResponse(
      (r) => /\/usuario\/\d+\/pedido$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    const resposta = await enviado;
    expect(resposta.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(`${resposta.status()} ${await resposta.text()}`).toMatch(/^200 /);
    await page.waitForURL(/\/aurora\/submissao\/\d+$/, { timeout: 20_000 });
    const numero = page.url().split('/').at(-1)!;
    await page.getByRole('heading', { level: 1, name: 'Pedido submetido' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Pagamento' }).waitFor();
    await expect.poll(() => page.getByTestId('submissao-pagamento').textContent(), { timeout: 15_000 }).toBe('Pix');
    expect(await page.getByTestId('submissao-total').textContent()).toBe(total);
    expect(await page.getByTestId('submissao-numero').textContent()).toContain(numero);
    await page.getByRole('link', { name: 'Voltar' }).waitFor();
    // The cart is empty now.
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('link', { name: /^Carrinho/ })
          .getAttribute('aria-label'),
      )
      .not.toMatch(/[1-9]/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'checkout-submissao');

    // 'Ver pedido': the details with the timeline.
    await page.getByRole('link', { name: 'Ver pedido' }).click();
    await page.getByRole('heading', { level: 1, name: `Pedido nº ${numero}` }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('pedido-status').textContent()).toBe('Recebido');
    expect(await page.getByTestId('pedido-timeline').textContent()).toContain('Recebido');
    expect(await page.getByTestId('pedido-item').count()).toBe(2);
    expect(await page.getByTestId('pedido-total').textContent()).toBe(total);
    // The characteristics answered are shown with the order.
    const respostas = await page.getByTestId('pedido-caracteristicas').textContent();
    expect(respostas).toContain('Horário preferido para recebimento Tarde (13h às 18h)');
    expect(respostas).toContain('Possui doca para descarga? Sim');

    // History: the order is there, newest first.
    await page.getByRole('link', { name: '← Meus pedidos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meus pedidos' }).waitFor();
    await expect
      .poll(() => page.getByTestId('pedido-card').first().textContent(), { timeout: 15_000 })
      .toContain(`Pedido nº ${numero}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'checkout-pedidos');

    // Repeat it: its items go into the cart.
    await page.getByRole('link', { name: `Ver detalhes do pedido nº ${numero}` }).click();
    await page.getByRole('heading', { level: 1, name: `Pedido nº ${numero}` }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Repetir itens' }).click();
    await page.getByText('Os itens do pedido foram adicionados ao carrinho.').waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'checkout-pedido');
    await page.getByRole('link', { name: 'Ir para o carrinho' }).click();
    await expect.poll(() => page.locator('[data-testid="cart-line"]').count(), { timeout: 15_000 }).toBe(2);

    // 'Repetir última compra' on the list: the newest order that is not a quote, this one.
    await open(page, '/aurora/pedidos');
    await page.getByRole('button', { name: 'Repetir última compra' }).click();
    await page
      .getByText(`Os itens da sua última compra (pedido nº ${numero}) foram adicionados ao carrinho.`)
      .waitFor({ timeout: 15_000 });
    await both(page, 'checkout-ultima-compra');
    await page.getByRole('link', { name: 'Ver carrinho' }).click();
    await expect.poll(() => page.locator('[data-testid="cart-line"]').count(), { timeout: 15_000 }).toBe(2);

    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  }, 180_000);

  it('picks the order up at a store; an address outside every service area gets no delivery option', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page);
    // The first journey left its repeated items in Maria's cart; one more product makes sure of it.
    await addProduct(page, 'Café', /Café/);

    // An address in Manaus (outside Aurora's areas), through the API as another device would add it.
    const token = (await context.cookies()).find((c) => c.name === 'sf_token')?.value ?? '';
    const criado = await page.request.post(`${server.baseUrl}/api/v1/app/${token}~1/enderecos`, {
      data: {
        apelido: 'Manaus',
        cep: '69005010',
        uf: 'AM',
        cidade: 'Manaus',
        bairro: 'Centro',
        rua: 'Avenida Eduardo Ribeiro',
        numero: '10',
        lat: -3.1303,
        lng: -60.0234,
      },
    });
    expect(criado.status(), await criado.text()).toBe(200);

    await open(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('radio', { name: /^Casa \(principal\)/ }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    await page.getByLabel('Horário preferido para recebimento *').selectOption('Manhã (8h às 12h)');
    await escolherOpcao(page.getByRole('radio', { name: /^Manaus/ }));
    const aviso = page.getByRole('dialog', { name: 'Formas de entrega' });
    await aviso.getByText('Infelizmente ainda não atendemos este endereço').waitFor({ timeout: 15_000 });
    await screenshot(page, 'checkout-nao-atendido-390');
    await aviso.getByRole('button', { name: 'Entendi' }).click();
    // Choosing it also asked which suppliers serve it: none, so the warning and the address flagged.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Infelizmente ainda não atendemos o seu endereço' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('radio', { name: /^Manaus \(não atendido\)/ }).waitFor();
    await screenshot(page, 'checkout-endereco-nao-atendido-390');
    // Sending anyway is refused by the server with the same message; no order is made.
    const recusado = page.waitForResponse(
      (r) => /\/usuario\/\d+\/pedido$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    const resposta = await Promise.race([
      recusado.then((r) => r.status()),
      page
        .getByTestId('checkout-erro')
        .waitFor({ timeout: 20_000 })
        .then(() => 0),
    ]);
    expect(resposta === 0 || resposta >= 400).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/aurora/carrinho');

    // Pickup: the stores with their address and hours, no fee.
    await escolherOpcao(page.getByRole('radio', { name: 'Retirar na loja' }));
    // The stores on the map, one pin each; a click on a pin chooses that store.
    const mapa = page.getByRole('region', { name: 'Mapa das lojas' });
    await esperarMapa(mapa, page.locator('body'));
    const lojas = await page.getByRole('group', { name: 'Loja para retirada' }).getByRole('radio').count();
    expect(lojas).toBeGreaterThan(1);
    await expect.poll(() => mapa.locator('.leaflet-marker-icon').count()).toBe(lojas);
    await mapa.getByRole('button', { name: /Loja Taquaral/ }).click();
    await expect.poll(() => page.getByRole('radio', { name: /Loja Taquaral/ }).isChecked()).toBe(true);
    expect(tiles!.servidos).toBeGreaterThan(0);
    await page.getByText('Horário: Segunda a sábado, 8h às 18h').waitFor();
    await expect.poll(() => page.getByTestId('checkout-taxa').textContent(), { timeout: 15_000 }).toBe('Grátis');
    await escolherOpcao(page.getByRole('radio', { name: /^Boleto/ }));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-retirada-390');
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await page.waitForURL(/\/aurora\/submissao\/\d+$/, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Pedido submetido' }).waitFor();
    await page.getByRole('link', { name: 'Ver pedido' }).click();
    await page.getByRole('heading', { level: 1, name: /^Pedido nº \d+$/ }).waitFor({ timeout: 15_000 });
    await page.getByText('Loja Taquaral').first().waitFor();
    await screenshot(page, 'checkout-retirada-pedido-390');
    expect(errors.filter((e) => !/favicon|\/pedido$|422|Unprocessable/.test(e))).toEqual([]);
    await context.close();
  }, 180_000);

  it('a linked user without the permission submissao_pedido is refused, by the server, with its message', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page, 'bruno@bompreco.com.br', 'vinculado123', 'Olá, Bruno');
    await addProduct(page, 'Café', /Café/);
    await open(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
    await escolherOpcao(page.getByRole('radio', { name: 'Retirar na loja' }));
    // The stores on the map, one pin each; a click on a pin chooses that store.
    const mapa = page.getByRole('region', { name: 'Mapa das lojas' });
    await esperarMapa(mapa, page.locator('body'));
    const lojas = await page.getByRole('group', { name: 'Loja para retirada' }).getByRole('radio').count();
    expect(lojas).toBeGreaterThan(1);
    await expect.poll(() => mapa.locator('.leaflet-marker-icon').count()).toBe(lojas);
    await mapa.getByRole('button', { name: /Loja Taquaral/ }).click();
    await expect.poll(() => page.getByRole('radio', { name: /Loja Taquaral/ }).isChecked()).toBe(true);
    expect(tiles!.servidos).toBeGreaterThan(0);
    await page.getByLabel('Horário preferido para recebimento *').selectOption('Manhã (8h às 12h)');
    await expect.poll(() => page.getByTestId('checkout-taxa').textContent(), { timeout: 15_000 }).toBe('Grátis');
    const recusado = page.waitForResponse(
      (r) => /\/usuario\/\d+\/pedido$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    const resposta = await recusado;
    expect(resposta.status()).toBe(403);
    expect((await resposta.json()).codigo).toBe('pedido.sem-permissao');
    await page
      .getByTestId('checkout-erro')
      .filter({
        hasText:
          'Erro ao submeter seu pedido. Você não tem permissão para enviar pedidos para este cliente. Fale com o usuário principal da conta ou com o fornecedor.',
      })
      .waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/aurora/carrinho');
    // The cart stays as it was.
    expect(await page.locator('[data-testid="cart-line"]').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-sem-permissao-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'checkout-sem-permissao-1280');
    expect(errors.filter((e) => !/favicon|\/pedido$|403|Forbidden/.test(e))).toEqual([]);
    await context.close();
  }, 180_000);
});
