/**
 * Addresses, as Maria keeps them (issue 12, item 1): logged in at Aurora, she opens 'Meus
 * endereços' from the account menu and sees her two demo addresses (Casa, the primary, and
 * Trabalho); adds one by CEP (the server asks a local fake of ViaCEP started here, which fills
 * rua, bairro, cidade and UF), edits it, makes it the primary one and deletes Trabalho (with a
 * confirmation). With the CEP provider down, the form says so in pt-BR and an address typed by
 * hand is saved. Screenshots at 1280 and 390 px; axe on the page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeViaCep, type FakeViaCep } from '#server/testing/fake-viacep';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { esperarMapa, loginFromHeader, openStorefront, openUserMenu, waitForApp } from './support/storefront';
import { startTileServer, type TileServer } from './support/tiles';

let viacep: FakeViaCep | undefined;
let tiles: TileServer | undefined;

// The fake provider and the tiles first (their hooks are registered before the server's: they close after the server stops).
// Its own server: the provider's URL is an environment variable, and the journey changes Maria's addresses.
beforeAll(async () => {
  viacep = await startFakeViaCep();
  tiles = await startTileServer();
});
afterAll(async () => {
  await viacep?.close();
  await tiles?.close();
});
const { server, browser } = useOwnServer({
  env: () => ({ CEP_PROVIDER_URL: viacep!.url, CEP_TIMEOUT_MS: '3000', MAP_TILE_URL: tiles!.modelo }),
});

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

/** The names of the listed addresses, in order, with ' (Principal)' on the primary one. */
async function nomes(page: Page): Promise<string[]> {
  const itens = page.locator('li[data-endereco]');
  return (await itens.locator('h3').allTextContents()).map((t) => t.replace(/Principal$/, ' (Principal)').trim());
}

