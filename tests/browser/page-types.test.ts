/**
 * Every page type of the route table (schemas/page-types.ts) renders on the server and hydrates:
 * for each one, the HTML the server sends (with the customer's cookies where the page is a
 * customer's) has the page's one h1 and its blocks' text, readable without JavaScript; the page
 * hydrates with no hydration warning nor console error; and where the server prepares the page's
 * data (catalogue, product, orders, static page), the page reads the same after hydration.
 */
import type { BrowserContext, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TYPE_NAMES, PAGE_TYPES } from '#schemas/page-types';
import type { PageTypeName } from '#schemas/page-types';
import { screenshot } from './support/browser';
import { useSharedServer } from './support/setup';
import { loginFromHeader, waitForApp } from './support/storefront';

const { server, browser } = useSharedServer();

interface Visit {
  path: string;
  /** Maria (customer) is logged in. */
  customer: boolean;
  /** Text the server's HTML must carry (besides the h1). */
  text: RegExp;
}

/** A URL of each page type on Aurora, as a new visitor or Maria would open it (the README's demo data). */
const VISITS: Record<PageTypeName, Visit> = {
  home: { path: '/aurora', customer: false, text: /Adicionar ao carrinho/ },
  categoria: { path: 'categoria:aurora', customer: false, text: /R\$/ },
  busca: { path: '/aurora/busca?q=caf%C3%A9', customer: false, text: /caf/i },
  produto: { path: 'produto:aurora', customer: false, text: /R\$/ },
  carrinho: { path: '/aurora/carrinho', customer: true, text: /Carrinho|carrinho/ },
  pedidos: { path: '/aurora/pedidos', customer: true, text: /100001/ },
  pedido: { path: '/aurora/pedidos/100001', customer: true, text: /100001/ },
  submissao: { path: '/aurora/submissao/100001', customer: true, text: /100001/ },
  'minha-conta': { path: '/aurora/minha-conta', customer: true, text: /529\.982\.247-25/ },
  'alterar-dados': { path: '/aurora/minha-conta/alterar-dados', customer: true, text: /Nome completo/ },
  'alterar-email-senha': { path: '/aurora/minha-conta/alterar-email-senha', customer: true, text: /[Ss]enha/ },
  usuarios: { path: '/aurora/minha-conta/usuarios', customer: true, text: /[Uu]su[áa]rio/ },
  enderecos: { path: '/aurora/minha-conta/enderecos', customer: true, text: /[Ee]ndere[çc]o/ },
  cupons: { path: '/aurora/minha-conta/cupons', customer: true, text: /[Cc]upo/ },
  faturas: { path: '/aurora/minha-conta/faturas', customer: true, text: /NF 4512/ },
  'trocar-cliente': { path: '/aurora/minha-conta/trocar-cliente', customer: true, text: /[Cc]liente/ },
  lojas: { path: '/aurora/lojas', customer: true, text: /[Ll]oja/ },
  'pedido-rapido': { path: '/aurora/pedido-rapido', customer: false, text: /[Pp]edido r[áa]pido/ },
  pagina: { path: '/aurora/pagina/politica-de-privacidade', customer: false, text: /[Pp]rivacidade/ },
  login: { path: '/aurora/login', customer: false, text: /Entrar/ },
  'redefinir-senha': { path: '/aurora/redefinir-senha/codigo-de-teste', customer: false, text: /[Ss]enha/ },
};

/**
 * The page types whose data the server prepares: they read the same before and after hydration
 * (not the home page, whose banner carousel moves on once it is live).
 */
const SAME_AFTER_HYDRATION = new Set<PageTypeName>(
  PAGE_TYPE_NAMES.filter((name) => PAGE_TYPES[name].preload !== undefined && name !== 'home'),
);

let anonymous: BrowserContext;
let customer: BrowserContext;

beforeAll(async () => {
  anonymous = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  customer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const page = await customer.newPage();
  await page.goto(`${server.baseUrl}/aurora`);
  await waitForApp(page);
  await loginFromHeader(page);
  await page.close();
}, 120_000);

afterAll(async () => {
  await Promise.all([anonymous?.close(), customer?.close()]);
});

/** The first link of a kind on a supplier's home page, as the server renders it. */
async function firstLink(kind: string, slug: string): Promise<string> {
  const home = await (await fetch(`${server.baseUrl}/${slug}`)).text();
  const match = new RegExp(`href="(/${slug}/${kind}/(?!ofertas")[^"?]+)"`).exec(home);
  if (!match?.[1]) throw new Error(`The server-rendered /${slug} links to no ${kind}.`);
  return match[1];
}

async function pathOf(visit: Visit): Promise<string> {
  const [kind, slug] = visit.path.split(':');
  return slug ? firstLink(kind as string, slug) : visit.path;
}

/** The text of the HTML's <main>, tags dropped. */
function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

it('covers every page type of the route table', () => {
  expect(Object.keys(VISITS).sort()).toEqual([...PAGE_TYPE_NAMES].sort());
});

describe.each(PAGE_TYPE_NAMES)('page type %s', (pageType) => {
  const visit = VISITS[pageType];

  it('is rendered on the server, readable without JavaScript, and hydrates with no warning', async () => {
    const context = visit.customer ? customer : anonymous;
    const url = `${server.baseUrl}${await pathOf(visit)}`;

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
      await page.goto(url);
      await waitForApp(page);
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
