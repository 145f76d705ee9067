/**
 * `npm run bench:lighthouse [-- --runs N] [--pages a,b,c] [--baseline DIR]`: Lighthouse 12, mobile
 * (its default: a mid-range phone, simulated slow 4G and 4× CPU slowdown), median of N rounds, of
 *
 * - the floor page ('floor'): the same stack (tests/bench/floor: React 19 + react-router +
 *   effector, no API) built by Vite and served by a bare Fastify static server (compressed);
 * - every page type of the route table (schemas/page-types.ts), at the URL the browser test of
 *   page types opens (tests/browser/support/page-visits.ts), logged in as Maria where that table
 *   says `customer` (cart, orders, account…), anonymous elsewhere;
 * - '/construforte' (the other supplier's home, anonymous).
 *
 * Options (after `--`): `--runs N` rounds (default 3); `--pages` a comma-separated list of page
 * type names, 'floor' and 'construforte' (default all); `--baseline DIR`: another checkout of this
 * project, built (`npm run build` there) with its node_modules installed, whose server runs beside
 * ours on the same PostgreSQL database (DATABASE_URL required: exits 2 without it), so the one
 * login serves both (cookies are per host, not per port); `--baseline-database URL` gives the
 * baseline a database of its own instead (a build older than the database's migrations refuses
 * it), where Maria logs in a second time (each build's runs get their own server's cookies). Each round runs every page of every
 * build once, interleaved (floor, page A ours, page A baseline, page B…; ours and the baseline
 * take turns going first), so a slow moment of the machine falls on all of them.
 *
 * It builds nothing of the storefront: run `npm run build` first. It starts the real server
 * (server/main.ts over dist/, tests/browser/support/server.ts) on PostgreSQL when DATABASE_URL is
 * set (the server migrates and, when empty, seeds it), else on a fresh copy of a seeded PGlite
 * folder; and Debian's Chromium (/usr/bin/chromium or CHROME_PATH) with a DevTools port on
 * loopback, one for all runs. Maria logs in once through the storefront's own login dialog in that
 * Chromium (playwright-core over the DevTools port; the cookie banner answered 'Rejeitar todos'),
 * then her Aurora cart is set through the cart API to 3 products (written to the database: the
 * cart page has lines). Before every run the cookies are cleared (and, for anonymous pages, local
 * storage and IndexedDB too); for pages where Maria is logged in her login cookies are put back.
 * Only 127.0.0.1 is ever requested. Bounded: the whole run stops after 40 s per run (at least 20
 * minutes).
 *
 * Prints the URL of each page, then per page the medians of performance, accessibility, best
 * practices, SEO, FCP, LCP, TBT, CLS, transfer and JavaScript transfer, and its distance to the
 * floor (the median over rounds of page − floor in the same round: on 2 shared cores an absolute
 * figure moves from run to run, the distance much less). With --baseline, the baseline's row
 * under each page and the difference (ours − baseline, the median over rounds of the same
 * round's pair). Then the 1-minute load average at the start of each run, per round, and every
 * audit that failed in a run of ours. Exits 1 when a storefront page of ours misses a target:
 * performance ≥ 95, the other three 100, CLS ≤ 0.02. The JSON reports of each run (and
 * summary.json, every run's figures) are kept in .tmp/lighthouse/.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import lighthouse from 'lighthouse';
import { chromium, type Cookie } from 'playwright-core';
import { build } from 'vite';
import { PAGE_TYPE_NAMES, type PageTypeName } from '#schemas/page-types';
import { VISITS, mainText, visitPath } from '../browser/support/page-visits';
import {
  freePort,
  freshSeededDataDir,
  removeDataDir,
  repoRoot,
  startServer,
  type RunningServer,
} from '../browser/support/server';
import { INDEXABLE_PAGE_TYPES } from '#server/web/sitemap';
import { logInAsMaria } from './support/maria';

const SECONDS_PER_RUN = 40;
const MIN_DEADLINE_MS = 20 * 60_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
type StorageTypes = NonNullable<NonNullable<Parameters<typeof lighthouse>[1]>['clearStorageTypes']>;
/** Lighthouse's own storage reset before a run (its default: it keeps cookies, local storage and IndexedDB). */
const CLEAR_LOGGED_IN: StorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
/** An anonymous visitor's first view: nothing of the origin's storage kept (cookies: cleared before each run). */
const CLEAR_ANONYMOUS: StorageTypes = [...CLEAR_LOGGED_IN, 'local_storage', 'indexeddb'];
/** The page types, the floor and the other supplier's home. */
type PageName = PageTypeName | 'floor' | 'construforte';

