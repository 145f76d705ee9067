/**
 * `npm run bench:firstview [-- --runs N] [--baseline DIR] [page type or path …]`: the first view
 * of the storefront as a shopper's browser gets it. Starts the real server (server/main.ts, the
 * built storefront in dist/, a freshly seeded PGlite copy: tests/browser/support/server.ts) and
 * opens each page in Chromium (playwright-core, /usr/bin/chromium or CHROME_PATH) with an empty
 * cache, at 390 px (a phone) and 1280 px, logged in as Maria where the route table's visit says a
 * customer is (tests/browser/support/page-visits.ts: cart, orders, account…). Prints, per page
 * and width, the median over N rounds (default 3) of:
 *   - API requests started before the first contentful paint (target 0),
 *   - bytes transferred, compressed as sent, images apart (target ≤ 150 kB),
 *   - image bytes,
 *   - cumulative layout shift (the largest session window, as the Web Vitals define it),
 *   - first contentful paint (lab, loopback: only to compare runs).
 * Pages: the arguments (page type names of schemas/page-types.ts, or paths, anonymous), else every
 * page type. `--baseline DIR`: another checkout of this project, built (`npm run build` there) with
 * its node_modules installed, whose server runs beside ours on an embedded database of its own
 * (it creates and seeds it itself; Maria logs in there too); each round measures every page of
 * both builds, taking turns going first, and prints the baseline's row and Δ (ours − baseline,
 * the median over rounds of the same round's pair) under ours. A page the baseline does not have
 * (not 200) is measured for ours only. Needs `npm run build` first. Exits 1 when a page of ours
 * misses a target. Bounded: stops by itself.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Cookie } from 'playwright-core';
import { PAGE_TYPE_NAMES, type PageTypeName } from '#schemas/page-types';
import { VISITS, observeLayoutShift, visitPath } from '../browser/support/page-visits';
import {
  freshSeededDataDir,
  removeDataDir,
  repoRoot,
  startServer,
  type RunningServer,
} from '../browser/support/server';
import { logInAsMaria } from './support/maria';

const KB = 1024;
const TARGET_BYTES = 150 * KB;
const WIDTHS = [390, 1280] as const;
const SETTLE_MS = 3000;
const DEADLINE_MS = 60 * 60_000;

type BuildName = 'ours' | 'baseline';

interface Measure {
  apiBeforeFcp: number;
  fcpMs: number | null;
  bytes: number;
  imageBytes: number;
  cls: number;
}

interface Target {
  label: string;
  path: string;
  customer: boolean;
  width: number;
  build: BuildName;
  runs: Measure[];
}

async function measure(browser: Browser, url: string, width: number, cookies: Cookie[]): Promise<Measure> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: width < 600 ? 3 : 1,
    isMobile: width < 600,
    locale: 'pt-BR',
  });
  if (cookies.length > 0) await context.addCookies(cookies);
  await context.addInitScript(observeLayoutShift);
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const COLUMNS: { name: string; pick: (m: Measure) => number | null; show: (value: number) => string }[] = [
  { name: 'API before FCP', pick: (m) => m.apiBeforeFcp, show: (v) => String(v) },
  { name: 'bytes (no images)', pick: (m) => m.bytes, show: (v) => `${(v / KB).toFixed(1)} kB` },
  { name: 'image bytes', pick: (m) => m.imageBytes, show: (v) => `${(v / KB).toFixed(1)} kB` },
  { name: 'CLS', pick: (m) => m.cls, show: (v) => v.toFixed(3) },
  { name: 'FCP', pick: (m) => m.fcpMs, show: (v) => `${Math.round(v)} ms` },
];

function medianOf(target: Target, pick: (m: Measure) => number | null): number | null {
  const values = target.runs.map(pick).filter((v): v is number => v !== null);
  return values.length > 0 ? median(values) : null;
}

/** The median over rounds of ours − baseline in the same round. */
function pairedDelta(ours: Target, baseline: Target, pick: (m: Measure) => number | null): number | null {
  const deltas: number[] = [];
  ours.runs.forEach((run, round) => {
    const other = baseline.runs[round];
    const a = pick(run);
    const b = other ? pick(other) : null;
    if (a !== null && b !== null) deltas.push(a - b);
  });
  return deltas.length > 0 ? median(deltas) : null;
}

