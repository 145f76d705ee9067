/**
 * Debian's Chromium driven by playwright-core (no browser download): CHROME_PATH or
 * /usr/bin/chromium. Pages come from fresh contexts (`browser.newContext()`), so every test
 * starts with no cookies and no local storage.
 */
import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot } from './server';

export const screensDir = path.join(repoRoot, '.tmp', 'screens');

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Chromium maps *.localhost to loopback by itself; say so explicitly for the white-label tests.
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
  const rate = Number(process.env.CPU_THROTTLE ?? 1);
  if (rate > 1) slowDown(browser, rate);
  return browser;
}

/**
 * `CPU_THROTTLE=4`: every page runs its scripts four times slower (Chromium's CPU throttling), as
 * on a loaded CI machine; for hunting a journey that fails only there. Never set in `npm test`.
 */
function slowDown(browser: Browser, rate: number): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.on('page', (page) => {
      void context.newCDPSession(page).then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate }));
    });
    return context;
  };
}

/**
 * Whether the journeys write their screenshots: yes on a developer's machine (they are for people
 * to open and look at), no in CI (`CI` set), where nobody opens them and the 180 full-page PNGs
 * cost about a tenth of the browser project's time. `SCREENSHOTS=1` writes them in CI too,
 * `SCREENSHOTS=0` skips them anywhere.
 */
export function screenshotsWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SCREENSHOTS === '1') return true;
  if (env.SCREENSHOTS === '0') return false;
  return !env.CI;
}

/** A full-page screenshot after scrolling through the page, so lazy images are loaded too. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(screensDir, `${name}.png`);
  if (!screenshotsWanted()) return file;
  mkdirSync(screensDir, { recursive: true });
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 5000 })
    .catch(() => undefined); // a slow image must not fail the test: the screenshot is for people to look at

  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Collects the console errors and uncaught exceptions of a page (to explain failures). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      errors.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return errors;
}

/** A random anonymous token as the storefront makes them: `anon-` + 32 lowercase hex chars. */
export function anonToken(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `anon-${hex}`;
}

/**
 * The findings of 'label-content-name-mismatch' not fixed yet, and only those: the studio's block
 * catalogue (`src/pages/painel/estudio/arvore.tsx`, `data-tipo`), whose buttons are named
 * 'Adicionar Carrossel' but also show the block's description, and the desk's chat inbox
 * (`src/pages/painel/chat-painel.tsx`, `data-sala`), whose room buttons are named by title, client
 * and unread count but also show the assignee and the last message (docs/seo-and-access.md). Any
 * other element, or any other rule, still fails the check.
 */
const aindaAberto = (regra: string, html: string): boolean =>
  regra === 'label-content-name-mismatch' && /^<button[^>]* data-(tipo|sala)="/.test(html);

/**
 * The serious and critical axe violations of the page (or of the part matching `include`), one
 * line each with the first offending nodes, so a failing assertion says what to fix. Besides axe's
 * default rules, 'label-content-name-mismatch' (WCAG 2.5.3, label in name; experimental in axe, on
 * in Lighthouse): a control's accessible name holds its visible text, so a voice-control user who
 * says what the button reads reaches it ('Enviar para o carrinho: Compra do mês', not 'Enviar
 * Compra do mês para o carrinho' on a button that reads 'Enviar para o carrinho').
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !aindaAberto(v.id, n.html)) }))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')})`,
    );
}
