/**
 * The strict Content-Security-Policy in a real browser: the provider's home and the home pages of
 * both suppliers load with the CSP on (scripts from this origin only, the configuration as a JSON
 * data block), the cookie preferences dialog opens (it injects styles), and the browser reports no
 * CSP violation (`securitypolicyviolation`) and no console error — not even the sanitizer's canary
 * (ui/safe-html/sanitize.ts tests DOMPurify with a made-up `on…` attribute, which no CSP blocks).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './support/browser';
import { useSharedServer } from './support/setup';
import { waitForCards } from './support/storefront';

const { server, browser } = useSharedServer();

/** The console errors, less failed HTTP answers (reported by the violations, or not errors of the page). */
function errosDoConsole(erros: string[]): string[] {
  return erros.filter((e) => !e.startsWith('HTTP '));
}

interface Observada {
  page: Page;
  erros: string[];
  violacoes(): Promise<string[]>;
}

async function abrir(): Promise<Observada> {
  const context = await browser.newTestContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  // Installed by the browser driver before any page script, outside the page's CSP.
  await context.addInitScript(() => {
    const registro: string[] = [];
    (window as unknown as { __violacoesCsp: string[] }).__violacoesCsp = registro;
    document.addEventListener('securitypolicyviolation', (event) => {
      registro.push(
        `${event.violatedDirective} bloqueou ${event.blockedURI || '(inline)'} em ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const page = await context.newPage();
  const erros = collectPageErrors(page);
  return {
    page,
    erros,
    violacoes: () => page.evaluate(() => (window as unknown as { __violacoesCsp: string[] }).__violacoesCsp),
  };
}

describe('strict CSP in Chromium', () => {
  it('serves the provider home and both suppliers with the CSP and no violation', async () => {
    for (const slug of ['aurora', 'construforte']) {
      const { page, erros, violacoes } = await abrir();
      const response = await page.goto(`${server.baseUrl}/${slug}`);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp, slug).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      await waitForCards(page, 1);
      // The storefront configuration is data, not script.
      expect(await page.locator('script#storefront-config').getAttribute('type')).toBe('application/json');
      // ConstruForte's age check is loaded on demand too (answered here, under the same CSP).
      if (slug === 'construforte') await page.getByRole('button', { name: 'Sim, tenho 18 anos ou mais' }).click();
      // The cookie preferences dialog is loaded on demand and injects styles.
      await page.getByRole('button', { name: 'Personalizar' }).click();
      await page
        .getByRole('dialog', { name: 'Preferências de cookies' })
        .waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const vistas = await violacoes();
      expect(vistas, slug).toEqual([]);
      expect(errosDoConsole(erros), slug).toEqual([]);
    }

    const { page, erros, violacoes } = await abrir();
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('link', { name: /Distribuidora Aurora/ }).waitFor();
    const vistas = await violacoes();
    expect(vistas).toEqual([]);
    expect(errosDoConsole(erros)).toEqual([]);
  });
});
