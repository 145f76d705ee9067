/**
 * Measured test times, and the split of the browser project between `npm test`'s two streams
 * (scripts/test.sh) made from them instead of by hand.
 *
 * - `record <results dir>`: after a run, writes `.tmp/test-timings.json` (each browser file's
 *   seconds, from the vitest JSON reports, and each step's seconds, from `steps.tsv`), merged over
 *   the previous one so that a partial run keeps the other files' times.
 * - `plan [--postgres]`: prints two lines, the browser files of stream 2 (the background stream)
 *   and those of stream 1 (run after its unit + server suites and static checks). Times come from
 *   `.tmp/test-timings.json` (the last run here), else from the committed `scripts/test-timings.json`;
 *   a file with no time yet counts as the median file. `--postgres`: stream 1 runs the suites of a
 *   run with DATABASE_URL (POSTGRES_STEPS) instead of unit + server on PGlite.
 * - `save`: copies the last measured times into the committed default `scripts/test-timings.json`
 *   (after a full `npm test` on a machine like CI's; commit it when the split has drifted).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VitestJsonReport } from './test-summary';

export interface Timings {
  /** Seconds per browser test file (relative path). */
  files: Record<string, number>;
  /** Seconds per step of scripts/test.sh (its step names). */
  steps: Record<string, number>;
}

/** The static checks stream 1 runs after its test suites, before its share of the browser files. */
export const STATIC_STEPS = [
  'api:check',
  'api:lint',
  'lint',
  'format:check',
  'lock:check',
  'deps:check',
  'typecheck',
] as const;
/** Stream 1's test suites without DATABASE_URL: unit and server on PGlite. */
export const PGLITE_STEPS = ['unit + server (PGlite)'] as const;
/** Stream 1's test suites with DATABASE_URL: unit, the server suite on PostgreSQL, its database and queue files on PGlite. */
export const POSTGRES_STEPS = ['unit', 'server (PostgreSQL)', 'server (PGlite: database and queue)'] as const;
/** What one more vitest browser run costs besides its files (its shared server's start and stop). */
export const BROWSER_RUN_OVERHEAD_S = 15;

/** Seconds per test file in the reports (end − start), relative to `root`. */
export function fileSeconds(reports: readonly VitestJsonReport[], root: string): Record<string, number> {
  const seconds: Record<string, number> = {};
  for (const report of reports) {
    for (const file of report.testResults ?? []) {
      if (!file.name || file.startTime === undefined || file.endTime === undefined) continue;
      const relative = path.relative(root, file.name);
      seconds[relative] = Math.round(((file.endTime - file.startTime) / 1000) * 10) / 10;
    }
  }
  return seconds;
}

/** `name<TAB>seconds` lines (scripts/test.sh's steps.tsv) into a record. */
export function parseSteps(text: string): Record<string, number> {
  const steps: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const [name, seconds] = line.split('\t');
    if (name && seconds !== undefined && Number.isFinite(Number(seconds))) steps[name] = Number(seconds);
  }
  return steps;
}

/** The new measurements over the old ones (a file or step not measured this time keeps its old time). */
export function mergeTimings(old: Timings | undefined, measured: Timings): Timings {
  return { files: { ...(old?.files ?? {}), ...measured.files }, steps: { ...(old?.steps ?? {}), ...measured.steps } };
}

export interface Plan {
  /** Browser files of the background stream. */
  stream2: string[];
  /** Browser files stream 1 runs after its own steps. */
  stream1: string[];
  /** The expected end of each stream (seconds after the build). */
  ends: [number, number];
}