/** A page type robots.txt keeps crawlers out of (server/web/sitemap.ts): its own page, not an index page. */
function closedToCrawlers(page: PageName): boolean {
  return page !== 'floor' && page !== 'construforte' && !INDEXABLE_PAGE_TYPES.includes(page);
}
const PAGE_NAMES: readonly PageName[] = ['floor', ...PAGE_TYPE_NAMES, 'construforte'];

const tmpRoot = path.join(repoRoot, '.tmp');
const reportDir = path.join(tmpRoot, 'lighthouse');

type BuildName = 'ours' | 'baseline';

interface Run {
  load1: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /**
   * The SEO the table shows and the target reads: on a page type the storefront closes to
   * crawlers on purpose (robots.txt; every type but INDEXABLE_PAGE_TYPES), the category without its
   * 'is-crawlable' audit, which such a page fails by design; elsewhere Lighthouse's own.
   */
  seoRead: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  jsTransferBytes: number;
  finalUrl: string;
  failed: string[];
}

interface Target {
  page: PageName;
  build: BuildName;
  path: string;
  url: string;
  /** Maria is logged in. */
  customer: boolean;
  /** One per round; null when Lighthouse failed three times in that round. */
  runs: (Run | null)[];
}

interface Options {
  runs: number;
  pages: PageName[];
  baseline: string | undefined;
  /** The baseline's own PostgreSQL database (an older build refuses a database migrated past it); Maria logs in there too. */
  baselineDatabase: string | undefined;
}

class UsageError extends Error {}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      pages: { type: 'string' },
      baseline: { type: 'string' },
      'baseline-database': { type: 'string' },
    },
    allowPositionals: false,
  });
  const runs = values.runs === undefined ? 3 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new UsageError(`--runs must be a whole number ≥ 1 (got ${values.runs}).`);
  const asked = values.pages?.split(',').map((name) => name.trim()) ?? [...PAGE_NAMES];
  const unknown = asked.filter((name) => !(PAGE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0 || asked.length === 0)
    throw new UsageError(`--pages: unknown ${unknown.join(', ') || '(none)'}; known: ${PAGE_NAMES.join(', ')}.`);
  // In the table's order, whatever the order asked.
  const pages = PAGE_NAMES.filter((name) => asked.includes(name));
  let baseline: string | undefined;
  if (values.baseline !== undefined) {
    baseline = path.resolve(values.baseline);
    if (!process.env.DATABASE_URL)
      throw new UsageError(
        '--baseline needs DATABASE_URL (PostgreSQL): the baseline server runs beside ours on the same database, so one login serves both.',
      );
    if (!existsSync(path.join(baseline, 'package.json')))
      throw new UsageError(`--baseline ${baseline}: not a checkout of this project (no package.json).`);
    if (!existsSync(path.join(baseline, 'node_modules')))
      throw new UsageError(`--baseline ${baseline}: no node_modules (run \`npm ci\` there).`);
  }
  const baselineDatabase = values['baseline-database'];
  if (baselineDatabase !== undefined && !baseline) throw new UsageError('--baseline-database goes with --baseline.');
  return { runs, pages, baseline, baselineDatabase };
}

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch {
      // Best effort: the rest must still stop.
    }
  }
}

