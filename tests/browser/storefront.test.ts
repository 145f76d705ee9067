/**
 * The walking skeleton's journeys in Chromium against the real server (server/main.ts), the
 * built storefront (dist/client) and a freshly seeded database: branding per supplier, the
 * server-written head, the catalogue with "load more", hidden prices, white-label routing,
 * cookie consent and accessibility.
 */
import type { Page, Response } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { afterNth, holdPage } from './support/held-page';
import { useSharedServer } from './support/setup';
import {
  expectedTitle,
  fetchSupplier,
  headerPaintedColours,
  headerThemeColour,
  hexToRgb,
  productCards,
  productIds,
  embeddedApiAnswers,
  waitForCards,
  type Supplier,
  confirmAge,
} from './support/storefront';

const { server, browser } = useSharedServer();
let aurora: Supplier;
let construforte: Supplier;
let pageErrors: string[] = [];

beforeAll(async () => {
  [aurora, construforte] = await Promise.all([
    fetchSupplier(server.baseUrl, 'aurora'),
    fetchSupplier(server.baseUrl, 'construforte'),
  ]);
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail' && pageErrors.length > 0) {
    console.error(`Page errors during "${context.task.name}":\n${pageErrors.join('\n')}`);
  }
  pageErrors = [];
});

async function newPage(): Promise<Page> {
  const context = await browser.newTestContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  // ConstruForte's age check is answered in advance (tests/browser/terms-age.test.ts covers it).
  await confirmAge(context, server.baseUrl);
  const page = await context.newPage();
  pageErrors = collectPageErrors(page);
  return page;
}

const decodeEntities = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const keyMatch = new RegExp(`\\b${attribute}\\s*=\\s*"([^"]*)"`, 'i').exec(tag);
    if (keyMatch?.[1] !== key) continue;
    const content = /\bcontent\s*=\s*"([^"]*)"/i.exec(tag);
    return content ? decodeEntities(content[1] ?? '') : null;
  }
  return null;
}