describe('addresses', () => {
  it('lists, adds by CEP, edits, makes primary and deletes; with the CEP provider down, manual entry still works', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // Log in as Maria.
    await open(page, '/aurora');
    // The login reloads the page (every slice starts over under the session): it waits for that load,
    // or the menu below would be opened on the page that is going away.
    await loginFromHeader(page);
    await waitForApp(page);

    // The account menu leads to 'Meus endereços'.
    const menu = await openUserMenu(page, 'Olá, Maria', 45_000);
    await menu.getByRole('link', { name: 'Meus endereços' }).click();
    await page.waitForURL((url) => url.pathname === '/aurora/minha-conta/enderecos');
    await page.getByRole('heading', { level: 1, name: 'Meus endereços' }).waitFor();
    await expect.poll(() => nomes(page), { timeout: 15_000 }).toEqual(['Casa (Principal)', 'Trabalho']);
    expect(await page.locator('li[data-endereco="1"]').textContent()).toContain(
      'Rua Barão de Jaguara, 1024 - Apto 52 - Centro, Campinas - SP, 13015-002',
    );
    // Only a city or a neighbourhood: the store selection's entry, one link away.
    expect(await page.getByRole('link', { name: 'Usar apenas cidade ou bairro' }).getAttribute('href')).toBe(
      '/aurora/lojas',
    );

    // Add by CEP: the lookup fills rua, bairro, cidade and UF.
    await page.getByRole('button', { name: 'Adicionar endereço' }).click();
    const form = page.getByRole('form', { name: 'Novo endereço' });
    await form.getByLabel('CEP').fill('13083970');
    await expect
      .poll(() => form.getByLabel('Rua').inputValue(), { timeout: 15_000 })
      .toBe('Rua Sérgio Buarque de Holanda');
    expect(await form.getByLabel('CEP').inputValue()).toBe('13083-970');
    expect(await form.getByLabel('Bairro').inputValue()).toBe('Cidade Universitária');
    expect(await form.getByLabel('Cidade').inputValue()).toBe('Campinas');
    expect(await form.getByLabel('Estado (UF)').inputValue()).toBe('SP');
    await form.getByRole('status').filter({ hasText: 'Endereço encontrado' }).waitFor();
    expect(viacep!.consultados).toContain('13083970');
    // Without the number: the field says why, and the message is tied to it.
    await form.getByRole('button', { name: 'Salvar endereço' }).click();
    const numero = form.getByLabel('Número');
    await expect.poll(() => numero.getAttribute('aria-invalid')).toBe('true');
    // The focus is on the field to correct.
    await expect.poll(() => numero.evaluate((el) => el === document.activeElement)).toBe(true);
    const descrito = (await numero.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${descrito.split(' ').at(-1)}"]`).textContent()).toBe('Informe o número (ou S/N).');
    await numero.fill('251');
    await form.getByLabel('Apelido (opcional)').fill('Faculdade');
    // Who receives there (issue 34): the recipient and the phone (masked as typed); the WhatsApp opt-in starts unticked.
    const quem = form.getByRole('group', { name: 'Quem recebe' });
    await quem.getByLabel('Nome de quem recebe (opcional)').fill('Ana Souza');
    await quem.getByLabel('Telefone para a entrega (opcional)').pressSequentially('1932345678');
    expect(await quem.getByLabel('Telefone para a entrega (opcional)').inputValue()).toBe('(19) 3234-5678');
    expect(await quem.getByRole('checkbox').isChecked()).toBe(false);
    await screenshot(page, 'addresses-form-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'addresses-form-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole('button', { name: 'Salvar endereço' }).click();
    await page.getByRole('status').filter({ hasText: 'Endereço cadastrado.' }).waitFor();
    await expect.poll(() => nomes(page)).toEqual(['Casa (Principal)', 'Trabalho', 'Faculdade']);
    expect(await page.locator('li[data-endereco]').filter({ hasText: 'Faculdade' }).textContent()).toContain(
      'Quem recebe: Ana Souza · (19) 3234-5678',
    );

    // The server stored the CEP without the hyphen.
    const token = (await context.cookies()).find((c) => c.name === 'sf_token')?.value ?? '';
    const lista = (await (await page.request.get(`${server.baseUrl}/api/v1/app/${token}~1/enderecos`)).json()) as {
      enderecos: {
        apelido: string;
        cep: string;
        destinatario: string | null;
        telefone: string | null;
        whatsapp: boolean;
      }[];
    };
    expect(lista.enderecos.find((e) => e.apelido === 'Faculdade')).toMatchObject({
      cep: '13083970',
      destinatario: 'Ana Souza',
      telefone: '1932345678',
      whatsapp: false,
    });

    // Edit it.
    await page.getByRole('button', { name: 'Editar Faculdade' }).click();
    const edicao = page.getByRole('form', { name: 'Editar endereço' });
    expect(await edicao.getByLabel('Número').inputValue()).toBe('251');
    await edicao.getByLabel('Número').fill('300');
    await edicao.getByLabel('Complemento (opcional)').fill('Bloco B');
    await edicao.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByRole('status').filter({ hasText: 'Endereço atualizado.' }).waitFor();
    await expect
      .poll(() => page.locator('li[data-endereco]').filter({ hasText: 'Faculdade' }).textContent())
      .toContain('Rua Sérgio Buarque de Holanda, 300 - Bloco B - Cidade Universitária, Campinas - SP, 13083-970');

    // Make it the primary one.
    await page.getByRole('button', { name: 'Tornar principal: Faculdade' }).click();
    await page.getByRole('status').filter({ hasText: '"Faculdade" agora é o seu endereço principal.' }).waitFor();
    await expect.poll(() => nomes(page)).toEqual(['Faculdade (Principal)', 'Casa', 'Trabalho']);

    // Delete Trabalho, after the confirmation.
    await page.getByRole('button', { name: 'Excluir Trabalho' }).click();
    await page
      .getByRole('group', { name: 'Excluir Trabalho' })
      .getByRole('button', { name: 'Confirmar exclusão' })
      .click();
    await page.getByRole('status').filter({ hasText: 'Endereço excluído.' }).waitFor();
    await expect.poll(() => nomes(page)).toEqual(['Faculdade (Principal)', 'Casa']);

    // After a reload the list is the server's.
    await open(page, '/aurora/minha-conta/enderecos');
    await expect.poll(() => nomes(page), { timeout: 15_000 }).toEqual(['Faculdade (Principal)', 'Casa']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'addresses-list-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'addresses-list-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The CEP provider cannot be reached: the message says so, typing the address still works.
    await viacep!.close();
    await page.getByRole('button', { name: 'Adicionar endereço' }).click();
    const manual = page.getByRole('form', { name: 'Novo endereço' });
    await manual.getByLabel('CEP').fill('13015-002');
    await manual
      .getByRole('status')
      .filter({ hasText: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.' })
      .waitFor({ timeout: 15_000 });
    await manual.getByLabel('Rua').fill('Rua Barão de Jaguara');
    await manual.getByLabel('Número').fill('80');
    await manual.getByLabel('Bairro').fill('Centro');
    await manual.getByLabel('Cidade').fill('Campinas');
    await manual.getByLabel('Estado (UF)').selectOption('SP');
    await manual.getByLabel('Apelido (opcional)').fill('Loja');
    await screenshot(page, 'addresses-cep-down-1280');
    await manual.getByRole('button', { name: 'Salvar endereço' }).click();
    await page.getByRole('status').filter({ hasText: 'Endereço cadastrado.' }).waitFor();
    await expect.poll(() => nomes(page)).toEqual(['Faculdade (Principal)', 'Casa', 'Loja']);

    // Only the lookup the provider could not answer (502, expected) was logged.
    expect(errors.filter((e) => !/\/cep\/13015002|502 \(Bad Gateway\)/.test(e))).toEqual([]);
    await context.close();
  }, 180_000);

  it('sets the place with the map pin (or typed coordinates); with no tiles the map gives way to the coordinate fields', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page);
    await waitForApp(page);
    await open(page, '/aurora/minha-conta/enderecos');
    // The list is there (the page has hydrated) before the form is opened.
    await page.locator('li[data-endereco]').first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Adicionar endereço' }).click();
    const form = page.getByRole('form', { name: 'Novo endereço' });
    // The map opens on Aurora's store with its tiles; a click puts the pin there and fills the fields.
    const mapa = form.getByTestId('mapa-endereco');
    await esperarMapa(mapa, form);
    expect(tiles!.servidos).toBeGreaterThan(0);
    await mapa.click({ position: { x: 60, y: 60 } });
    await expect.poll(() => form.getByLabel('Latitude').inputValue()).not.toBe('');
    const lat = Number((await form.getByLabel('Latitude').inputValue()).replace(',', '.'));
    const lng = Number((await form.getByLabel('Longitude').inputValue()).replace(',', '.'));
    // North-west of the centre (Aurora's store at -22.9329, -47.0738), as clicked.
    expect(lat).toBeGreaterThan(-22.9329);
    expect(lng).toBeLessThan(-47.0738);
    await screenshot(page, 'addresses-map-1280');
    await form.getByLabel('CEP').fill('13015-002');
    await form.getByLabel('Rua').fill('Rua Barão de Jaguara');
    await form.getByLabel('Número').fill('12');
    await form.getByLabel('Bairro').fill('Centro');
    await form.getByLabel('Cidade').fill('Campinas');
    await form.getByLabel('Estado (UF)').selectOption('SP');
    await form.getByLabel('Apelido (opcional)').fill('Depósito');
    await form.getByRole('button', { name: 'Salvar endereço' }).click();
    await page.getByRole('status').filter({ hasText: 'Endereço cadastrado.' }).waitFor();
    const token = (await context.cookies()).find((c) => c.name === 'sf_token')?.value ?? '';
    const lista = (await (await page.request.get(`${server.baseUrl}/api/v1/app/${token}~1/enderecos`)).json()) as {
      enderecos: { apelido: string; lat: number | null; lng: number | null }[];
    };
    const salvo = lista.enderecos.find((e) => e.apelido === 'Depósito');
    expect(salvo?.lat).toBeCloseTo(lat, 5);
    expect(salvo?.lng).toBeCloseTo(lng, 5);

    // No tile server: the map says so and gives way to the coordinates, which can be typed.
    await tiles!.close();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/aurora/minha-conta/enderecos');
    await page.locator('li[data-endereco]').first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Editar Depósito' }).click();
    const edicao = page.getByRole('form', { name: 'Editar endereço' });
    await edicao.getByRole('status').filter({ hasText: 'Mapa indisponível no momento.' }).waitFor({ timeout: 20_000 });
    expect(await edicao.getByTestId('mapa-endereco').count()).toBe(0);
    await edicao.getByLabel('Latitude').fill('-22,9');
    await edicao.getByLabel('Longitude').fill('abc');
    await edicao.getByLabel('Latitude').focus();
    await edicao.getByText('Use um número entre -90 e 90').waitFor();
    await edicao.getByLabel('Longitude').fill('-47,06');
    await edicao.getByLabel('Latitude').focus();
    await screenshot(page, 'addresses-map-down-390');
    await edicao.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByRole('status').filter({ hasText: 'Endereço atualizado.' }).waitFor();
    const depois = (await (await page.request.get(`${server.baseUrl}/api/v1/app/${token}~1/enderecos`)).json()) as {
      enderecos: { apelido: string; lat: number | null; lng: number | null }[];
    };
    expect(depois.enderecos.find((e) => e.apelido === 'Depósito')).toMatchObject({ lat: -22.9, lng: -47.06 });
    // Expected: the CEP lookup the closed provider could not answer (the first journey closed it), the tiles refused.
    expect(errors.filter((e) => !/\/cep\/13015002|502 \(Bad Gateway\)|ERR_CONNECTION_REFUSED|\.png/.test(e))).toEqual(
      [],
    );
    await context.close();
  }, 180_000);
});