function median(values: number[]): number {
  if (values.length === 0) return 60;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Longest file first, each to the stream that would end sooner with it: stream 1 starts with its
 * own steps' time (and pays `BROWSER_RUN_OVERHEAD_S` once if it gets any browser file).
 */
export function planStreams(files: readonly string[], timings: Timings, options: { postgres: boolean }): Plan {
  const known = files.map((f) => timings.files[f]).filter((s): s is number => s !== undefined);
  const fallback = median(known);
  const cost = (f: string): number => timings.files[f] ?? fallback;
  const steps = [...(options.postgres ? POSTGRES_STEPS : PGLITE_STEPS), ...STATIC_STEPS];
  let end1 = steps.reduce((sum, step) => sum + (timings.steps[step] ?? 0), 0);
  let end2 = BROWSER_RUN_OVERHEAD_S;
  const stream1: string[] = [];
  const stream2: string[] = [];
  const ordered = [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
  for (const file of ordered) {
    const on1 = end1 + cost(file) + (stream1.length === 0 ? BROWSER_RUN_OVERHEAD_S : 0);
    const on2 = end2 + cost(file);
    if (on1 < on2) {
      stream1.push(file);
      end1 = on1;
    } else {
      stream2.push(file);
      end2 = on2;
    }
  }
  return { stream2: stream2.sort(), stream1: stream1.sort(), ends: [Math.round(end1), Math.round(end2)] };
}

// ---- the command ----

const root = fileURLToPath(new URL('..', import.meta.url));
const measuredFile = path.join(root, '.tmp', 'test-timings.json');
const committedFile = path.join(root, 'scripts', 'test-timings.json');

function readTimings(file: string): Timings | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Timings>;
    return { files: parsed.files ?? {}, steps: parsed.steps ?? {} };
  } catch {
    return undefined;
  }
}

/** The browser project's files (vitest.config.ts: tests/browser/**, tests/visual/**). */
function browserFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    if (!existsSync(path.join(root, dir))) return;
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(relative);
      } else if (entry.name.endsWith('.test.ts')) found.push(relative);
    }
  };
  walk('tests/browser');
  walk('tests/visual');
  return found.sort();
}

const stableJson = (timings: Timings): string => {
  const sortKeys = (record: Record<string, number>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify({ files: sortKeys(timings.files), steps: sortKeys(timings.steps) }, null, 2)}\n`;
};

function main(argv: string[]): number {
  const [command, ...rest] = argv;
  if (command === 'plan') {
    const timings = readTimings(measuredFile) ?? readTimings(committedFile) ?? { files: {}, steps: {} };
    const files = browserFiles();
    const plan = planStreams(files, timings, { postgres: rest.includes('--postgres') });
    const unmeasured = files.filter((f) => timings.files[f] === undefined);
    if (unmeasured.length > 0) {
      console.error(
        `test-timings: no measured time for ${unmeasured.join(', ')} (counted as the median file; after a full run, 'node --import tsx scripts/test-timings.ts save')`,
      );
    }
    console.log(plan.stream2.join(' '));
    console.log(plan.stream1.join(' '));
    console.error(
      `test-timings: browser files split ${plan.stream2.length} + ${plan.stream1.length}; expected ends ${plan.ends[0]} s and ${plan.ends[1]} s after the build`,
    );
    return 0;
  }
  if (command === 'record') {
    const dir = rest[0];
    if (!dir) return usage();
    const reports: VitestJsonReport[] = [];
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      try {
        reports.push(JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as VitestJsonReport);
      } catch {
        // a run that crashed: nothing to learn from it
      }
    }
    const browser = Object.fromEntries(
      Object.entries(fileSeconds(reports, root)).filter(([f]) => /^tests\/(browser|visual)\//.test(f)),
    );
    const stepsFile = path.join(dir, 'steps.tsv');
    const steps = existsSync(stepsFile) ? parseSteps(readFileSync(stepsFile, 'utf8')) : {};
    writeFileSync(
      measuredFile,
      stableJson(mergeTimings(readTimings(measuredFile) ?? readTimings(committedFile), { files: browser, steps })),
    );
    return 0;
  }
  if (command === 'save') {
    const measured = readTimings(measuredFile);
    if (!measured) {
      console.error('test-timings: no measured times yet (.tmp/test-timings.json): run `npm test` first.');
      return 1;
    }
    writeFileSync(committedFile, stableJson(measured));
    console.log(`test-timings: ${path.relative(root, committedFile)} updated from the last run.`);
    return 0;
  }
  return usage();
}

function usage(): number {
  console.error('usage: tsx scripts/test-timings.ts plan [--postgres] | record <results dir> | save');
  return 2;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) process.exit(main(process.argv.slice(2)));
