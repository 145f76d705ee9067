/**
 * Every page type of the route table (schemas/page-types.ts) renders on the server and hydrates:
 * for each one, the HTML the server sends (with the customer's cookies where the page is a
 * customer's) has the page's one h1 and its blocks' text, readable without JavaScript; the page
 * hydrates with no hydration warning nor console error; and where the server prepares the page's
 * data (catalogue, product, orders, static page, cart, addresses, coupons, users), the page reads the same after hydration.
 */
import type { BrowserContext, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TYPE_NAMES, PAGE_TYPES } from '#schemas/page-types';
import type { PageTypeName } from '#schemas/page-types';
import { screenshot } from './support/browser';
import { VISITS, mainText, observeLayoutShift, visitPath } from './support/page-visits';
import { useSharedServer } from './support/setup';
import { loginFromHeader, waitForApp } from './support/storefront';

const { server, browser } = useSharedServer();

/**
 * The page types whose data the server prepares: they read the same before and after hydration
 * (not the home page, whose banner carousel moves on once it is live).
 */
const SAME_AFTER_HYDRATION = new Set<PageTypeName>(
  PAGE_TYPE_NAMES.filter((name) => PAGE_TYPES[name].preload !== undefined && name !== 'home'),
);

let anonymous: BrowserContext;
let customer: BrowserContext;

/** Aurora's id and three of its products (the demo data): Maria's cart while this file runs. */
const AURORA = '3f6c1d52-7a0e-4b8f-9c21-5e4d8a7b1c01';
const CART = [10001, 10002, 10004];
/** Maria's cart before this file (put back after it: the files share the server). */
let cartBefore: { id: number; quantidade: number; embalarParaPresente: boolean }[] = [];

/** Maria's cart through the API, with the session of the customer's context. */
async function mariasCart(items?: typeof cartBefore): Promise<typeof cartBefore> {
  const token = (await customer.cookies()).find((c) => c.name === 'sf_token')?.value ?? '';
  const url = `${server.baseUrl}/api/v2/app/${decodeURIComponent(token)}~1/usuario/1/cart?idfornecedor=${AURORA}`;
  const response = items
    ? await customer.request.post(url, { data: { cartItens: items } })
    : await customer.request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as {
    produtosSelecionados: { id: number; quantidade: number; embalarParaPresente: boolean }[];
  };
  return body.produtosSelecionados.map(({ id, quantidade, embalarParaPresente }) => ({
    id,
    quantidade,
    embalarParaPresente,
  }));
}

beforeAll(async () => {
  anonymous = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  customer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const page = await customer.newPage();
  await page.goto(`${server.baseUrl}/aurora`);
  await waitForApp(page);
  await loginFromHeader(page);
  await page.close();
  // The cart page shows lines: three products in Maria's cart.
  cartBefore = await mariasCart();
  await mariasCart(CART.map((id) => ({ id, quantidade: 1, embalarParaPresente: false })));
}, 120_000);

afterAll(async () => {
  if (customer) await mariasCart(cartBefore);
  await Promise.all([anonymous?.close(), customer?.close()]);
});

/** Issue 25: the pages, cart and checkout included, shift nothing (Lighthouse's CLS at most 0.02). */
const MAX_CLS = 0.02;

it('covers every page type of the route table', () => {
  expect(Object.keys(VISITS).sort()).toEqual([...PAGE_TYPE_NAMES].sort());
});

describe.each(PAGE_TYPE_NAMES)('page type %s', (pageType) => {
  const visit = VISITS[pageType];

  it('is rendered on the server, readable without JavaScript, hydrates with no warning and shifts nothing', async () => {
    const context = visit.customer ? customer : anonymous;
    const url = `${server.baseUrl}${await visitPath(server.baseUrl, visit)}`;

    // What a client without JavaScript gets, with the session's cookies.
    const response = await context.request.get(url);
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    const h1s = html.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? [];
    expect(h1s, `${pageType}: one h1`).toHaveLength(1);
    expect(h1s[0]?.replace(/<[^>]+>/g, '').trim().length, `${pageType}: the h1 says something`).toBeGreaterThan(0);
    expect(mainText(html), `${pageType}: its text is in the server's HTML`).toMatch(visit.text);

    const page = await context.newPage();
    try {
      const messages: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text()))
          messages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      const served = mainText(html);
      await page.addInitScript(observeLayoutShift);
      await page.goto(url);
      await waitForApp(page);
      // Once the page has loaded what it asks after hydration, nothing it rendered has moved.
      await page.waitForLoadState('networkidle');
      const { cls, shifts } = await page.evaluate(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        return { cls: w.__cls, shifts: w.__shifts };
      });
      expect(
        cls,
        `${pageType}: layout shift (largest session window); the shifts:\n${shifts.join('\n')}`,
      ).toBeLessThanOrEqual(MAX_CLS);
      await screenshot(page, `tipo-de-pagina-${pageType}`);
      expect(messages, `${pageType}: no hydration warning nor error`).toEqual([]);
      if (SAME_AFTER_HYDRATION.has(pageType)) {
        const hydrated = (await page.locator('main').innerText()).replace(/\s+/g, ' ').trim();
        // Every word the server wrote is still there once the page is live (the cookie banner is outside <main>).
        for (const word of served.trim().split(' ').slice(0, 40)) expect(hydrated, pageType).toContain(word);
      }
    } finally {
      await page.close();
    }
  });
});