describe('Distribuidora Aurora at /aurora', () => {
  it('has its head written by the server, readable without JavaScript', async () => {
    const response = await fetch(`${server.baseUrl}/aurora`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
    expect(title && decodeEntities(title)).toBe(expectedTitle(aurora));
    const description = aurora.config.seo.description ?? 'Confira nossas ofertas!';
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(metaContent(html, 'property', 'og:title')).toBe(expectedTitle(aurora));
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:type')).toBeTruthy();
    expect(metaContent(html, 'property', 'og:url')).toMatch(/\/aurora$/);
    expect(metaContent(html, 'name', 'robots')).toBe('noarchive');
    // A raster picture (link previews show no SVG): the shop's card made from its logo (issue 34).
    expect(metaContent(html, 'property', 'og:image')).toMatch(/^https?:\/\/.+\.(png|jpg)$/);
    if (aurora.config.seo.keywords) expect(metaContent(html, 'name', 'keywords')).toBe(aurora.config.seo.keywords);
    expect(html).toContain('id="storefront-config"');
    expect(html).not.toContain('<!--app-head-->');

    const other = await (await fetch(`${server.baseUrl}/construforte`)).text();
    expect(decodeEntities(/<title>([^<]*)<\/title>/i.exec(other)?.[1] ?? '')).toBe(expectedTitle(construforte));
  });

  it("shows Aurora's title and colours and at least 20 product cards; 'Carregar mais produtos' adds 20 more", async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/aurora`);
    await waitForCards(page, 20);
    await expect.poll(() => page.title()).toBe(expectedTitle(aurora));

    const primary = aurora.config.tema.cor_primaria.toLowerCase();
    expect(await headerThemeColour(page)).toBe(primary);
    const painted = await headerPaintedColours(page);
    expect(
      painted.some((colour) =>
        [aurora.config.tema.cor_primaria, aurora.config.tema.cor_secundaria].map(hexToRgb).includes(colour),
      ),
      `the header paints with Aurora's primary or secondary colour (painted: ${painted.join(', ')})`,
    ).toBe(true);
    await screenshot(page, 'aurora-home');

    // The first card's picture: a WebP at 300 px with its width and height set, so nothing shifts.
    const foto = page.locator('[data-product-id] img').first();
    await foto.scrollIntoViewIfNeeded();
    await expect.poll(() => foto.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(300);
    expect(await foto.getAttribute('src')).toMatch(/-300\.webp\?v=/);
    expect([await foto.getAttribute('width'), await foto.getAttribute('height')]).toEqual(['300', '300']);

    const before = await productIds(page);
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(new Set(before).size).toBe(before.length);
    expect(before.every((id) => id !== '')).toBe(true);

    // CI failed here about once in five runs, never locally: the 20 cards did not come, and no
    // request left after the click. The page is opened without waiting for hydration, and on a
    // loaded machine the click could land on the server's HTML, whose button had no handler yet:
    // a shopper's tap lost the same way. The button is now disabled until the page is live, so the
    // click waits for it (blocks/catalogue-grid). What the page asked of the API after the click
    // stays in the failure message, should it fail again.
    const chamadas: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/'))
        chamadas.push(
          `${r.status()} ${r.request().method()} ${new URL(r.url()).pathname.replace(/\/app\/[^/]+/, '/app/…')}${new URL(r.url()).search}`,
        );
    });
    page.on('requestfailed', (r) => chamadas.push(`falhou ${r.url()} ${r.failure()?.errorText ?? ''}`));
    // Requests too, with when they left: an answer that never came shows as a request alone.
    const inicio = Date.now();
    page.on('request', (r) => {
      if (r.url().includes('/api/'))
        chamadas.push(
          `pedido em +${Date.now() - inicio} ms: ${r.method()} ${new URL(r.url()).pathname.replace(/\/app\/[^/]+/, '/app/…')}`,
        );
    });
    const botao = page.getByRole('button', { name: 'Carregar mais produtos' });
    chamadas.push(`botão antes do clique: ${(await botao.isEnabled()) ? 'habilitado' : 'desabilitado'}`);
    await botao.click();
    await waitForCards(page, before.length + 20).catch(async (error: unknown) => {
      const grade = await page
        .getByTestId('catalogue-grid')
        .innerText()
        .catch(() => '(sem grade)');
      const cartoes = await productIds(page);
      throw new Error(
        `${(error as Error).message}\n${cartoes.length} cartões; chamadas à API depois do clique: ${JSON.stringify(chamadas)}\ntexto da grade (fim): ${grade.slice(-400)}`,
      );
    });
    const after = await productIds(page);
    expect(after.length).toBe(before.length + 20);
    expect(new Set(after).size, 'no duplicate product ids after loading more').toBe(after.length);
    expect(after.slice(0, before.length)).toEqual(before);
    await screenshot(page, 'aurora-load-more');
  });

  it('has no serious or critical axe violation on the home page', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/aurora`);
    await waitForCards(page, 20);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('ConstruForte Materiais at /construforte', () => {
  it('has its own branding and hides prices from an anonymous visitor', async () => {
    expect(construforte.tags).toContain('hide-price-for-logged-out-customers');
    expect(construforte.config.tema.cor_primaria.toLowerCase()).not.toBe(aurora.config.tema.cor_primaria.toLowerCase());

    const page = await newPage();
    const listResponses: Promise<unknown>[] = [];
    page.on('response', (response: Response) => {
      if (/\/api\/v2\/app\/[^/]+\/listaprodutos\//.test(response.url()) && response.ok()) {
        listResponses.push(response.json());
      }
    });
    await page.goto(`${server.baseUrl}/construforte`);
    await waitForCards(page, 20);
    await expect.poll(() => page.title()).toBe(expectedTitle(construforte));
    expect(await headerThemeColour(page)).toBe(construforte.config.tema.cor_primaria.toLowerCase());
    await screenshot(page, 'construforte-home');

    const cardTexts = await productCards(page).allInnerTexts();
    expect(cardTexts.length).toBeGreaterThanOrEqual(20);
    const withPrice = cardTexts.filter((text) => text.includes('R$'));
    expect(withPrice, 'no product card shows a price to an anonymous visitor').toEqual([]);
    // Every card says why there is no price instead (blocks/shared/product-card.tsx TEXTO_PRECO_OCULTO).
    for (const text of cardTexts) expect(text).toContain('Faça login para ver o preço');

    // The first list reaches the browser inside the server-rendered page (#storefront-state), later ones over the network.
    listResponses.push(
      ...(await embeddedApiAnswers(page, /\/api\/v2\/app\/[^/]+\/listaprodutos\//)).map((body) =>
        Promise.resolve(body),
      ),
    );
    expect(listResponses.length).toBeGreaterThan(0);
    for (const body of (await Promise.all(listResponses)) as {
      listaTemPrecos: boolean;
      produtos: Record<string, unknown>[];
    }[]) {
      expect(body.listaTemPrecos).toBe(false);
      for (const produto of body.produtos) {
        for (const field of ['preco', 'preconf', 'preco_original', 'precovendaatacado', 'preco_embalagem']) {
          expect(produto[field], `${field} of product ${String(produto.id)}`).toBeNull();
        }
        expect((produto.efeitospoliticas as { descontoProgressivo: object }).descontoProgressivo).toEqual({});
      }
    }
  });

  it('has no serious or critical axe violation on the home page', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/construforte`);
    await waitForCards(page, 20);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('white-label routing', () => {
  it('opens Aurora by its UUID, keeping the UUID path', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/${aurora.idfornecedor}`);
    await waitForCards(page, 20);
    await expect.poll(() => page.title()).toBe(expectedTitle(aurora));
    expect(await headerThemeColour(page)).toBe(aurora.config.tema.cor_primaria.toLowerCase());
    await screenshot(page, 'aurora-by-uuid');
  });

  it('ignores a leading /commerce', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/commerce/aurora`);
    await waitForCards(page, 20);
    await expect.poll(() => page.title()).toBe(expectedTitle(aurora));
    expect(await headerThemeColour(page)).toBe(aurora.config.tema.cor_primaria.toLowerCase());
    await screenshot(page, 'aurora-commerce-prefix');
  });

  it('shows Aurora on http://aurora.localhost/ with the URL rewritten to /aurora, keeping the query', async () => {
    const page = await newPage();
    await page.goto(`http://aurora.localhost:${server.port}/?utm_source=x`);
    await page.waitForURL(`http://aurora.localhost:${server.port}/aurora?utm_source=x`, { timeout: 30_000 });
    await waitForCards(page, 20);
    await expect.poll(() => page.title()).toBe(expectedTitle(aurora));
    expect(await headerThemeColour(page)).toBe(aurora.config.tema.cor_primaria.toLowerCase());
    await screenshot(page, 'aurora-white-label-host');
  });

  it("answers an unknown supplier with 404 and the list of stores (the provider's home, spec section 4 step 3)", async () => {
    const page = await newPage();
    const response = await page.goto(`${server.baseUrl}/fornecedor-que-nao-existe`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Loja não encontrada' }).waitFor();
    await page.getByText('Não encontramos a loja “fornecedor-que-nao-existe”').waitFor();
    await page.getByRole('link', { name: /Distribuidora Aurora/ }).click();
    await page.waitForURL((url) => url.pathname === '/aurora', { timeout: 30_000 });
    await screenshot(page, 'unknown-supplier-404');
  });
});

