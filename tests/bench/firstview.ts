/**
 * `npm run bench:firstview`: the first view of the storefront as a shopper's browser gets it.
 * Starts the real server (server/main.ts, the built storefront in dist/, a freshly seeded PGlite
 * copy: tests/browser/support/server.ts) and opens each page in Chromium (playwright-core,
 * /usr/bin/chromium or CHROME_PATH) with an empty cache, at 390 px (a phone) and 1280 px. Prints,
 * per page and width:
 *   - API requests started before the first contentful paint (target 0),
 *   - bytes transferred, compressed as sent, images apart (target ≤ 150 kB),
 *   - cumulative layout shift (the largest session window, as the Web Vitals define it),
 *   - first contentful paint (lab, loopback: only to compare runs).
 * Pages: the arguments (paths), else /aurora. Needs `npm run build` first. Bounded: stops by itself.
 */
import { chromium, type Browser } from 'playwright-core';
import { freshSeededDataDir, removeDataDir, startServer } from '../browser/support/server';

const KB = 1024;
const TARGET_BYTES = 150 * KB;
const WIDTHS = [390, 1280];
const SETTLE_MS = 3000;

interface Measure {
  apiBeforeFcp: number;
  fcpMs: number | null;
  bytes: number;
  imageBytes: number;
  cls: number;
}

async function measure(browser: Browser, url: string, width: number): Promise<Measure> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: width < 600 ? 3 : 1,
    isMobile: width < 600,
    locale: 'pt-BR',
  });
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    let current = 0;
    let first = 0;
    let last = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (entry.hadRecentInput) continue;
        // A session window: shifts less than 1 s apart, at most 5 s long.
        if (current > 0 && entry.startTime - last < 1000 && entry.startTime - first < 5000) {
          current += entry.value;
        } else {
          current = entry.value;
          first = entry.startTime;
        }
        last = entry.startTime;
        w.__cls = Math.max(w.__cls, current);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  let bytes = 0;
  let imageBytes = 0;
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    if (types.get(event.requestId) === 'Image') imageBytes += event.encodedDataLength;
    else bytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const api = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      new URL(entry.name).pathname.startsWith('/api/'),
    );
    return {
      fcpMs: fcp,
      apiBeforeFcp: fcp === null ? api.length : api.filter((entry) => entry.startTime < fcp).length,
      cls: (window as unknown as { __cls: number }).__cls,
    };
  });
  await context.close();
  return { ...result, bytes, imageBytes };
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/aurora'];
  const dataDir = await freshSeededDataDir();
  const server = await startServer({ dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
    ],
  });
  let failed = false;
  try {
    // One warm-up load, so the figures do not include the server's first compilation of anything.
    await measure(browser, `${server.baseUrl}${paths[0]}`, WIDTHS[0] as number);
    console.log('\nFirst view (empty cache, loopback):\n');
    console.log(
      `${'page'.padEnd(28)} ${'width'.padStart(5)} ${'API before FCP'.padStart(15)} ${'bytes (no images)'.padStart(18)} ${'image bytes'.padStart(12)} ${'CLS'.padStart(6)} ${'FCP'.padStart(8)}`,
    );
    for (const path of paths) {
      for (const width of WIDTHS) {
        const m = await measure(browser, `${server.baseUrl}${path}`, width);
        if (m.apiBeforeFcp > 0 || m.bytes > TARGET_BYTES) failed = true;
        console.log(
          `${path.padEnd(28)} ${String(width).padStart(5)} ${String(m.apiBeforeFcp).padStart(15)} ${`${(m.bytes / KB).toFixed(1)} kB`.padStart(18)} ${`${(m.imageBytes / KB).toFixed(1)} kB`.padStart(12)} ${m.cls.toFixed(3).padStart(6)} ${m.fcpMs === null ? '—'.padStart(8) : `${Math.round(m.fcpMs)} ms`.padStart(8)}`,
        );
      }
    }
    console.log(
      `\nTargets: 0 API requests before the first contentful paint; at most ${TARGET_BYTES / KB} kB transferred (images apart); CLS near 0.`,
    );
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(dataDir);
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`bench:firstview failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
