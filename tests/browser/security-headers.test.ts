/**
 * The strict Content-Security-Policy in a real browser: the provider's home and the home pages of
 * both suppliers load with the CSP on (scripts from this origin only, the configuration as a JSON
 * data block), the cookie preferences dialog opens (it injects styles), and the browser reports no
 * CSP violation (`securitypolicyviolation`) and no console error.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANITIZER_CANARY_CONSOLE, collectPageErrors, launchBrowser } from './support/browser';
import { freshSeededDataDir, removeDataDir, startServer, type RunningServer } from './support/server';
import { waitForCards } from './support/storefront';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const dataDir = await freshSeededDataDir();
  server = await startServer({ dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/**
 * src/ui/safe-html checks DOMPurify on load with a canary holding an inline event handler
 * (`<img onerror=…>`); Chromium reports the CSP blocking that attribute while DOMPurify parses it
 * in its inert document, before DOMPurify removes it (with the CSP bypassed, nothing runs: the
 * document is inert). That report, and its console line, are the sanitizer's own test blocked as
 * it should be; any other violation or console error fails.
 */
const CANARIO = /^script-src-attr bloqueou inline em .*\/assets\/purify[^/]*\.js:/;
const CONSOLE_CANARIO = SANITIZER_CANARY_CONSOLE;

function semCanario(violacoes: string[]): string[] {
  return violacoes.filter((v) => !CANARIO.test(v));
}

/** The console errors, less one canary line per canary violation seen. */
function errosSemCanario(erros: string[], violacoes: string[]): string[] {
  let toleradas = violacoes.filter((v) => CANARIO.test(v)).length;
  return erros.filter((e) => {
    if (e.startsWith('HTTP ')) return false;
    if (toleradas > 0 && CONSOLE_CANARIO.test(e)) {
      toleradas -= 1;
      return false;
    }
    return true;
  });
}

interface Observada {
  page: Page;
  erros: string[];
  violacoes(): Promise<string[]>;
}

async function abrir(): Promise<Observada> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  contexts.push(context);
  // Installed by the browser driver before any page script, outside the page's CSP.
  await context.addInitScript(() => {
    const registro: string[] = [];
    (window as unknown as { __violacoesCsp: string[] }).__violacoesCsp = registro;
    document.addEventListener('securitypolicyviolation', (event) => {
      registro.push(`${event.violatedDirective} bloqueou ${event.blockedURI || '(inline)'} em ${event.sourceFile}:${event.lineNumber}`);
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
      // The cookie preferences dialog is loaded on demand and injects styles.
      await page.getByRole('button', { name: 'Personalizar' }).click();
      await page.getByRole('dialog', { name: 'Preferências de cookies' }).waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const vistas = await violacoes();
      expect(semCanario(vistas), slug).toEqual([]);
      expect(errosSemCanario(erros, vistas), slug).toEqual([]);
    }

    const { page, erros, violacoes } = await abrir();
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('link', { name: /Distribuidora Aurora/ }).waitFor();
    const vistas = await violacoes();
    expect(semCanario(vistas)).toEqual([]);
    expect(errosSemCanario(erros, vistas)).toEqual([]);
  });
});
