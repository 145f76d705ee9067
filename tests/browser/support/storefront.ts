/**
 * What the browser tests know about the storefront: its API contract (to read the seeded
 * suppliers) and the page's landmarks. Selectors prefer roles and accessible names; product
 * cards carry `data-testid="product-card"` and `data-product-id`.
 */
import type { BrowserContext, ElementHandle, Locator, Page } from 'playwright-core';
import { CONSENT_COOKIE, NECESSARY_ONLY, encodeConsentCookie } from '#engine/model/consent';
import { anonToken, screenshot } from './browser';

export interface Supplier {
  idfornecedor: string;
  slug: string;
  nome: string;
  tags: string[];
  config: {
    tema: { cor_primaria: string; cor_secundaria: string; cor_auxiliar: string; cor_texto: string };
    seo: {
      title: string;
      subtitle: string | null;
      description: string | null;
      og_image: string | null;
      keywords: string | null;
    };
  };
}

export async function fetchSupplier(baseUrl: string, slug: string): Promise<Supplier> {
  const url = `${baseUrl}/api/v2/app/${anonToken()}/fornecedor?idfornecedor=${encodeURIComponent(slug)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  const list = (await response.json()) as Supplier[];
  const supplier = list.find((candidate) => candidate.slug === slug);
  if (!supplier)
    throw new Error(`The seed has no supplier "${slug}" (GET ${url} → ${JSON.stringify(list).slice(0, 300)})`);
  return supplier;
}

/** The page title the server and the app write: 'title | subtitle' when a subtitle exists. */
export function expectedTitle(supplier: Supplier): string {
  const { title, subtitle } = supplier.config.seo;
  return subtitle ? `${title} | ${subtitle}` : title;
}

/** The product cards of the catalogue grid (not those of carousel rails). */
export function productCards(page: Page): Locator {
  return page.getByTestId('catalogue-grid').getByTestId('product-card');
}

export async function productIds(page: Page): Promise<string[]> {
  return productCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id') ?? ''));
}

/**
 * Waits until the app is live: the server sends the page already rendered, so what is on screen
 * is not yet interactive until React has hydrated it (src/app/app.tsx marks `<html data-app-pronto>`).
 */
export async function waitForApp(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-pronto'), undefined, { timeout });
}

/** Opens a storefront page, waits until the app is live and answers the cookie banner ('Rejeitar todos') when it shows. */
export async function openStorefront(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
  const reject = page.getByRole('button', { name: 'Rejeitar todos' });
  if (await reject.isVisible()) await reject.click();
}

/** Waits until the app is live and the catalogue grid shows at least `count` product cards. */
export async function waitForCards(page: Page, count: number, timeout = 30_000): Promise<void> {
  await waitForApp(page, timeout);
  await page.waitForFunction(
    (min) => document.querySelectorAll('[data-testid="catalogue-grid"] [data-testid="product-card"]').length >= min,
    count,
    { timeout },
  );
}

/** The API answers a server-rendered page carries for hydration (`#storefront-state`), whose key matches. */
export async function embeddedApiAnswers(page: Page, key: RegExp): Promise<unknown[]> {
  const text = await page.evaluate(() => document.getElementById('storefront-state')?.textContent ?? '');
  if (!text) return [];
  const state = JSON.parse(text) as { responses: { key: string; status: number; body: string }[] };
  return state.responses.filter((r) => key.test(r.key) && r.status === 200).map((r) => JSON.parse(r.body) as unknown);
}

/** `#rrggbb` → `rgb(r, g, b)` as getComputedStyle reports colours. */
export function hexToRgb(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => Number.parseInt(part as string, 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The theme contract's primary colour variable (themes/contract.css.ts: `--sf-primary`) as seen by the header. */
export async function headerThemeColour(page: Page, variable = '--sf-primary'): Promise<string> {
  return page
    .getByRole('banner')
    .first()
    .evaluate((header, name) => getComputedStyle(header).getPropertyValue(name).trim().toLowerCase(), variable);
}

/** Every background and text colour painted inside the header (computed, `rgb(...)`). */
export async function headerPaintedColours(page: Page): Promise<string[]> {
  return page
    .getByRole('banner')
    .first()
    .evaluate((header) => {
      const colours = new Set<string>();
      for (const element of [header, ...Array.from(header.querySelectorAll('*'))]) {
        const style = getComputedStyle(element);
        colours.add(style.backgroundColor);
        colours.add(style.color);
      }
      return [...colours];
    });
}

/**
 * Answers ConstruForte's age-over-18 check in advance for this browser context (the necessary
 * cookie the modal's 'Sim' writes), for journeys about something else.
 */
export async function confirmAge(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.addCookies([{ name: 'sf_maioridade', value: '1', url: baseUrl }]);
}

/**
 * Answers the cookie banner in advance for this browser context ('Rejeitar todos': the cookie the
 * banner writes), for a measurement the fixed banner at the bottom must not take part in.
 */
export async function decideConsent(context: BrowserContext, baseUrl: string): Promise<void> {
  const value = encodeConsentCookie({
    status: 'decided',
    preferences: { ...NECESSARY_ONLY },
    decidedAt: new Date().toISOString(),
  });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(value), url: baseUrl }]);
}

