/**
 * `npm run dev` (scripts/dev.ts) renders on the server: started as a developer starts it (on a
 * fresh copy of the seeded data folder, no build needed), a store's home and a product page come
 * with their HTML (product cards, the product's h1) and the state block, Vite serves the page's
 * modules from the same origin, the CSP lets Vite's inline React Refresh preamble run, Vite's
 * HMR WebSocket answers on the same port, and in Chromium the page hydrates with no warning and
 * Vite's client connects.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { freePort, freshSeededDataDir, removeDataDir, repoRoot } from './support/server';
import { waitForApp } from './support/storefront';

let child: ChildProcess;
let baseUrl: string;
let port: number;
let dataDir: string;
let log = '';
let browser: Browser | undefined;

beforeAll(async () => {
  dataDir = await freshSeededDataDir();
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Pages answer on 127.0.0.1, as in the other journeys (on, Aurora's would go to aurora.localhost).
    DOMAIN_HANDOVER: 'false',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.NODE_ENV;
  child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', 'dev.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer /health within 120 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

afterAll(async () => {
  await browser?.close();
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir) removeDataDir(dataDir);
});

async function page(pathname: string): Promise<{ html: string; csp: string }> {
  const response = await fetch(`${baseUrl}${pathname}`);
  expect(response.status, `${pathname}\n${log.slice(-3000)}`).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

describe('npm run dev', () => {
  it("renders Aurora's home and a product page on the server, with Vite's modules on the same origin", async () => {
    const home = await page('/aurora');
    expect(home.html.match(/data-testid="product-card"/g)?.length ?? 0).toBeGreaterThanOrEqual(20);
    expect(home.html).toContain('<script type="application/json" id="storefront-state">');

    const produto = /href="(\/aurora\/produto\/[^"?]+)"/.exec(home.html)?.[1];
    expect(produto).toBeDefined();
    const pagina = await page(produto as string);
    const h1s = pagina.html.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? [];
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.replace(/<[^>]+>/g, '').trim().length ?? 0).toBeGreaterThan(0);

    // The page's scripts load from the site's root on every page (not relative to /aurora/produto/).
    const srcs = [...pagina.html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] as string);
    expect(srcs).toEqual(expect.arrayContaining(['/@vite/client', '/main.tsx']));
    for (const src of srcs) {
      const modulo = await fetch(`${baseUrl}${src}`);
      expect(modulo.status, src).toBe(200);
      expect(modulo.headers.get('content-type'), src).toMatch(/javascript/);
    }

    // Each inline script (Vite's React Refresh preamble) is allowed by its hash, nothing else is
    // (the state and the JSON-LD are data blocks, which a browser never runs).
    const inline = [...pagina.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\bsrc=|application\/(?:ld\+)?json/.test(m[1] as string) && m[2] !== '',
    );
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(pagina.csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    for (const m of inline) {
      expect(scriptSrc).toContain(
        `'sha256-${createHash('sha256')
          .update(m[2] as string)
          .digest('base64')}'`,
      );
    }
  });

  it("answers Vite's HMR WebSocket on the same port", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/',
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': Buffer.from('0123456789abcdef').toString('base64'),
          'Sec-WebSocket-Protocol': 'vite-hmr',
        },
      });
      req.on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode ?? 0);
      });
      req.on('response', (response) => resolve(response.statusCode ?? 0));
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(101);
  });

  it("hydrates in Chromium with no warning nor error, and Vite's client connects for HMR", async () => {
    const home = await page('/aurora');
    const produto = /href="(\/aurora\/produto\/[^"?]+)"/.exec(home.html)?.[1] as string;
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const tab = await context.newPage();
    const messages: string[] = [];
    let conectado = false;
    tab.on('console', (message) => {
      if (/\[vite\] connected/.test(message.text())) conectado = true;
      if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text())) {
        messages.push(`${message.type()}: ${message.text()}`);
      }
    });
    tab.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await tab.goto(`${baseUrl}${produto}`);
    const antes = await tab.locator('h1').innerText();
    await waitForApp(tab, 60_000);
    await tab.waitForFunction(() => document.querySelector('h1') !== null);
    expect(await tab.locator('h1').innerText()).toBe(antes);
    await expect.poll(() => conectado, { timeout: 15_000 }).toBe(true);
    expect(messages).toEqual([]);
    await context.close();
  });
});
