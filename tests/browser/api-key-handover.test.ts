/**
 * API-key login and the login-token handover, as a person sees them (issue 9, items 7 and 8):
 * - the shop opened with `?api_key=…&id_erp_usuario=…` lands logged in, and the key is gone from
 *   the address bar; a wrong key opens the login with the server's message;
 * - a user logged in at `127.0.0.1/aurora` (a platform host) is handed over to
 *   `aurora.localhost` (the supplier's domain, same port) and is logged in there; the
 *   login-token URL opened a second time logs no one in (the error screen passes axe).
 * - a new visitor who opens `localhost:PORT/aurora` lands on `aurora.localhost` (the shop lives on
 *   one host): one cookie banner in the whole visit, and after a login there, the platform address
 *   opens a logged-in cart (issue 35, item 3).
 * The server runs with DOMAIN_HANDOVER=true (the other journeys turn it off).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from '#server/db/seed/demo-api-keys';
import { screenshot, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { addFromSearch, loginFromHeader, waitForApp } from './support/storefront';

const DEMO = DEMO_API_KEYS[0]!;
const { server, browser } = useOwnServer({ env: { DOMAIN_HANDOVER: 'true' } });

describe('API-key login from the entry URL', () => {
  it('lands logged in on the supplier domain, with the key gone from the address bar', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const enderecos: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) enderecos.push(frame.url());
    });
    try {
      const origem = `http://aurora.localhost:${server.port}`;
      await page.goto(`${origem}/aurora?api_key=${DEMO.chave}&id_erp_usuario=${DEMO.id_erp_usuario}`);
      await waitForApp(page);
      await expect.poll(() => page.url(), { timeout: 5000 }).not.toContain('api_key');
      await page.locator('summary', { hasText: 'Olá, Maria' }).waitFor({ timeout: 15_000 });
      expect(page.url()).toBe(`${origem}/aurora`);
      expect(enderecos.at(-1)).not.toContain(DEMO.chave);
      expect(server.output()).not.toContain(DEMO.chave);
    } finally {
      await context.close();
    }
  });

  it('a wrong key opens the login with the server message', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const page = await context.newPage();
    try {
      await page.goto(
        `http://aurora.localhost:${server.port}/aurora?api_key=sfk_chave_errada_de_teste_123&id_erp_usuario=${DEMO.id_erp_usuario}`,
      );
      await waitForApp(page);
      await expect.poll(() => page.url(), { timeout: 5000 }).not.toContain('api_key');
      const dialogo = page.getByRole('dialog', { name: 'Entrar' });
      await dialogo.waitFor({ timeout: 15_000 });
      await expect.poll(() => dialogo.textContent()).toContain('Chave de API inválida para este fornecedor e usuário.');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'api-key-erro-390');
    } finally {
      await context.close();
    }
  });
});

describe('login-token handover to the supplier domain', () => {
  it('hands a session from 127.0.0.1 over to aurora.localhost; the URL opens nothing a second time', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const loginTokens: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/login-token/')) loginTokens.push(request.url());
    });
    try {
      // Log in through the API on 127.0.0.1 (the session cookie for that host), then open the shop there.
      const login = await page.request.post(
        `${server.baseUrl}/api/v1/app/anon-00000000000000000000000000000000/usuario/autenticar`,
        {
          data: {
            cpf: 'maria@exemplo.com.br',
            senha: 'maria123',
            idfornecedor: '3f6c1d52-7a0e-4b8f-9c21-5e4d8a7b1c01',
          },
        },
      );
      expect(login.status()).toBe(200);
      const { token } = (await login.json()) as { token: string };
      await context.addCookies([{ name: 'sf_token', value: token, url: server.baseUrl }]);
      await page.goto(`${server.baseUrl}/aurora/busca?q=cafe`);
      await waitForApp(page);
      expect(page.url()).toBe(`http://aurora.localhost:${server.port}/aurora/busca?q=cafe`);
      await page.locator('summary', { hasText: 'Olá, Maria' }).waitFor({ timeout: 15_000 });
      expect(loginTokens).toHaveLength(1);
      expect(loginTokens[0]).toMatch(
        new RegExp(
          `^http://aurora\\.localhost:${server.port}/aurora/login-token/[A-Za-z0-9_-]{43}/maria%40exemplo\\.com\\.br$`,
        ),
      );
      await screenshot(page, 'handover-aurora-localhost-1280');

      // The same URL in a fresh browser: not logged in, the spec's message.
      const outro = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
      const segunda = await outro.newPage();
      await segunda.goto(loginTokens[0]!);
      await waitForApp(segunda);
      expect(segunda.url()).toBe(`http://aurora.localhost:${server.port}/aurora/erro/login-token`);
      await segunda.getByRole('heading', { level: 1, name: 'Falha ao logar usuário vai token' }).waitFor();
      expect(await segunda.locator('main').textContent()).toContain(
        'Não foi possível autenticar via token de redirecionamento...',
      );
      expect(await segunda.locator('summary', { hasText: 'Olá, Maria' }).count()).toBe(0);
      expect(await seriousAxeViolations(segunda)).toEqual([]);
      await screenshot(segunda, 'handover-erro-390');
      await segunda.setViewportSize({ width: 1280, height: 900 });
      await screenshot(segunda, 'handover-erro-1280');
      await outro.close();
      expect(server.output()).not.toContain(loginTokens[0]!.split('/')[5]!);
    } finally {
      await context.close();
    }
  });
});

describe('one visit across the platform address and the shop domain (issue 35, item 3)', () => {
  it('a visitor of localhost/aurora is on aurora.localhost: one cookie banner, and a logged-in cart after the login', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const plataforma = `http://localhost:${server.port}`;
    const dominio = `http://aurora.localhost:${server.port}`;
    let banners = 0;
    /** Opens `url`, waits for the live app, and counts the cookie banner if this page shows it. */
    const abrir = async (url: string) => {
      await page.goto(url);
      await waitForApp(page);
      banners += await page.getByTestId('cookie-banner').count();
    };
    try {
      await abrir(`${plataforma}/aurora`);
      expect(page.url()).toBe(`${dominio}/aurora`);
      expect(banners).toBe(1);
      await page.getByRole('button', { name: 'Aceitar todos' }).click();
      await page.getByTestId('cookie-banner').waitFor({ state: 'detached' });

      await loginFromHeader(page);
      expect(new URL(page.url()).host).toBe(`aurora.localhost:${server.port}`);
      await addFromSearch(page, `${dominio}/aurora`, 'Café', /Café/);

      // Back to the platform address, as a bookmark or the README's link opens it: the same
      // logged-in visit on the shop's domain, no second question about cookies.
      await abrir(`${plataforma}/aurora/carrinho`);
      expect(page.url()).toBe(`${dominio}/aurora/carrinho`);
      await page.locator('summary', { hasText: 'Olá, Maria' }).waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
      await expect
        .poll(() => page.locator('[data-testid="cart-line"]').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).count()).toBe(0);
      await abrir(`${plataforma}/aurora`);
      expect(page.url()).toBe(`${dominio}/aurora`);
      expect(banners).toBe(1);
      await screenshot(page, 'dominio-uma-visita-390');
    } finally {
      await context.close();
    }
  });
});