describe('cookie consent', () => {
  // sf_maioridade: the age-over-18 answer (necessary; newPage answers ConstruForte's check in advance).
  const NECESSARY = new Set(['sf_token', 'cookie_consent', 'sf_maioridade']);
  const utmQuery = '?utm_source=teste&utm_campaign=lancamento';

  async function cookieNames(page: Page): Promise<string[]> {
    return (await page.context().cookies()).map((cookie) => cookie.name).sort();
  }

  it('sets no non-essential cookie before consent, and rejecting keeps it that way', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/aurora${utmQuery}`);
    await waitForCards(page, 20);
    await screenshot(page, 'consent-banner');
    const before = await cookieNames(page);
    expect(
      before.filter((name) => !NECESSARY.has(name)),
      `cookies before consent: ${before.join(', ')}`,
    ).toEqual([]);

    await page.getByRole('button', { name: 'Rejeitar todos' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Aceitar todos' }).count()).toBe(0);
    // The decision itself is remembered (a necessary cookie), so the banner does not come back.
    await expect.poll(() => cookieNames(page)).toContain('cookie_consent');
    await page.goto(`${server.baseUrl}/aurora${utmQuery}`);
    await waitForCards(page, 20);
    expect(await page.getByRole('button', { name: 'Aceitar todos' }).count()).toBe(0);
    const after = await cookieNames(page);
    expect(
      after.filter((name) => name.startsWith('utm_')),
      `cookies after rejecting: ${after.join(', ')}`,
    ).toEqual([]);
  });

  it('appears whole or not at all while the page is still arriving (never its title alone, then growing)', async () => {
    // The storefront's HTML streams; a proxy in front of the server holds the rest of Aurora's
    // page back right after the banner's text (until `release`), as a slow network or a busy server does.
    const held = await holdPage(server.baseUrl, '/aurora', (html) =>
      afterNth(html, 'data-testid="cookie-banner"', '</p>', 1),
    );
    try {
      const context = await browser.newTestContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
      const page = await context.newPage();
      const navigation = page.goto(held.url);
      navigation.catch(() => undefined);
      const banner = page.getByTestId('cookie-banner');
      // Half the page is in: the banner's title and text, not yet its buttons; once the page's
      // stylesheet applies (the browser paints nothing before it), the banner is not shown.
      await expect.poll(() => banner.locator('p').count()).toBe(1);
      await expect
        .poll(() => banner.evaluate((element) => getComputedStyle(element).borderTopStyle), { timeout: 20_000 })
        .toBe('solid');
      expect(await banner.getByRole('button').count()).toBe(0);
      expect(await banner.isVisible(), 'a banner without its buttons is not shown').toBe(false);
      held.release();
      await navigation;
      await banner.getByRole('button', { name: 'Personalizar' }).waitFor({ state: 'visible' });
      expect(await banner.isVisible()).toBe(true);
    } finally {
      held.close();
    }
  });

  it("shows 'Rejeitar todos' as prominently as 'Aceitar todos'", async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/aurora`);
    const reject = page.getByRole('button', { name: 'Rejeitar todos' });
    const accept = page.getByRole('button', { name: 'Aceitar todos' });
    await accept.waitFor({ state: 'visible', timeout: 30_000 });
    await reject.waitFor({ state: 'visible' });
    const look = (element: Element): { fontSize: string; fontWeight: string; width: number; height: number } => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return { fontSize: style.fontSize, fontWeight: style.fontWeight, width: box.width, height: box.height };
    };
    const [r, a] = [await reject.evaluate(look), await accept.evaluate(look)];
    expect(r.fontSize).toBe(a.fontSize);
    expect(r.fontWeight).toBe(a.fontWeight);
    expect(r.height / a.height).toBeGreaterThanOrEqual(0.9);
    expect(r.height / a.height).toBeLessThanOrEqual(1.1);
    expect((r.width * r.height) / (a.width * a.height)).toBeGreaterThanOrEqual(0.75);
  });

  it("opens the preferences in the supplier's colours, accessible, and saves a per-category choice", async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/aurora${utmQuery}`);
    await waitForCards(page, 20);
    await page.getByRole('button', { name: 'Personalizar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preferências de cookies' });
    await dialog.waitFor({ state: 'visible', timeout: 30_000 });
    for (const categoria of ['Necessários', 'Sessão', 'Desempenho', 'Personalização']) {
      await expect.poll(() => dialog.getByText(categoria, { exact: false }).count()).toBeGreaterThan(0);
    }
    // The dialog is rendered in a portal, outside the app's root: it must still wear Aurora's theme.
    const salvar = dialog.getByRole('button', { name: 'Salvar preferências' });
    const fundo = await salvar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(fundo).toBe(hexToRgb(aurora.config.tema.cor_primaria));
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);

    // The optional categories start off (a pre-ticked box is not consent); the visitor turns one on.
    for (const categoria of [/Sessão/, /Desempenho/, /Personalização/])
      expect(await dialog.getByRole('switch', { name: categoria }).isChecked()).toBe(false);
    await dialog.getByRole('switch', { name: /Personalização/ }).click();
    await salvar.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => cookieNames(page)).toContain('cookie_consent');
    const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent');
    expect(decodeURIComponent(consent?.value ?? '')).toMatch(/"performance":false/);
    expect(decodeURIComponent(consent?.value ?? '')).toMatch(/"personalization":true/);
    expect((await cookieNames(page)).filter((name) => name.startsWith('utm_'))).toEqual([]);
  });

  it('stores the utm_* cookies (7 days) only after accepting', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/aurora${utmQuery}`);
    await waitForCards(page, 20);
    expect((await cookieNames(page)).filter((name) => name.startsWith('utm_'))).toEqual([]);

    await page.getByRole('button', { name: 'Aceitar todos' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Aceitar todos' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/aurora${utmQuery}`);
    await waitForCards(page, 20);
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'utm_source')?.value)
      .toBe('teste');
    const utmSource = (await page.context().cookies()).find((cookie) => cookie.name === 'utm_source');
    const sevenDays = 7 * 24 * 3600;
    expect(utmSource?.path).toBe('/');
    expect(Math.abs((utmSource?.expires ?? 0) - (Date.now() / 1000 + sevenDays))).toBeLessThan(120);
  });
});