/** The floor page: a Vite build of tests/bench/floor served by a bare Fastify static server. */
async function startFloor(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const outDir = mkdtempSync(path.join(tmpRoot, 'bench-floor-'));
  cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
  await build({
    configFile: false,
    root: path.join(repoRoot, 'tests', 'bench', 'floor'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  // Compressed on the fly (brotli or gzip, as the browser asks), as every server of a real page is.
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { global: true });
  await app.register(fastifyStatic, { root: outDir });
  // The app's routes get the page; the browser's favicon request an empty answer (a 404 would be a
  // console error); any other missing file (robots.txt) a plain 404.
  app.get('/favicon.ico', (_request, reply) => reply.code(204).send());
  app.setNotFoundHandler((request, reply) =>
    /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '') ? reply.code(404).send() : reply.sendFile('index.html'),
  );
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

/** Debian's Chromium with a DevTools port; Lighthouse opens its own tab in it for each run. */
async function startChromium(): Promise<number> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpRoot, 'bench-chromium-'));
  const child = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(profile, { recursive: true, force: true });
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`Chromium exited (${child.exitCode}) before opening its DevTools port.`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return port;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its DevTools port within 30 s.');
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP on a busy machine): up to 2 retries, then null. */
async function runMeasured(target: Target, port: number, file: string): Promise<Run | null> {
  for (let attempt = 1; ; attempt++) {
    const load1 = loadavg()[0] ?? Number.NaN;
    try {
      return await runOnce(target, port, file, load1);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3) {
        console.warn(`  failed three times, left out of this round (${message})`);
        return null;
      }
      console.warn(`  retrying (${message})`);
    }
  }
}