function parseOptions(): { runs: number; baseline: string | undefined; pages: string[] } {
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string' }, baseline: { type: 'string' } },
    allowPositionals: true,
  });
  const runs = values.runs === undefined ? 3 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1 (got ${values.runs}).`);
  const unknown = positionals.filter((p) => !p.startsWith('/') && !(PAGE_TYPE_NAMES as readonly string[]).includes(p));
  if (unknown.length > 0)
    throw new Error(
      `Unknown page type ${unknown.join(', ')}: give a path (/aurora/…) or one of ${PAGE_TYPE_NAMES.join(', ')}.`,
    );
  return {
    runs,
    baseline: values.baseline === undefined ? undefined : path.resolve(values.baseline),
    pages: positionals.length > 0 ? positionals : [...PAGE_TYPE_NAMES],
  };
}

async function main(): Promise<void> {
  const options = parseOptions();
  const dataDir = await freshSeededDataDir();
  const baselineDataDir = options.baseline
    ? path.join(mkdtempSync(path.join(repoRoot, '.tmp', 'bench-firstview-baseline-')), 'pglite')
    : undefined;
  const servers: Partial<Record<BuildName, RunningServer>> = {};
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
    servers.ours = await startServer({ dataDir });
    if (options.baseline && baselineDataDir)
      servers.baseline = await startServer({ dataDir: baselineDataDir, checkout: options.baseline });
    const builds = (['ours', 'baseline'] as const).filter((name) => servers[name]);
    const needsLogin = options.pages.some((p) => !p.startsWith('/') && VISITS[p as PageTypeName].customer);
    const cookies: Record<BuildName, Cookie[]> = { ours: [], baseline: [] };
    if (needsLogin) {
      const context = await browser.newContext({ locale: 'pt-BR' });
      for (const name of builds) cookies[name] = await logInAsMaria(context, (servers[name] as RunningServer).baseUrl);
      await context.close();
    }

    /** Per page and width, one target per build. */
    const groups: Target[][] = [];
    for (const page of options.pages) {
      const visit = page.startsWith('/') ? { path: page, customer: false } : VISITS[page as PageTypeName];
      const pagePath = await visitPath(servers.ours.baseUrl, visit);
      const present: BuildName[] = [];
      for (const name of builds) {
        const response = await fetch(`${(servers[name] as RunningServer).baseUrl}${pagePath}`, {
          headers: visit.customer ? { cookie: cookies[name].map((c) => `${c.name}=${c.value}`).join('; ') } : {},
        });
        await response.arrayBuffer();
        if (response.ok) present.push(name);
        else if (name === 'ours') throw new Error(`${pagePath} answered ${response.status}.`);
        else console.warn(`The baseline's ${pagePath} answered ${response.status}: ours only.`);
      }
      for (const width of WIDTHS)
        groups.push(
          present.map((build) => ({ label: page, path: pagePath, customer: visit.customer, width, build, runs: [] })),
        );
    }

    // One warm-up load per build, so the figures do not include a server's first compilation of anything.
    for (const name of builds)
      await measure(
        browser,
        `${(servers[name] as RunningServer).baseUrl}${groups[0]?.[0]?.path ?? '/aurora'}`,
        390,
        [],
      );

    const loads: number[] = [];
    for (let round = 1; round <= options.runs; round++) {
      loads.push(loadavg()[0] ?? Number.NaN);
      process.stdout.write(`round ${round}/${options.runs} (load ${loads.at(-1)?.toFixed(2)})…\n`);
      for (const group of groups) {
        const order = round % 2 === 1 ? group : [...group].reverse();
        for (const target of order) {
          const server = servers[target.build] as RunningServer;
          target.runs.push(
            await measure(
              browser,
              `${server.baseUrl}${target.path}`,
              target.width,
              target.customer ? cookies[target.build] : [],
            ),
          );
        }
      }
    }

    console.log(
      `\nFirst view (empty cache, loopback), median of ${options.runs} rounds${options.baseline ? `; baseline ${options.baseline}, Δ = ours − baseline (paired by round)` : ''}:\n`,
    );
    const header = ['page', 'width', 'build', ...COLUMNS.map((c) => c.name)];
    const rows: string[][] = [header];
    for (const group of groups) {
      const ours = group.find((t) => t.build === 'ours') as Target;
      const baseline = group.find((t) => t.build === 'baseline');
      const cells = (target: Target): string[] =>
        COLUMNS.map((c) => {
          const value = medianOf(target, c.pick);
          return value === null ? '—' : c.show(value);
        });
      rows.push([`${ours.label}${ours.customer ? ' (Maria)' : ''}`, String(ours.width), 'ours', ...cells(ours)]);
      if (baseline) {
        rows.push(['', '', 'baseline', ...cells(baseline)]);
        rows.push([
          '',
          '',
          'Δ',
          ...COLUMNS.map((c) => {
            const value = pairedDelta(ours, baseline, c.pick);
            if (value === null) return '—';
            return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${c.show(Math.abs(value))}`;
          }),
        ]);
      }
      const api = medianOf(ours, (m) => m.apiBeforeFcp) ?? 0;
      const bytes = medianOf(ours, (m) => m.bytes) ?? 0;
      if (api > 0 || bytes > TARGET_BYTES) failed = true;
    }
    const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
    for (const row of rows)
      console.log(
        row
          .map((cell, i) => (i < 3 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number)))
          .join('  '),
      );
    console.log(`\n1-minute load at the start of each round: ${loads.map((l) => l.toFixed(2)).join(', ')}.`);
    console.log(
      `Targets: 0 API requests before the first contentful paint; at most ${TARGET_BYTES / KB} kB transferred (images apart); CLS near 0.`,
    );
  } finally {
    await browser.close();
    await Promise.all([servers.ours?.stop(), servers.baseline?.stop()]);
    removeDataDir(dataDir);
    if (baselineDataDir) removeDataDir(path.dirname(baselineDataDir));
  }
  if (failed) process.exitCode = 1;
}

const watchdog = setTimeout(() => {
  console.error(`bench:firstview stopped: still running after ${DEADLINE_MS / 60_000} minutes.`);
  process.exit(2);
}, DEADLINE_MS);
watchdog.unref();

main().catch((error: unknown) => {
  console.error(`bench:firstview failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
