/**
 * Issue 11, items 3, 4 and 6 in Chromium: the home banner's words are DOM text over its artwork
 * (readable at 390 px, over a scrim), a swipe changes the slide, product cards in a row have one
 * height, the grid arriving moves nothing (layout-shift sum ≈ 0), the similar products fit one row
 * at 1280 px and scroll as a rail on a phone, and the free-shipping banner follows each supplier.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot } from './support/browser';
import { afterNth, holdPage } from './support/held-page';
import { useSharedServer } from './support/setup';
import { anonToken } from './support/browser';
import { confirmAge, decideConsent, waitForApp, waitForCards } from './support/storefront';

const { server, browser } = useSharedServer();
let pageErrors: string[] = [];

afterEach(async (context) => {
  if (context.task.result?.state === 'fail' && pageErrors.length > 0) {
    console.error(`Page errors during "${context.task.name}":\n${pageErrors.join('\n')}`);
  }
  pageErrors = [];
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function newPage(
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<Page> {
  // Reduced motion: the banners do not advance by themselves, so what a test sees is what it did.
  const context = await browser.newTestContext({ viewport, locale: 'pt-BR', reducedMotion: 'reduce', ...options });
  await confirmAge(context, server.baseUrl);
  const page = await context.newPage();
  pageErrors = collectPageErrors(page);
  return page;
}

const visibleSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([hidden])');

/** Sum of the layout-shift entries since the page started (every entry: no input happens in these tests). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    w.__shift = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        w.__shift += entry.value;
        w.__shifts.push(
          `${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => (s.node as Element | null)?.outerHTML?.slice(0, 120) ?? '?').join(' | ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shift: number; __shifts: string[] }).__shift);
const layoutShiftSources = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);

describe('home banners as HTML (issue 11, item 3)', () => {
  it('sends the banner’s title, subtitle and call to action as text in the server’s HTML', async () => {
    const html = await (await fetch(`${server.baseUrl}/aurora`)).text();
    expect(html).toMatch(/<h3[^>]*>Ofertas da semana<\/h3>/);
    expect(html).toContain('Até 25% de desconto em mercearia e bebidas');
    expect(html).toMatch(/<a[^>]*href="\/aurora\/categoria\/ofertas"[^>]*>Confira<\/a>/);
  });

  it('at 390 px: the words are DOM text over the artwork, at least 12 px, white over a scrim, and the artwork has no words', async () => {
    const page = await newPage(PHONE);
    await page.goto(`${server.baseUrl}/aurora`);
    await waitForApp(page);
    const slide = visibleSlide(page);
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('1 de 3: Ofertas da semana');
    const medidas = await slide.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const img = el.querySelector('img')!;
      const textos = [el.querySelector('h3')!, el.querySelector('p')!, el.querySelector('a')!].map((t) => {
        const r = t.getBoundingClientRect();
        const estilo = getComputedStyle(t);
        return {
          texto: t.textContent,
          px: parseFloat(estilo.fontSize),
          cor: estilo.color,
          dentro:
            r.left >= box.left - 0.5 &&
            r.right <= box.right + 0.5 &&
            r.top >= box.top - 0.5 &&
            r.bottom <= box.bottom + 0.5,
          largura: r.width,
        };
      });
      const scrim = getComputedStyle(el.querySelector('img')!.parentElement!, '::after').backgroundImage;
      return {
        textos,
        scrim,
        alt: img.getAttribute('alt'),
        src: img.currentSrc,
        caixa: { w: box.width, h: box.height },
      };
    });
    expect(medidas.textos.map((t) => t.texto)).toEqual([
      'Ofertas da semana',
      'Até 25% de desconto em mercearia e bebidas',
      'Confira',
    ]);
    for (const t of medidas.textos) {
      expect(t.px, t.texto ?? '').toBeGreaterThanOrEqual(12);
      expect(t.dentro, `${t.texto} inside the banner`).toBe(true);
    }
    expect(medidas.textos[0]!.px).toBeGreaterThanOrEqual(20);
    expect(medidas.textos.slice(0, 2).map((t) => t.cor)).toEqual(['rgb(255, 255, 255)', 'rgb(255, 255, 255)']);
    // The scrim under the words (the bottom of the banner on a phone): from 40 % of the height down,
    // every stop is at least 0.55 black, so white text is AA over any artwork.
    const paradas = [...medidas.scrim.matchAll(/rgba\(0, 0, 0, ([\d.]+)\) ([\d.]+)%/g)].map((m) => ({
      alfa: Number(m[1]),
      em: Number(m[2]),
    }));
    expect(paradas.length, medidas.scrim).toBeGreaterThanOrEqual(3);
    for (const p of paradas.filter((p) => p.em >= 40)) expect(p.alfa, medidas.scrim).toBeGreaterThanOrEqual(0.55);
    expect(medidas.alt).toBe('');
    // Taller than the artwork's 1440 / 400 on a phone (room for the words).
    expect(medidas.caixa.h / medidas.caixa.w).toBeGreaterThan(0.5);
    const svg = await (await fetch(medidas.src)).text();
    expect(svg).toContain('<svg');
    expect(svg).not.toContain('<text');
    await screenshot(page, 'vitrine-banner-390');
  });

  it('a horizontal swipe by touch changes the slide, a vertical one scrolls the page instead', async () => {
    const page = await newPage(PHONE, { hasTouch: true, isMobile: true });
    await page.goto(`${server.baseUrl}/aurora`);
    await waitForApp(page);
    const viewport = page.locator('[aria-roledescription="slide"]').first().locator('..');
    const caixa = (await viewport.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = caixa.y + caixa.height / 2;
    const arrastar = async (de: [number, number], para: [number, number]) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: de[0], y: de[1] }] });
      for (let i = 1; i <= 8; i++) {
        const x = de[0] + ((para[0] - de[0]) * i) / 8;
        const yy = de[1] + ((para[1] - de[1]) * i) / 8;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: yy }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await expect.poll(() => visibleSlide(page).getAttribute('aria-label')).toBe('1 de 3: Ofertas da semana');
    await arrastar([caixa.x + caixa.width - 30, y], [caixa.x + 40, y + 6]);
    await expect.poll(() => visibleSlide(page).getAttribute('aria-label')).toBe('2 de 3: Cafés especiais');
    // No navigation followed the swipe (it ended over the banner's link).
    expect(new URL(page.url()).pathname).toBe('/aurora');
    await arrastar([caixa.x + 40, y], [caixa.x + caixa.width - 30, y]);
    await expect.poll(() => visibleSlide(page).getAttribute('aria-label')).toBe('1 de 3: Ofertas da semana');
    await arrastar([caixa.x + caixa.width / 2, y + 40], [caixa.x + caixa.width / 2 - 10, y - 60]);
    expect(await visibleSlide(page).getAttribute('aria-label')).toBe('1 de 3: Ofertas da semana');
    // A tap still follows the call to action.
    await page.getByRole('link', { name: 'Confira' }).and(page.locator(':visible')).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/aurora/categoria/ofertas');
  });
});

describe('cards and grids (issue 11, item 4)', () => {
  async function alturasPorLinha(page: Page, selector: string): Promise<number[][]> {
    return page.locator(selector).evaluateAll((cards) => {
      const linhas = new Map<number, number[]>();
      for (const card of cards) {
        const r = card.getBoundingClientRect();
        if (r.width === 0) continue;
        const topo = Math.round(r.top);
        linhas.set(topo, [...(linhas.get(topo) ?? []), Math.round(r.height * 10) / 10]);
      }
      return [...linhas.values()];
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px every card of a row has the row's height, and the grid arriving moves nothing`, async () => {
      const page = await newPage(viewport);
      // The grid is measured, not the cookie banner: in one CI run on a loaded machine the banner
      // (fixed at the bottom) was the only source of a 0.038 shift; not reproduced since.
      await decideConsent(page.context(), server.baseUrl);
      await watchLayoutShift(page);
      // On a CPU 4× slower: a busy machine is where a card painted before its styles moved its row.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${server.baseUrl}/aurora/categoria/mercearia`);
      await waitForCards(page, 20);
      expect(await page.getByTestId('cookie-banner').count()).toBe(0);
      const linhas = await alturasPorLinha(page, '[data-testid="catalogue-grid"] [data-testid="product-card"]');
      expect(linhas.length).toBeGreaterThan(3);
      for (const linha of linhas) {
        expect(linha.length).toBeGreaterThan(1);
        expect(Math.max(...linha) - Math.min(...linha), JSON.stringify(linha)).toBeLessThanOrEqual(1);
      }
      // Another category through the router (no input involved): skeletons, then the cards, in place.
      await page.evaluate(() => {
        history.pushState({}, '', '/aurora/categoria/bebidas');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Bebidas');
      await waitForCards(page, 20);
      await page.waitForTimeout(300);
      const soma = await layoutShift(page);
      expect(soma, (await layoutShiftSources(page)).join('\n')).toBeLessThan(0.01);
    });
  }

  async function paginaComSimilares(page: Page): Promise<void> {
    await page.goto(`${server.baseUrl}/aurora/categoria/mercearia`);
    await waitForCards(page, 1);
    const href = await page
      .getByTestId('catalogue-grid')
      .getByTestId('product-card')
      .first()
      .locator('a')
      .last()
      .getAttribute('href');
    await page.goto(`${server.baseUrl}${href}`);
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Produtos similares' }).waitFor();
  }

  it('at 1280 px the similar products fit one row, with no orphan card; at 390 px they are a rail that scrolls', async () => {
    const page = await newPage(DESKTOP);
    await paginaComSimilares(page);
    const similares = page.getByTestId('similar-product-card');
    const total = await similares.count();
    expect(total).toBeGreaterThan(1);
    const linhas = await alturasPorLinha(page, '[data-testid="similar-product-card"]');
    expect(linhas).toHaveLength(1);
    expect(linhas[0]!.length).toBe(Math.min(total, 6));
    expect(Math.max(...linhas[0]!) - Math.min(...linhas[0]!)).toBeLessThanOrEqual(1);
    const lista = similares.first().locator('xpath=ancestor::ul[1]');
    const larguras = await lista.evaluate((ul) => ({
      scroll: ul.scrollWidth,
      cliente: ul.clientWidth,
      direita: ul.getBoundingClientRect().right,
    }));
    expect(larguras.scroll).toBeLessThanOrEqual(larguras.cliente + 1);
    await screenshot(page, 'vitrine-similares-1280');

    await page.setViewportSize(PHONE);
    const trilho = await lista.evaluate((ul) => ({
      scroll: ul.scrollWidth,
      cliente: ul.clientWidth,
      overflow: getComputedStyle(ul).overflowX,
    }));
    expect(trilho.overflow).toBe('auto');
    expect(trilho.scroll).toBeGreaterThan(trilho.cliente);
    const noTelefone = await alturasPorLinha(page, '[data-testid="similar-product-card"]');
    expect(noTelefone).toHaveLength(1);
    expect(noTelefone[0]!.length).toBe(total);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'vitrine-similares-390');
  });

  // The HTML streams and Chromium paints what it has parsed. A box whose columns depend on how many
  // children it has painted its first ones wide, then narrowed them as the others arrived: on a busy
  // machine, a layout shift of 0.03 (Aurora's home at 1280 px: the offers rail, whose columns could
  // grow from 170 to 210 px; the password page: the footer's columns, `auto-fit`, 612 → 231 px).
  for (const { what, path, block, end, count, selector, container } of [
    {
      what: 'a product rail',
      path: '/aurora',
      block: 'data-block-id="vitrine-ofertas"',
      end: '</li>',
      count: 3,
      selector: '[data-block-id="vitrine-ofertas"] [data-testid="carousel-product-card"]',
      container: '[data-block-id="vitrine-ofertas"] ul',
    },
    {
      what: "the footer's columns",
      path: '/aurora/redefinir-senha',
      block: '<footer',
      end: '</nav>',
      count: 1,
      selector: 'footer nav',
      container: 'footer > div',
    },
  ]) {
    it(`${what}, half arrived, keeps the widths it will have once the page is whole`, async () => {
      const held = await holdPage(server.baseUrl, path, (html) => afterNth(html, block, end, count));
      try {
        const page = await newPage(DESKTOP);
        const navigation = page.goto(held.url);
        navigation.catch(() => undefined);
        const boxes = page.locator(selector);
        const widths = () => boxes.evaluateAll((all) => all.map((box) => box.getBoundingClientRect().width));
        // Part of it is in, and the page's stylesheet applies to it.
        await expect.poll(() => boxes.count(), { timeout: 20_000 }).toBe(count);
        await expect
          .poll(
            () =>
              page
                .locator(container)
                .first()
                .evaluate((box) => getComputedStyle(box).display),
            {
              timeout: 20_000,
            },
          )
          .toBe('grid');
        const halfArrived = await widths();
        held.release();
        await navigation;
        await waitForApp(page);
        const arrived = await widths();
        expect(arrived.length).toBeGreaterThan(count);
        expect(halfArrived, arrived.join(', ')).toEqual(arrived.slice(0, count));
      } finally {
        held.close();
      }
    });
  }
});

describe("the first paint holds the page's main content (docs/performance.md)", () => {
  // Before, Chromium painted the header while the rest of the HTML was still arriving or being
  // parsed, and the page's heading came in a later frame: the largest contentful paint of the
  // order list was its h1, about 0.3 s after the first paint at 4x CPU slowdown. The page now asks
  // the browser to wait for `main#conteudo` to be parsed (`<link rel="expect" blocking="render">`).
  it('with the HTML held after the header, nothing is painted until main has arrived', async () => {
    const held = await holdPage(server.baseUrl, '/aurora/login', (html) => html.indexOf('<main'));
    try {
      const page = await newPage(PHONE);
      const navigation = page.goto(held.url);
      navigation.catch(() => undefined);
      await page.locator('header').waitFor({ state: 'attached', timeout: 20_000 });
      // Time for the header to be painted, as it was before: what the check below must not see.
      // The page's code is right whatever this wait: it only makes the check able to fail.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      const primeiraPintura = () =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
      expect(await primeiraPintura()).toBeNull();
      const soltouEm = await page.evaluate(() => performance.now());
      held.release();
      await navigation;
      await waitForApp(page);
      // Then the first paint, with main in it.
      expect(await primeiraPintura()).toBeGreaterThan(soltouEm);
      await page.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      held.close();
    }
  });
});

describe('the free-shipping banner follows each supplier (issue 11, item 6)', () => {
  async function configFrete(slug: string): Promise<string | null> {
    const url = `${server.baseUrl}/api/v2/app/${anonToken()}/fornecedor?idfornecedor=${slug}`;
    const lista = (await (await fetch(url)).json()) as {
      slug: string;
      config: { frete_gratis?: { texto?: string } | null };
    }[];
    return lista.find((f) => f.slug === slug)?.config.frete_gratis?.texto ?? null;
  }

  it('Aurora and ConstruForte show their own text; Aurora Atacado, with none configured, shows no banner', async () => {
    const [aurora, construforte, atacado] = await Promise.all(
      ['aurora', 'construforte', 'aurora-atacado'].map(configFrete),
    );
    expect(aurora).toMatch(/R\$ 3\.000/);
    expect(construforte).toMatch(/R\$ 5\.000/);
    expect(aurora).not.toBe(construforte);
    expect(atacado).toBeNull();
    const page = await newPage(DESKTOP);
    for (const [slug, texto] of [
      ['aurora', aurora],
      ['construforte', construforte],
    ] as const) {
      await page.goto(`${server.baseUrl}/${slug}`);
      await waitForApp(page);
      const faixa = page.getByRole('region', { name: 'Aviso de frete grátis' });
      expect((await faixa.textContent()) ?? '', slug).toContain(texto!);
    }
    // It scrolls for a visitor who did not ask for reduced motion, and stands still for one who did.
    const emMovimento = await newPage(DESKTOP, { reducedMotion: 'no-preference' });
    const animacoes = (p: Page) =>
      p
        .getByRole('region', { name: 'Aviso de frete grátis' })
        .evaluate((faixa) => faixa.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length);
    await emMovimento.goto(`${server.baseUrl}/aurora`);
    await waitForApp(emMovimento);
    expect(await animacoes(emMovimento)).toBe(1);
    expect(await animacoes(page)).toBe(0);
    // A visitor can stop it (WCAG 2.2.2): a 24 px control; checked, it stays paused with the
    // pointer and the keyboard elsewhere; unchecked, it scrolls again. None with reduced motion.
    const pausar = emMovimento.getByRole('checkbox', { name: 'Pausar o aviso de frete grátis' });
    const alvo = await pausar.evaluate((input) => input.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
    expect(Math.min(alvo.width, alvo.height)).toBeGreaterThanOrEqual(24);
    await pausar.check();
    await pausar.blur();
    await emMovimento.mouse.move(10, 600);
    expect(await animacoes(emMovimento)).toBe(0);
    await pausar.uncheck();
    await pausar.blur();
    await emMovimento.mouse.move(10, 600);
    expect(await animacoes(emMovimento)).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'Pausar o aviso de frete grátis' }).isVisible()).toBe(false);
    await page.goto(`${server.baseUrl}/aurora-atacado`);
    await waitForApp(page);
    await expect.poll(() => page.getByRole('region', { name: 'Aviso de frete grátis' }).count()).toBe(0);
    expect(await page.locator('main').count()).toBeGreaterThan(0);
  });

  it('looks right at 390 and 1280 px (screenshots to look at)', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage(viewport);
      await page.goto(`${server.baseUrl}/construforte`);
      await waitForApp(page);
      await screenshot(page, `vitrine-construforte-${viewport.width}`);
      await page.goto(`${server.baseUrl}/aurora`);
      await waitForApp(page);
      await screenshot(page, `vitrine-aurora-${viewport.width}`);
    }
  });
});
