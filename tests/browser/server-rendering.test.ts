/**
 * Server rendering and hydration against the real server and the built storefront (dist/client
 * and dist/server): what a crawler or link preview gets without JavaScript (the product's name,
 * its price where the supplier shows prices, one h1), and that hydrating the page changes nothing
 * on screen and logs no hydration warning nor console error.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatBRL, toCentavos } from '#engine/rules/money';
import { mkdirSync } from 'node:fs';
import path_ from 'node:path';
import { screensDir, screenshot } from './support/browser';
import { useSharedServer } from './support/setup';
import { loginFromHeader, waitForApp } from './support/storefront';

const { server, browser } = useSharedServer();

beforeAll(() => {
  mkdirSync(screensDir, { recursive: true });
});

/** The HTML the server sends (what a client without JavaScript sees). */
async function html(path: string, status = 200): Promise<string> {
  const response = await fetch(`${server.baseUrl}${path}`);
  // On failure, what the server logged (warnings and errors) says why.
  expect(response.status, `${path}\n${server.output().slice(-4000)}`).toBe(status);
  return response.text();
}

/** The path of the first product link of a supplier's home page, as the server renders it. */
async function firstProductPath(slug: string): Promise<string> {
  const home = await html(`/${slug}`);
  const match = new RegExp(`href="(/${slug}/produto/[^"?]+)"`).exec(home);
  if (!match?.[1]) throw new Error(`The server-rendered /${slug} links to no product.`);
  return match[1];
}