/**
 * Opens the header's user menu (a native <details>, its chunk loaded lazily) whose summary greets
 * with `saudacao`, and returns it. It clicks until the menu is open: a click that lands while the
 * page is still settling after a login (the lazy menu replacing its placeholder) can be lost.
 */
export async function openUserMenu(page: Page, saudacao: string, timeout = 30_000): Promise<Locator> {
  await waitForApp(page, timeout);
  const menu = page.locator('header details').filter({ has: page.locator('summary', { hasText: saudacao }) });
  const aberto = () => menu.evaluate((d) => (d as HTMLDetailsElement).open).catch(() => false);
  const limite = Date.now() + timeout;
  while (!(await aberto())) {
    if (Date.now() > limite) throw new Error(`o menu do usuário ("${saudacao}") não abriu em ${timeout} ms`);
    await menu
      .locator('summary')
      .click({ timeout: Math.max(1, limite - Date.now()) })
      .catch(() => undefined);
    await page.waitForTimeout(200);
  }
  return menu;
}

/**
 * Logs a customer in from the header's 'Entrar' (Maria by default): the dialog asks the login,
 * then the password; logging in reloads the page, so this waits for that load, then for the
 * header's greeting.
 */
export async function loginFromHeader(
  page: Page,
  login = 'maria@exemplo.com.br',
  senha = 'maria123',
  saudacao = 'Olá, Maria',
): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('CPF, CNPJ ou e-mail').fill(login);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByLabel('Senha', { exact: true }).fill(senha);
  await Promise.all([
    page.waitForEvent('load', { timeout: 45_000 }),
    dialog.getByRole('button', { name: 'Entrar', exact: true }).click(),
  ]);
  await page.locator('summary', { hasText: saudacao }).waitFor({ timeout: 45_000 });
  // The reloaded page is live (hydrated) before the journey goes on: the greeting is in the
  // server's HTML, so it shows before the page answers.
  await waitForApp(page, 45_000);
}

/**
 * Opens, from a search (`{shopUrl}/busca?q=`), the page of the first product whose card matches
 * `nome`, and returns the product page's article once its h1 is there. Waiting for the h1 alone is
 * not enough: the search page's own h1, 'Resultados para “Café”', can match `nome` too, and a click
 * there, as the page changes, is lost (found with CPU_THROTTLE=4).
 */
export async function openProductFromSearch(
  page: Page,
  shopUrl: string,
  busca: string,
  nome: RegExp,
): Promise<Locator> {
  await openStorefront(page, `${shopUrl}/busca?q=${encodeURIComponent(busca)}`);
  await page
    .locator('[data-testid="product-card"]')
    .filter({ hasText: nome })
    .first()
    .getByRole('link')
    .first()
    .click();
  await page.waitForURL(/\/produto\//);
  const produto = page.locator('article').filter({ has: page.getByRole('heading', { level: 1, name: nome }) });
  await produto.waitFor();
  return produto;
}

/**
 * Adds to the cart the first product of a search whose card matches `nome`, from its own page
 * (its own button: the similar products below have theirs), and closes the cart panel
 * ('CONTINUAR COMPRANDO'). For a logged-in client it returns once the server has the cart (its
 * save, 1 s after the change, answered): a page then loaded afresh, as the journeys open the cart
 * page, is rendered from the server's cart. (With reduced motion the panel closes at once; the
 * 400 ms of its closing had hidden that wait.)
 */
export async function addFromSearch(page: Page, shopUrl: string, busca: string, nome: RegExp): Promise<void> {
  const produto = await openProductFromSearch(page, shopUrl, busca, nome);
  const logado = (await page.locator('header summary', { hasText: /^Olá, / }).count()) > 0;
  const salvo = logado
    ? page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/cart') && r.request().method() === 'POST' && r.ok(),
        { timeout: 30_000 },
      )
    : null;
  await produto.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Seu carrinho' });
  await panel.getByRole('button', { name: 'CONTINUAR COMPRANDO' }).click();
  await panel.waitFor({ state: 'detached' });
  await salvo;
}

