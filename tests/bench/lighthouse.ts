/**
 * `npm run bench:lighthouse`: Lighthouse 12, mobile (its default: a mid-range phone, simulated
 * slow 4G and 4× CPU slowdown), median of 3 runs, for the storefront's home pages of both
 * suppliers, an Aurora category and an Aurora product page, beside a floor page of the same stack
 * (tests/bench/floor: React 19 + react-router + effector, no API) built by Vite and served by a bare
 * Fastify static server (compressed) in the same run.
 *
 * It builds nothing of the storefront: run `npm run build` first. It starts the real server
 * (server/main.ts over dist/, tests/browser/support/server.ts) on PostgreSQL when DATABASE_URL is
 * set (the server migrates and, when empty, seeds it), else on a fresh copy of a seeded PGlite
 * folder; and Debian's Chromium (/usr/bin/chromium or CHROME_PATH) with a DevTools port on
 * loopback. Only 127.0.0.1 is ever requested. Bounded: the whole run stops after 20 minutes.
 *
 * Prints, per page, the medians of performance, accessibility, best practices and SEO, LCP, TBT,
 * CLS and transfer size, then every audit that failed in a run (with the runs it failed in).
 * Exits 1 when a storefront page misses a target: performance ≥ 95, the other three 100,
 * CLS ≤ 0.02. The JSON reports of each run are kept in .tmp/lighthouse/.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import {
  freePort,
  freshSeededDataDir,
  removeDataDir,
  repoRoot,
  startServer,
  type RunningServer,
} from '../browser/support/server';

const RUNS = 3;
const DEADLINE_MS = 20 * 60_000;
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
const tmpRoot = path.join(repoRoot, '.tmp');
const reportDir = path.join(tmpRoot, 'lighthouse');

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  failed: string[];
}

interface Row {
  label: string;
  url: string;
  storefront: boolean;
  runs: Run[];
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

/** The first category (not the offers) and product links of the server-rendered home page. */
async function pickPages(server: RunningServer): Promise<{ category: string; product: string }> {
  const html = await (await fetch(`${server.baseUrl}/aurora`)).text();
  const categories = [...html.matchAll(/href="(\/aurora\/categoria\/[^"?#]+)"/g)].map((match) => match[1] as string);
  const category = categories.find((href) => !href.endsWith('/ofertas')) ?? categories[0];
  const product = /href="(\/aurora\/produto\/[^"?#]+)"/.exec(html)?.[1];
  if (!category || !product) throw new Error('The server-rendered /aurora has no category or product link.');
  return { category, product };
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP on a busy machine): up to 2 retries. */
async function runMeasured(url: string, port: number, file: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, port, file);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  retrying (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

async function runOnce(url: string, port: number, file: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    maxWaitForLoad: 45_000,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const lhr = result.lhr;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  writeFileSync(file, JSON.stringify(lhr));
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Run['scores'];
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
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: numeric('total-byte-weight'),
    failed,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function printTable(rows: Row[]): boolean {
  const header = ['page', 'perf', 'a11y', 'b.p.', 'SEO', 'LCP', 'TBT', 'CLS', 'transfer'];
  const widths = [34, 5, 5, 5, 5, 8, 8, 6, 10];
  const line = (cells: string[]): string =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[0] as number) : cell.padStart(widths[i] as number))).join(' ');
  console.log(`\nLighthouse 12, mobile, median of ${RUNS} runs (loopback):\n`);
  console.log(line(header));
  let missed = false;
  for (const row of rows) {
    const m = (pick: (run: Run) => number): number => median(row.runs.map(pick));
    const perf = m((r) => r.scores.performance);
    const a11y = m((r) => r.scores.accessibility);
    const bp = m((r) => r.scores['best-practices']);
    const seo = m((r) => r.scores.seo);
    const cls = m((r) => r.cls);
    if (row.storefront && (perf < 95 || a11y < 100 || bp < 100 || seo < 100 || cls > 0.02)) missed = true;
    console.log(
      line([
        row.label,
        String(perf),
        String(a11y),
        String(bp),
        String(seo),
        `${(m((r) => r.lcpMs) / 1000).toFixed(2)} s`,
        `${Math.round(m((r) => r.tbtMs))} ms`,
        cls.toFixed(3),
        `${(m((r) => r.transferBytes) / 1024).toFixed(0)} KiB`,
      ]),
    );
  }
  console.log('\nTargets (storefront pages): performance ≥ 95; accessibility, best practices and SEO 100; CLS ≤ 0.02.');
  for (const row of rows) {
    const counts = new Map<string, number>();
    for (const run of row.runs) for (const audit of run.failed) counts.set(audit, (counts.get(audit) ?? 0) + 1);
    if (counts.size === 0) continue;
    console.log(`\nFailed audits, ${row.label}:`);
    for (const [audit, n] of counts) console.log(`  ${audit} [${n}/${row.runs.length} runs]`);
  }
  console.log(`\nReports: ${path.relative(repoRoot, reportDir)}/`);
  return missed;
}

async function main(): Promise<void> {
  mkdirSync(reportDir, { recursive: true });
  const usePostgres = Boolean(process.env.DATABASE_URL);
  const dataDir = await freshSeededDataDir();
  cleanups.push(() => removeDataDir(dataDir));
  const server = await startServer({ dataDir, keepDatabaseUrl: usePostgres, env: { NODE_ENV: 'production' } });
  cleanups.push(() => server.stop());
  const floor = await startFloor();
  cleanups.push(() => floor.stop());
  const port = await startChromium();
  const { category, product } = await pickPages(server);
  console.log(
    `Storefront on ${usePostgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'} at ${server.baseUrl}; floor at ${floor.baseUrl}.`,
  );

  const rows: Row[] = [
    { label: 'floor (same stack, no API)', url: `${floor.baseUrl}/`, storefront: false, runs: [] },
    { label: '/aurora', url: `${server.baseUrl}/aurora`, storefront: true, runs: [] },
    { label: category, url: `${server.baseUrl}${category}`, storefront: true, runs: [] },
    { label: product, url: `${server.baseUrl}${product}`, storefront: true, runs: [] },
    { label: '/construforte', url: `${server.baseUrl}/construforte`, storefront: true, runs: [] },
  ];
  // One warm-up load per page (not counted): the server's first render of each route, caches filled.
  for (const row of rows) await fetch(row.url);
  // Rounds, each page once per round, so a slow moment of the machine spreads over all pages.
  for (let round = 1; round <= RUNS; round++) {
    for (const [index, row] of rows.entries()) {
      process.stdout.write(`round ${round}/${RUNS}: ${row.label}…\n`);
      row.runs.push(await runMeasured(row.url, port, path.join(reportDir, `page${index}-run${round}.json`)));
    }
  }
  if (printTable(rows)) process.exitCode = 1;
}

const watchdog = setTimeout(() => {
  console.error(`bench:lighthouse stopped: still running after ${DEADLINE_MS / 60_000} minutes.`);
  void cleanUp().finally(() => process.exit(2));
}, DEADLINE_MS);
watchdog.unref();

main()
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