async function runOnce(target: Target, port: number, file: string, load1: number): Promise<Run> {
  const result = await lighthouse(target.url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    maxWaitForLoad: 45_000,
    clearStorageTypes: target.customer ? CLEAR_LOGGED_IN : CLEAR_ANONYMOUS,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}.`);
  const lhr = result.lhr;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not load ${target.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  writeFileSync(file, JSON.stringify(lhr));
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Run['scores'];
  // Lighthouse's category score: the weighted mean of its scored audits.
  const seoRefs = (lhr.categories.seo?.auditRefs ?? []).filter(
    (ref) => ref.id !== 'is-crawlable' && ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number',
  );
  const seoWeight = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
  const seoWithoutCrawlable =
    seoWeight === 0
      ? 100
      : Math.round(
          (seoRefs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) / seoWeight) * 100,
        );
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (
        audit.scoreDisplayMode === 'informative' ||
        audit.scoreDisplayMode === 'notApplicable' ||
        audit.scoreDisplayMode === 'manual'
      )
        continue;
      failed.push(`${id}: ${ref.id} (${audit.displayValue ? `${audit.displayValue}; ` : ''}score ${audit.score})`);
    }
  }
  const details = lhr.audits['network-requests']?.details;
  const requests = (details?.type === 'table' ? details.items : []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  return {
    load1,
    scores,
    seoRead: closedToCrawlers(target.page) ? seoWithoutCrawlable : scores.seo,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: numeric('total-byte-weight'),
    jsTransferBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    finalUrl: lhr.finalDisplayedUrl,
    failed,
  };
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The figures of a row of the table. */
const METRICS: { header: string; width: number; pick: (run: Run) => number; show: (value: number) => string }[] = [
  { header: 'perf', width: 5, pick: (r) => r.scores.performance, show: (v) => v.toFixed(0) },
  { header: 'a11y', width: 5, pick: (r) => r.scores.accessibility, show: (v) => v.toFixed(0) },
  { header: 'b.p.', width: 5, pick: (r) => r.scores['best-practices'], show: (v) => v.toFixed(0) },
  { header: 'SEO', width: 5, pick: (r) => r.seoRead, show: (v) => v.toFixed(0) },
  { header: 'FCP', width: 8, pick: (r) => r.fcpMs, show: (v) => `${(v / 1000).toFixed(2)} s` },
  { header: 'LCP', width: 8, pick: (r) => r.lcpMs, show: (v) => `${(v / 1000).toFixed(2)} s` },
  { header: 'TBT', width: 8, pick: (r) => r.tbtMs, show: (v) => `${v.toFixed(0)} ms` },
  { header: 'CLS', width: 6, pick: (r) => r.cls, show: (v) => v.toFixed(3) },
  { header: 'transfer', width: 9, pick: (r) => r.transferBytes, show: (v) => `${(v / 1024).toFixed(0)} KiB` },
  { header: 'JS', width: 8, pick: (r) => r.jsTransferBytes, show: (v) => `${(v / 1024).toFixed(0)} KiB` },
];
/** The distance to the floor: these three, page − floor of the same round. */
const FLOOR_METRICS = ['perf', 'LCP', 'TBT'];

/** A formatted difference with its sign ('−' for less; a negative that rounds to zero is '+0'). */
function signed(text: string): string {
  if (!text.startsWith('-')) return `+${text}`;
  const magnitude = text.slice(1);
  return /^0(\.0+)?(\s|$)/.test(magnitude) ? `+${magnitude}` : `−${magnitude}`;
}

/** Median over rounds of a − b, for the rounds where both ran. */
function pairedMedian(a: Target, b: Target, pick: (run: Run) => number): number {
  const differences: number[] = [];
  a.runs.forEach((run, round) => {
    const other = b.runs[round];
    if (run && other) differences.push(pick(run) - pick(other));
  });
  return median(differences);
}

function printTable(targets: Target[], options: Options): boolean {
  const floor = targets.find((target) => target.page === 'floor');
  const pageWidth = Math.max(14, ...targets.map((target) => target.page.length)) + 2;
  const line = (cells: string[], widths: number[]): string =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[0] as number) : cell.padStart(widths[i] as number))).join(' ');
  const floorMetrics = METRICS.filter((metric) => FLOOR_METRICS.includes(metric.header));
  const widths = [
    pageWidth,
    8,
    4,
    ...METRICS.map((m) => m.width),
    ...(floor ? floorMetrics.map((m) => m.width + 1) : []),
  ];
  const header = [
    'page',
    'build',
    'n',
    ...METRICS.map((m) => m.header),
    ...(floor ? floorMetrics.map((m) => `Δfl ${m.header}`) : []),
  ];
  const show = (value: number, format: (v: number) => string, sign = false): string =>
    Number.isNaN(value) ? '–' : sign ? signed(format(value)) : format(value);

  console.log(
    `\nLighthouse 12, mobile, median of ${options.runs} round${options.runs === 1 ? '' : 's'} (loopback). Pages:`,
  );
  for (const target of targets.filter((t) => t.build === 'ours'))
    console.log(`  ${target.page.padEnd(pageWidth)} ${target.path}${target.customer ? ' (Maria logged in)' : ''}`);
  if (floor) console.log('Δfl: the median over rounds of page − floor in the same round.');
  if (options.baseline)
    console.log(`baseline: ${options.baseline}; Δ: ours − baseline, the median over rounds of the same round's pair.`);
  console.log(`\n${line(header, widths)}`);

  const row = (target: Target, label: string): string[] => {
    const ok = target.runs.filter((run): run is Run => run !== null);
    return [
      label,
      target.page === 'floor' ? '' : target.build,
      `${ok.length}/${target.runs.length}`,
      ...METRICS.map((m) => show(median(ok.map(m.pick)), m.show)),
      ...(floor
        ? floorMetrics.map((m) => (target === floor ? '' : show(pairedMedian(target, floor, m.pick), m.show, true)))
        : []),
    ];
  };
  const missed: string[] = [];
  for (const target of targets.filter((t) => t.build === 'ours')) {
    console.log(line(row(target, target.page), widths));
    const baseline = targets.find((t) => t.page === target.page && t.build === 'baseline');
    if (baseline) {
      console.log(line(row(baseline, ''), widths));
      console.log(
        line(['', 'Δ', '', ...METRICS.map((m) => show(pairedMedian(target, baseline, m.pick), m.show, true))], widths),
      );
    }
    if (target.page === 'floor') continue;
    const ok = target.runs.filter((run): run is Run => run !== null);
    const m = (pick: (run: Run) => number): number => median(ok.map(pick));
    if (
      ok.length === 0 ||
      m((r) => r.scores.performance) < 95 ||
      m((r) => r.scores.accessibility) < 100 ||
      m((r) => r.scores['best-practices']) < 100 ||
      m((r) => r.seoRead) < 100 ||
      m((r) => r.cls) > 0.02
    )
      missed.push(target.page);
  }

  console.log('\nLoad (1-minute average at the start of each run):');
  for (let round = 0; round < options.runs; round++) {
    const loads = targets.map((t) => t.runs[round]?.load1).filter((v): v is number => v !== undefined);
    console.log(
      loads.length === 0
        ? `  round ${round + 1}: no run measured`
        : `  round ${round + 1}: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} (${loads.map((v) => v.toFixed(2)).join(' ')})`,
    );
  }

  for (const target of targets) {
    for (const [round, run] of target.runs.entries()) {
      if (run && new URL(run.finalUrl).pathname !== new URL(target.url).pathname)
        console.log(`\nNote: ${target.page} (${target.build}) round ${round + 1} ended at ${run.finalUrl}.`);
    }
  }
  for (const target of targets.filter((t) => t.build === 'ours')) {
    const counts = new Map<string, number>();
    for (const run of target.runs)
      for (const audit of run?.failed ?? []) counts.set(audit, (counts.get(audit) ?? 0) + 1);
    if (counts.size === 0) continue;
    console.log(`\nFailed audits, ${target.page}:`);
    for (const [audit, n] of counts) console.log(`  ${audit} [${n}/${target.runs.length} runs]`);
  }
  console.log(
    '\nTargets (storefront pages, ours): performance ≥ 95; accessibility, best practices and SEO 100; CLS ≤ 0.02.' +
      ` SEO of a page type closed to crawlers on purpose (robots.txt: every type but ${INDEXABLE_PAGE_TYPES.join(', ')}) is read without its 'is-crawlable' audit, which such a page fails by design.`,
  );
  console.log(missed.length > 0 ? `Missed by: ${missed.join(', ')}.` : 'Every page measured meets them.');
  console.log(`Reports: ${path.relative(repoRoot, reportDir)}/`);
  return missed.length > 0;
}