/** The text of the page's <main> element, tags dropped and entities of the price decoded. */
function mainText(page: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(page)?.[1] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

interface ProdutoApi {
  nome: string;
  preco: number | null;
}

async function produtoDaApi(idfornecedor: string, slug: string): Promise<ProdutoApi> {
  const token = `anon-${'0'.repeat(32)}`;
  const response = await fetch(
    `${server.baseUrl}/api/v2/app/${token}/fornecedor/${idfornecedor}/produto/${slug}?canalVenda=WEB&tipoEntrega=DELIVERY`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as ProdutoApi;
}

async function idfornecedor(slug: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v2/app/anon-${'0'.repeat(32)}/fornecedor?idfornecedor=${slug}`);
  const [fornecedor] = (await response.json()) as { idfornecedor: string }[];
  if (!fornecedor) throw new Error(`No supplier ${slug}`);
  return fornecedor.idfornecedor;
}

describe('without JavaScript', () => {
  it("Aurora's product page has the product's name, its price and exactly one h1", async () => {
    const path = await firstProductPath('aurora');
    const slug = path.split('/').pop() as string;
    const produto = await produtoDaApi(await idfornecedor('aurora'), slug);
    expect(produto.preco).not.toBeNull();
    const page = await html(path);
    const h1s = page.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? [];
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.replace(/<[^>]+>/g, '')).toBe(produto.nome.replace(/<[^>]+>/g, ''));
    expect(mainText(page)).toContain(formatBRL(toCentavos(produto.preco as number)));
    // Data blocks (the state, the JSON-LD), never an executable inline script (a strict CSP allows scripts from the site only).
    expect(page).toContain('<script type="application/json" id="storefront-state">');
    expect(page.match(/<script(?![^>]*type="application\/(?:ld\+)?json")(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
  });

  it("ConstruForte's product page shows the product but no price to an anonymous visitor", async () => {
    const path = await firstProductPath('construforte');
    const page = await html(path);
    const h1s = page.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? [];
    expect(h1s).toHaveLength(1);
    const text = mainText(page);
    expect(text).toContain('Faça login para ver o preço');
    expect(text).not.toMatch(/R\$\s*\d/);
  });

  it('the home page and a category page have exactly one h1 each: the supplier, the category', async () => {
    const h1Text = (page: string): string[] =>
      (page.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? []).map((h1) =>
        h1
          .replace(/<[^>]+>/g, '')
          .replace(/&amp;/g, '&')
          .trim(),
      );
    for (const slug of ['aurora', 'construforte']) {
      const response = await fetch(
        `${server.baseUrl}/api/v2/app/anon-${'0'.repeat(32)}/fornecedor?idfornecedor=${slug}`,
      );
      const [fornecedor] = (await response.json()) as { nome: string }[];
      expect(h1Text(await html(`/${slug}`)), slug).toEqual([fornecedor?.nome]);
    }
    const home = await html('/aurora');
    const link = /<a\b[^>]*href="(\/aurora\/categoria\/(?!ofertas")[^"]+)"/.exec(home);
    expect(link).not.toBeNull();
    const h1s = h1Text(await html(link?.[1] as string));
    expect(h1s).toHaveLength(1);
    // The category's name (the menu may label its link differently), not the supplier's.
    expect(h1s[0]?.length ?? 0).toBeGreaterThan(0);
    expect(h1s[0]).not.toBe(h1Text(home)[0]);
  });

  it('the home and a category page carry the product names', async () => {
    const home = await html('/aurora');
    expect(home.match(/data-testid="product-card"/g)?.length ?? 0).toBeGreaterThanOrEqual(20);
    const categoria = /href="(\/aurora\/categoria\/[^"]+)"/.exec(home)?.[1];
    expect(categoria).toBeDefined();
    const page = await html(categoria as string);
    expect(page.match(/data-testid="product-card"/g)?.length ?? 0).toBeGreaterThan(0);
  });
});

describe('hydration', () => {
  for (const [nome, path] of [
    ['aurora-home', '/aurora'],
    ['construforte-home', '/construforte'],
    ['aurora-produto', 'produto:aurora'],
  ] as const) {
    it(`${nome}: the page reads the same before and after hydration, with no warning, error nor API request`, async () => {
      const url = `${server.baseUrl}${path.startsWith('produto:') ? await firstProductPath(path.slice(8)) : path}`;
      const viewport = { width: 1280, height: 900 };

      const staticContext = await browser.newTestContext({
        viewport,
        locale: 'pt-BR',
        javaScriptEnabled: false,
        reducedMotion: 'no-preference',
      });
      const staticPage = await staticContext.newPage();
      await staticPage.goto(url);
      const before = await staticPage.locator('#root').innerText();
      // (not the scrolling helper: without JavaScript the page runs no timers)
      await staticPage.screenshot({ path: path_.join(screensDir, `ssr-${nome}-sem-js.png`), fullPage: true });

      const context = await browser.newTestContext({ viewport, locale: 'pt-BR', reducedMotion: 'no-preference' });
      const page = await context.newPage();
      const messages: string[] = [];
      const apiRequests: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text())) {
          messages.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
      });
      await page.goto(url);
      await waitForApp(page);
      const after = await page.locator('#root').innerText();
      await screenshot(page, `ssr-${nome}-hidratada`);

      expect(after).toBe(before);
      expect(messages).toEqual([]);
      expect(apiRequests, 'the first view needs no API request').toEqual([]);

      if (nome === 'aurora-home') {
        // The department strip's arrows appear only once the browser measured an overflow (its
        // width depends on the fonts, so it may come after the read above): they add no text, so
        // the strip reads the same as the server's once they are there.
        const departamentos = (p: Page) => p.getByRole('navigation', { name: 'Categorias' });
        await page.setViewportSize({ width: 900, height: 900 });
        await departamentos(page).locator('button[aria-hidden="true"]').first().waitFor();
        expect(await departamentos(page).innerText()).toBe(await departamentos(staticPage).innerText());
      }
    });
  }
});

describe("the phone's 'Menu' before the JavaScript", () => {
  it("is a link to the footer's navigation, and the drawer's button once the page is live", async () => {
    const viewport = { width: 390, height: 844 };
    const semJs = await browser.newTestContext({ viewport, locale: 'pt-BR', javaScriptEnabled: false });
    const estatica = await semJs.newPage();
    await estatica.goto(`${server.baseUrl}/aurora`);
    const link = estatica.getByRole('banner').getByRole('link', { name: 'Menu', exact: true });
    expect(await link.getAttribute('href')).toBe('#rodape');
    await link.click();
    await expect.poll(() => estatica.evaluate(() => window.location.hash)).toBe('#rodape');
    const rodape = estatica.locator('footer#rodape');
    expect(await rodape.getByRole('link', { name: 'Bebidas' }).isVisible()).toBe(true);
    await expect.poll(() => rodape.evaluate((f) => f.getBoundingClientRect().top < window.innerHeight)).toBe(true);

    const comJs = await browser.newTestContext({ viewport, locale: 'pt-BR' });
    const viva = await comJs.newPage();
    await viva.goto(`${server.baseUrl}/aurora`);
    await waitForApp(viva);
    await viva.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await viva.getByRole('dialog').waitFor();
  });
});

describe("a supplier's static page (spec section 7 pagina-estatica)", () => {
  it("a customer's orders and an order are in the server's HTML (private), and hydrate with no warning nor a second request", async () => {
    const context = await browser.newTestContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/aurora`);
    await waitForApp(page);
    await loginFromHeader(page);
    for (const [caminho, marca, api] of [
      ['/aurora/pedidos', '100001', '/pedido/cliente/'],
      ['/aurora/pedidos/100001', 'Pedido nº 100001', '/order/100001'],
    ] as const) {
      // The HTML itself, with the session's cookies: the data is there, and no shared cache may keep it.
      const resposta = await context.request.get(`${server.baseUrl}${caminho}`);
      expect(resposta.status()).toBe(200);
      expect(resposta.headers()['cache-control']).toBe('private, no-store');
      expect(mainText(await resposta.text())).toContain(marca);

      const messages: string[] = [];
      const pedidos: string[] = [];
      const ouvir = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text()))
          messages.push(`${message.type()}: ${message.text()}`);
      };
      const pedido = (request: { url(): string }) => {
        if (new URL(request.url()).pathname.includes(api)) pedidos.push(request.url());
      };
      page.on('console', ouvir);
      page.on('request', pedido);
      await page.goto(`${server.baseUrl}${caminho}`);
      await waitForApp(page);
      await page.getByText(marca).first().waitFor({ timeout: 15_000 });
      page.off('console', ouvir);
      page.off('request', pedido);
      expect(messages, caminho).toEqual([]);
      expect(pedidos, `${caminho}: the page comes with its data`).toEqual([]);
    }
    // Anonymous pages stay cacheable by the browser's rules (no-cache, revalidated).
    expect((await fetch(`${server.baseUrl}/aurora`)).headers.get('cache-control')).toBe('no-cache');
  });

  it("the privacy policy is in the server's HTML, hydrates with no warning nor API request, and its HTML shows through DOMPurify", async () => {
    const page_ = await html('/aurora/pagina/politica-de-privacidade');
    const h1s = page_.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? [];
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toContain('Política de privacidade');
    const texto = mainText(page_);
    expect(texto).toContain('Lei Geral de Proteção de Dados');
    expect(texto).toContain('Os seus direitos');

    const context = await browser.newTestContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const messages: string[] = [];
    const apiRequests: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text()))
        messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    await page.goto(`${server.baseUrl}/aurora/pagina/politica-de-privacidade`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 2, name: 'Os seus direitos' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: 'privacidade@aurora.com.br' }).getAttribute('href')).toBe(
      'mailto:privacidade@aurora.com.br',
    );
    expect(messages).toEqual([]);
    expect(apiRequests, 'the page comes with its data').toEqual([]);
    await screenshot(page, 'pagina-politica-privacidade-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'pagina-politica-privacidade-1280');

    // From the cookie banner to the policy, and a page that is not there.
    const aurora = await context.newPage();
    await aurora.goto(`${server.baseUrl}/aurora`);
    await waitForApp(aurora);
    await aurora.getByRole('link', { name: 'Leia a política de privacidade' }).click();
    await aurora.getByRole('heading', { level: 1, name: 'Política de privacidade' }).waitFor({ timeout: 15_000 });
    expect(new URL(aurora.url()).pathname).toBe('/aurora/pagina/politica-de-privacidade');

    expect(mainText(await html('/aurora/pagina/nao-existe', 404))).toContain('Página não encontrada');
    expect(mainText(await html('/aurora/pagina/tabela-vendedores', 403))).toContain(
      'Esta página não pode ser exibida na loja.',
    );
  });
});
