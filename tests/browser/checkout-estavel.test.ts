/**
 * The checkout's options stay where they are (the cause of the journeys' 'radio not checked the
 * instant after its click', CI twice): a tap takes when the option under the finger is still there
 * when the finger lifts. Before, on Aurora's cart page, after the heading 'Entrega e pagamento'
 * showed, 'Retirar na loja' moved down 203 px (the server's cart: the coupon's row, the
 * subscription choice) then 178 px (the order instructions), and the payment methods 176 px more
 * (the delivery options); choosing another address hid the delivery options while they reloaded,
 * moving the payment methods up and down again. With CPU_THROTTLE=4 all of it landed in the first
 * 1.5 s, when the journeys click.
 *
 * Now a client's cart and the checkout's options come with the page (src/app/route-models.ts: the
 * server prepares them and the browser hydrates the same), so the options are laid out once, from
 * the start. Here every answer the page could ask for is slowed down, each by a different time, so
 * that whatever is asked lands one after another (the page's own cart load once live, a reload of
 * the delivery options); every radio's place is sampled each frame from its first appearance, and
 * none may move but for the shopper's own choice. A server of its own: Maria's cart.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './support/browser';
import { useOwnServer } from './support/setup';
import { addFromSearch, escolherOpcao, loginFromHeader, openStorefront } from './support/storefront';

const { server, browser } = useOwnServer();

/**
 * Records, each animation frame, where every radio is (page coordinates) and every move of one
 * that was already there: `window.__movimentos`. A string, not a function: the page must run it as
 * written (a transpiled function can call helpers the page does not have).
 */
const REGISTRAR_MOVIMENTOS = `(() => {
  window.__movimentos = [];
  const antes = new Map();
  const amostrar = () => {
    for (const input of document.querySelectorAll('input[type=radio]')) {
      const chave = input.name + '=' + input.value;
      const r = input.getBoundingClientRect();
      const agora = Math.round(r.x) + ',' + Math.round(r.y + window.scrollY);
      const anterior = antes.get(chave);
      if (anterior !== undefined && anterior !== agora) window.__movimentos.push(chave + ': ' + anterior + ' -> ' + agora);
      antes.set(chave, agora);
    }
    requestAnimationFrame(amostrar);
  };
  requestAnimationFrame(amostrar);
})();`;

const movimentos = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __movimentos: string[] }).__movimentos.splice(0));

/** Delays the answers of the calls whose path matches, by `ms`. */
async function atrasar(page: Page, caminho: RegExp, ms: number): Promise<void> {
  await page.route(
    (url) => caminho.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

describe('the checkout options stay put', () => {
  it("no option moves from the page's first paint, nor while the delivery options reload for another address", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await openStorefront(page, `${server.baseUrl}/aurora`);
    await loginFromHeader(page);
    await addFromSearch(page, `${server.baseUrl}/aurora`, 'Queijo Minas Frescal', /Queijo Minas Frescal/);

    await page.addInitScript(REGISTRAR_MOVIMENTOS);
    await atrasar(page, /\/usuario\/\d+\/cart$/, 600);
    await atrasar(page, /\/formas-pagamento$/, 900);
    await atrasar(page, /\/enderecos$/, 1200);
    await atrasar(page, /\/custom-content\//, 1500);
    await atrasar(page, /\/caracteristica-(cliente|pedido)\//, 1800);
    await atrasar(page, /\/formas-entrega\//, 2100);
    const formasEntrega = () =>
      page.waitForResponse((r) => /\/formas-entrega\//.test(new URL(r.url()).pathname), { timeout: 30_000 });
    const pedidas: string[] = [];
    page.on('request', (r) => pedidas.push(new URL(r.url()).pathname));
    const carrinhoRecarregado = page.waitForResponse(
      (r) => /\/usuario\/\d+\/cart$/.test(new URL(r.url()).pathname) && r.request().method() === 'GET',
      { timeout: 30_000 },
    );
    await openStorefront(page, `${server.baseUrl}/aurora/carrinho`);
    await page.getByRole('radio', { name: /^Pix/ }).waitFor({ timeout: 30_000 });
    // Laid out from the server's answers: none of the options was asked by the browser.
    expect(pedidas.filter((p) => /formas-entrega|formas-pagamento|enderecos$|caracteristica-/.test(p))).toEqual([]);
    // The page's own cart load once live (slowed) lands; a second more for anything it sets off (the map).
    await carrinhoRecarregado;
    await page.getByTestId('instrucoes-pedido').getByText('Antes de enviar o seu pedido:').waitFor();
    await page.waitForTimeout(1000);
    expect(await movimentos(page)).toEqual([]);

    // Another address: the delivery options are asked again (slowed down) and stay in place, disabled, meanwhile.
    const recarregadas = formasEntrega();
    await escolherOpcao(page.getByRole('radio', { name: /^Trabalho/ }));
    await expect.poll(() => page.locator('input[name="idformaentrega"]').first().isDisabled()).toBe(true);
    await recarregadas;
    await expect.poll(() => page.locator('input[name="idformaentrega"]').first().isDisabled()).toBe(false);
    await page.waitForTimeout(500);
    expect(await movimentos(page)).toEqual([]);
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  }, 120_000);
});
