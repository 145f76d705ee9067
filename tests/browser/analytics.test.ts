/**
 * Analytics (issue 31; spec section 9 'Tracking'; docs/analytics.md), read from a fake GA4
 * collector started here (GA4_SCRIPT_URL points the storefront at it; ANALYTICS_LOCALHOST lets
 * Aurora measure on 127.0.0.1). With performance consent ('Aceitar todos'): page_view on each
 * route, view_item_list, view_item, add_to_cart, remove_from_cart, begin_checkout,
 * add_shipping_info, add_payment_info and purchase with the order's transaction_id, value,
 * shipping and coupon, each with GA4's item shape, at the collector and in the server's log.
 * Refused ('Rejeitar todos'): the tag manager is never loaded and nothing is sent anywhere.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors } from './support/browser';
import { startFakeGa4, type CollectedEvent, type FakeGa4 } from './support/fake-ga4';
import { useOwnServer } from './support/setup';
import { loginFromHeader, openProductFromSearch, waitForApp } from './support/storefront';

let coletor: FakeGa4 | undefined;
beforeAll(async () => {
  coletor = await startFakeGa4();
});
afterAll(async () => {
  await coletor?.close();
});
const { server, browser } = useOwnServer({
  env: () => ({ GA4_SCRIPT_URL: coletor!.scriptUrl, ANALYTICS_LOCALHOST: 'true', LOG_LEVEL: 'info' }),
});

const MEDICAO = 'G-AURORADEMO1';
const eventos = (nome: string): CollectedEvent[] => coletor!.events.filter((e) => e.en === nome);
const chegou = async (nome: string, quando: (e: CollectedEvent) => boolean = () => true): Promise<CollectedEvent> => {
  await expect.poll(() => eventos(nome).some(quando), { timeout: 20_000 }).toBe(true);
  return eventos(nome).find(quando)!;
};

async function abrir(page: Page, caminho: string): Promise<void> {
  await page.goto(`${server.baseUrl}${caminho}`);
  await waitForApp(page);
}

describe('analytics', () => {
  it('with performance consent, the GA4 events reach the measurement and the server log', async () => {
    const context = await browser.newTestContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await abrir(page, '/aurora');
    expect(coletor!.requests).toEqual([]);
    await page.getByRole('button', { name: 'Aceitar todos' }).click();
    const inicio = await chegou('page_view');
    expect(inicio.tid).toBe(MEDICAO);
    expect(inicio.params.page_path).toBe('/aurora');

    await loginFromHeader(page);
    const produto = await openProductFromSearch(
      page,
      `${server.baseUrl}/aurora`,
      'Queijo Minas Frescal',
      /Queijo Minas Frescal/,
    );
    const lista = await chegou('view_item_list', (e) => e.params.item_list_id === 'busca');
    expect((lista.params.items as unknown[]).length).toBeGreaterThan(0);
    const visto = await chegou('view_item');
    const [item] = visto.params.items as Record<string, unknown>[];
    expect(item).toMatchObject({ item_name: expect.stringMatching(/Queijo Minas Frescal/), quantity: 1 });
    expect(typeof item?.item_id).toBe('string');
    expect(typeof item?.price).toBe('number');
    expect(visto.params).toMatchObject({ currency: 'BRL', value: item?.price });
    // Each route change is a page_view.
    await chegou('page_view', (e) => String(e.params.page_path).includes('/produto/'));

    await produto.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
    const painel = page.getByRole('dialog', { name: 'Seu carrinho' });
    await painel.getByRole('button', { name: 'CONTINUAR COMPRANDO' }).click();
    await painel.waitFor({ state: 'detached' });
    const adicionado = await chegou('add_to_cart');
    expect(adicionado.params.items).toEqual([expect.objectContaining({ item_id: item?.item_id, quantity: 1 })]);
    await page
      .getByRole('button', { name: /^Aumentar quantidade de Queijo Minas Frescal/ })
      .first()
      .click();
    await expect.poll(() => eventos('add_to_cart').length, { timeout: 15_000 }).toBe(2);
    // One step of the product's stepper (half a kilo for this cheese).
    const [passo] = eventos('add_to_cart')[1]!.params.items as { item_id: string; quantity: number }[];
    expect(passo?.item_id).toBe(item?.item_id);
    expect(passo?.quantity).toBeGreaterThan(0);
    await page
      .getByRole('button', { name: /^Diminuir quantidade de Queijo Minas Frescal/ })
      .first()
      .click();
    const removido = await chegou('remove_from_cart');
    expect(removido.params.items).toEqual([
      expect.objectContaining({ item_id: item?.item_id, quantity: passo?.quantity }),
    ]);
    await page.waitForResponse((r) => r.url().includes('/cart') && r.request().method() === 'POST', {
      timeout: 15_000,
    });

    // The checkout: begin, shipping and payment, then the purchase.
    await abrir(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
    await chegou('begin_checkout');
    expect((await chegou('add_shipping_info')).params.shipping_tier).toEqual(expect.any(String));
    expect((await chegou('add_payment_info')).params.payment_type).toEqual(expect.any(String));
    await page.getByLabel('Horário preferido para recebimento *').selectOption('Tarde (13h às 18h)');
    const enviado = page.waitForResponse(
      (r) => /\/usuario\/\d+\/pedido$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    const resposta = await enviado;
    expect(resposta.status()).toBe(200);
    const pedido = (await resposta.json()) as {
      numpedido: number;
      totalpedido: number;
      taxaentrega: number;
      dadospedido: { cupom: string | null };
    };
    // Aurora's automatic coupon applies to Maria's cart.
    expect(pedido.dadospedido.cupom).toBeTruthy();
    const compra = await chegou('purchase');
    expect(compra.params).toMatchObject({
      transaction_id: String(pedido.numpedido),
      value: pedido.totalpedido,
      shipping: pedido.taxaentrega,
      coupon: pedido.dadospedido.cupom,
      currency: 'BRL',
    });
    expect(compra.params.items).toEqual([expect.objectContaining({ item_id: item?.item_id, quantity: 1 })]);
    expect(eventos('page_view').every((e) => e.tid === MEDICAO)).toBe(true);

    // The same events in the server's log (POST /v4/log/google-analytics/{idfornecedor}).
    await expect
      .poll(() => server.output().includes(`"transaction_id":"${pedido.numpedido}"`), { timeout: 15_000 })
      .toBe(true);
    const logados = server
      .output()
      .split('\n')
      .filter((l) => l.includes('google-analytics: evento registrado'))
      .map((l) => (JSON.parse(l) as { evento_ga4: { nome: string } }).evento_ga4.nome);
    for (const nome of [
      'page_view',
      'view_item_list',
      'view_item',
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
    ])
      expect(logados).toContain(nome);
    expect(logados).toContain('purchase');
    expect(errors).toEqual([]);
  });

  it('with performance cookies refused, no tag manager loads and nothing is sent', async () => {
    // The collector may still receive the previous test's last events (sent as its page closed):
    // what counts is that nothing comes from this browser, whose id the collector has never seen.
    const antes = { clientes: new Set(coletor!.events.map((e) => e.cid)), requisicoes: coletor!.requests.length };
    const context = await browser.newTestContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const registros: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v4/log/google-analytics/')) registros.push(r.url());
    });

    await abrir(page, '/aurora');
    // The page measures (its meta is there), but waits for consent.
    expect(await page.locator('meta[name="sf-ga4"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Rejeitar todos' }).click();
    const produto = await openProductFromSearch(page, `${server.baseUrl}/aurora`, 'Café', /Café/);
    await produto.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
    const painel = page.getByRole('dialog', { name: 'Seu carrinho' });
    await painel.getByRole('button', { name: 'CONTINUAR COMPRANDO' }).click();
    await painel.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => 'dataLayer' in window || document.querySelector('script[src*="gtag"]') !== null),
    ).toBe(false);
    expect(registros).toEqual([]);
    expect(coletor!.events.filter((e) => !antes.clientes.has(e.cid))).toEqual([]);
    // No request for the tag manager's script; only the previous test's late events, if any.
    expect(coletor!.requests.slice(antes.requisicoes).filter((path) => path !== '/g/collect')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