/** Screenshots `{name}-1280` and `{name}-390` (a phone's width), then back to 1280 × 900. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Chooses a radio (`opcao`) as a shopper does: one click, then the choice shown (up to 5 s, read
 * from the input element itself, not through the accessibility tree: a choice may open a modal
 * dialog, which hides the page behind it from that tree). One click only: a shopper taps once, so
 * a tap that does not take is a failure of the page, and this fails, naming the option, its group's
 * state and any open dialog.
 *
 * CI twice saw a checkout radio unchecked after its click. The cause was the page: after the
 * heading 'Entrega e pagamento' showed, the options moved down as the server's answers arrived
 * (the cart's rows, the order instructions, the delivery options), and a click whose mouse-up came
 * after a move landed elsewhere (Playwright checks the target on the first event of a click only).
 * The checkout now shows its options once they are laid out for good
 * (tests/browser/checkout-estavel.test.ts), and this helper no longer clicks twice.
 */
export async function escolherOpcao(opcao: Locator): Promise<void> {
  const input = await opcao.elementHandle();
  if (!input) throw new Error(`A opção ${String(opcao)} não está na página.`);
  const antes = opcao.page().url();
  await opcao.click();
  if (await marcadaEm(opcao, input, 5_000, antes)) return;
  const pagina = opcao.page();
  const nome = await input.getAttribute('name').catch(() => null);
  const grupo = nome
    ? await pagina
        .locator(`input[name="${nome}"]`)
        .evaluateAll((os) => os.map((o) => `${(o as HTMLInputElement).value}=${(o as HTMLInputElement).checked}`))
    : [];
  const dialogos = await pagina.locator('[role="dialog"], [role="alertdialog"]').allInnerTexts();
  throw new Error(
    `escolherOpcao: o clique em ${String(opcao)} não marcou a opção em 5 s (grupo ${nome ?? '?'}: ${grupo.join(', ')}; diálogos abertos: ${JSON.stringify(dialogos)})`,
  );
}

/**
 * Whether the input is checked within `ms`: the element clicked, or, if React replaced it, the one
 * the locator finds now. A choice that takes the shopper to another page (an address served by
 * other shops opens the store selection) took too: the page's URL is no longer `url`.
 */
async function marcadaEm(opcao: Locator, input: ElementHandle, ms: number, url: string): Promise<boolean> {
  const ate = Date.now() + ms;
  const marcada = (el: Element) => (el as HTMLInputElement).checked;
  for (;;) {
    if (opcao.page().url() !== url) return true;
    const ligada = await input.evaluate((el) => el.isConnected).catch(() => false);
    const agora = ligada
      ? await input.evaluate(marcada).catch(() => false)
      : await opcao.evaluate(marcada, undefined, { timeout: 500 }).catch(() => false);
    if (agora) return true;
    if (Date.now() > ate) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits for a map's first tile (`ui/mapa`), as a shopper waits for the map to show. When the map
 * gave way to its 'Mapa indisponível no momento' message instead (no tile within its time), fails
 * at once and says so, rather than after the whole wait. The wait is longer than the map's own
 * (30 s for Leaflet's code, then 8 s for a tile), so the map always answers first; should neither
 * come, the failure says how far the map got (Leaflet started, tiles asked for, tiles loaded).
 */
export async function esperarMapa(mapa: Locator, arredores: Locator, timeout = 45_000): Promise<void> {
  const tile = mapa.locator('img.leaflet-tile-loaded').first();
  const indisponivel = arredores.getByText(/^Mapa indisponível no momento/);
  await tile
    .or(indisponivel)
    .first()
    .waitFor({ timeout })
    .catch(async (error: unknown) => {
      const estado = await mapa
        .evaluate((caixa) => ({
          leaflet: caixa.classList.contains('leaflet-container'),
          tiles: caixa.querySelectorAll('img.leaflet-tile').length,
          carregados: caixa.querySelectorAll('img.leaflet-tile-loaded').length,
          texto: caixa.textContent?.trim().slice(0, 80) ?? '',
          // Leaflet's stylesheet applied: its panes are absolutely placed.
          estilo: (() => {
            const pane = caixa.querySelector('.leaflet-pane');
            return pane ? getComputedStyle(pane).position : 'sem painel';
          })(),
        }))
        .catch((e: unknown) => `o mapa não está na página (${String(e)})`);
      throw new Error(`${String(error)}\nO mapa, ao fim da espera: ${JSON.stringify(estado)}`);
    });
  if ((await indisponivel.count()) > 0) {
    throw new Error(
      `o mapa deu lugar à mensagem '${await indisponivel.first().innerText()}' em vez de mostrar os tiles`,
    );
  }
}