/** What a logged-in page's request carries: Maria's cookies. */
function cookieHeader(cookies: Cookie[]): string {
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * One load of each page before the rounds (not counted): the server's first render of each route,
 * its caches filled. Our build's pages must answer 200 with the text the browser test expects (a
 * logged-in page that sent the login page instead would measure the wrong page); the baseline's
 * only 200 (an older build may say other things).
 */
async function warmUp(targets: Target[], cookies: Record<BuildName, Cookie[]>): Promise<void> {
  for (const target of targets) {
    const response = await fetch(target.url, {
      headers: {
        'accept-encoding': 'br, gzip',
        ...(target.customer ? { cookie: cookieHeader(cookies[target.build]) } : {}),
      },
    });
    const html = await response.text();
    if (target.page === 'floor' || target.page === 'construforte') continue;
    const expected = VISITS[target.page].text;
    const problem =
      response.status !== 200
        ? `answered ${response.status}`
        : target.build === 'ours' && !expected.test(mainText(html))
          ? `has no ${String(expected)}`
          : undefined;
    if (problem && target.build === 'ours') throw new Error(`Warm-up: ${target.url} ${problem}.`);
    if (problem) console.warn(`Warm-up: the baseline's ${target.url} ${problem}.`);
  }
}

async function main(options: Options): Promise<void> {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const usePostgres = Boolean(process.env.DATABASE_URL);
  // On PostgreSQL the data folder holds only the key the servers sign their JWTs with (beside it):
  // one folder for both servers, so a token of one is good on the other.
  const dataDir = usePostgres
    ? path.join(mkdtempSync(path.join(tmpRoot, 'bench-lighthouse-')), 'pglite')
    : await freshSeededDataDir();
  cleanups.push(() => removeDataDir(usePostgres ? path.dirname(dataDir) : dataDir));
  const serverOptions = { dataDir, keepDatabaseUrl: usePostgres, env: { NODE_ENV: 'production' } };
  const servers: Partial<Record<BuildName, RunningServer>> = {};
  servers.ours = await startServer(serverOptions);
  cleanups.push(() => servers.ours?.stop());
  // After ours: ours migrates (and seeds) the database first.
  if (options.baseline) {
    servers.baseline = await startServer({
      ...serverOptions,
      checkout: options.baseline,
      env: { ...serverOptions.env, ...(options.baselineDatabase ? { DATABASE_URL: options.baselineDatabase } : {}) },
    });
    cleanups.push(() => servers.baseline?.stop());
  }
  const floor = options.pages.includes('floor') ? await startFloor() : undefined;
  if (floor) cleanups.push(() => floor.stop());
  const port = await startChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('The Chromium of the benchmark has no default context.');
  console.log(
    `Storefront on ${usePostgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'} at ${servers.ours.baseUrl}` +
      `${servers.baseline ? `, baseline (${options.baseline}) at ${servers.baseline.baseUrl}` : ''}` +
      `${floor ? `; floor at ${floor.baseUrl}` : ''}.`,
  );

  const needsLogin = options.pages.some((page) => page !== 'floor' && page !== 'construforte' && VISITS[page].customer);
  // One login per database: with --baseline-database the baseline's server has its own Maria session.
  const cookies: Record<BuildName, Cookie[]> = { ours: [], baseline: [] };
  if (needsLogin) {
    cookies.ours = await logInAsMaria(context, servers.ours.baseUrl);
    cookies.baseline =
      servers.baseline && options.baselineDatabase
        ? await logInAsMaria(context, servers.baseline.baseUrl)
        : cookies.ours;
  }

  const builds: BuildName[] = options.baseline ? ['ours', 'baseline'] : ['ours'];
  /** Per page, its targets (one per build; the floor's one). */
  const byPage: Target[][] = [];
  for (const page of options.pages) {
    if (page === 'floor') {
      const url = `${floor?.baseUrl}/`;
      byPage.push([{ page, build: 'ours', path: '/ (tests/bench/floor)', url, customer: false, runs: [] }]);
      continue;
    }
    const visit = page === 'construforte' ? { path: '/construforte', customer: false } : VISITS[page];
    // The category and product links of our home page: the same pages on the baseline's (one database).
    const pagePath = await visitPath(servers.ours.baseUrl, visit);
    byPage.push(
      builds.map((buildName) => ({
        page,
        build: buildName,
        path: pagePath,
        url: `${(servers[buildName] as RunningServer).baseUrl}${pagePath}`,
        customer: visit.customer,
        runs: [],
      })),
    );
  }
  const targets = byPage.flat();
  await warmUp(targets, cookies);

  console.log(`${options.runs * targets.length} runs (${targets.length} per round).`);
  for (let round = 1; round <= options.runs; round++) {
    // Ours and the baseline take turns going first, so neither always runs right after the other's load.
    const order = byPage.flatMap((group) => (round % 2 === 1 ? group : [...group].reverse()));
    for (const target of order) {
      process.stdout.write(
        `round ${round}/${options.runs}: ${target.page}${options.baseline && target.page !== 'floor' ? ` (${target.build})` : ''}…\n`,
      );
      await context.clearCookies();
      if (target.customer) await context.addCookies(cookies[target.build]);
      const file = path.join(
        reportDir,
        `${target.page}${target.page === 'floor' ? '' : `-${target.build}`}-r${round}.json`,
      );
      target.runs.push(await runMeasured(target, port, file));
      writeFileSync(path.join(reportDir, 'summary.json'), JSON.stringify(targets, null, 1));
    }
  }
  await browser.close().catch(() => undefined);
  if (printTable(targets, options)) process.exitCode = 1;
}

let options: Options;
try {
  options = parseOptions();
} catch (error) {
  console.error(`bench:lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
// Per round: the floor once, every other page once per build.
const runs =
  options.runs *
  (options.pages.filter((p) => p !== 'floor').length * (options.baseline ? 2 : 1) +
    (options.pages.includes('floor') ? 1 : 0));
const deadlineMs = Math.max(MIN_DEADLINE_MS, runs * SECONDS_PER_RUN * 1000);
const watchdog = setTimeout(() => {
  console.error(`bench:lighthouse stopped: still running after ${Math.round(deadlineMs / 60_000)} minutes.`);
  void cleanUp().finally(() => process.exit(2));
}, deadlineMs);
watchdog.unref();

main(options)
  .catch((error: unknown) => {
    console.error(
      `bench:lighthouse failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    // Lighthouse and Vite may leave handles open; the run is over.
    process.exit(process.exitCode ?? 0);
  });
