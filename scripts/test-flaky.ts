/**
 * `npm run test:flaky -- <project or file...> [--runs N] [--load <project>|none] [--throttle N]`:
 * runs a vitest project (`unit`, `server`, `browser`) or some test files N times (default 10),
 * each run beside a second stream of load as CI runs them (scripts/test.sh: the browser project
 * beside unit + server), and prints each test's failure rate from vitest's JSON reports.
 *
 * - The load stream is another vitest project run over and over until the run under test ends,
 *   then stopped: `browser` beside `unit` or `server` (when the build is there, else `server`
 *   beside `unit` and `unit` beside `server`), `server` beside `browser`. `--load none` runs
 *   alone.
 * - `--throttle N` sets `CPU_THROTTLE=N` for the run under test (every page's scripts N times
 *   slower in the browser tests: tests/browser/support/browser.ts); an inherited `CPU_THROTTLE`
 *   counts too.
 * - Reports go to `.tmp/flaky/<stamp>/run-<i>.json`, the load stream's output to `load.log`.
 * - Exit 1 when any test failed in any run: a test that fails once in ten is fixed before it lands.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, openSync, closeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VitestJsonReport } from './test-summary';

export type Project = 'unit' | 'server' | 'browser';
const PROJECTS: readonly Project[] = ['unit', 'server', 'browser'];

export interface FlakyOptions {
  /** The project of the files (or the project itself when `files` is empty). */
  project: Project;
  files: string[];
  runs: number;
  /** The project run beside as load, or null for none. */
  load: Project | null;
  /** CPU_THROTTLE for the run under test (undefined: inherited). */
  throttle: string | undefined;
}

/** Which project a test file belongs to (vitest.config.ts's include patterns). */
export function projectOf(file: string): Project {
  const normalized = file.replace(/\\/g, '/').replace(/^\.\//, '');
  if (/^tests\/(browser|visual)\//.test(normalized)) return 'browser';
  if (/^(server|tests\/contract)\//.test(normalized)) return 'server';
  return 'unit';
}

/** The load that CI puts beside a project: the other stream of scripts/test.sh. */
export function defaultLoad(project: Project, built: boolean): Project {
  if (project === 'browser') return 'server';
  if (built) return 'browser';
  return project === 'unit' ? 'server' : 'unit';
}

export function parseArgs(argv: readonly string[], built: boolean): FlakyOptions {
  const targets: string[] = [];
  let runs = 10;
  let load: Project | null | undefined;
  let throttle: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = (): string => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--runs' || arg === '-n') {
      runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
    } else if (arg === '--load') {
      const v = value();
      if (v === 'none') load = null;
      else if ((PROJECTS as readonly string[]).includes(v)) load = v as Project;
      else throw new Error(`--load must be one of ${PROJECTS.join(', ')} or none`);
    } else if (arg === '--throttle') {
      throttle = value();
      if (!(Number(throttle) >= 1)) throw new Error('--throttle must be a number of at least 1');
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown option ${arg}`);
    } else {
      targets.push(arg);
    }
  }
  if (targets.length === 0) throw new Error('name a project (unit, server, browser) or test files');
  const named = targets.filter((t) => (PROJECTS as readonly string[]).includes(t));
  let project: Project;
  let files: string[];
  if (named.length > 0) {
    if (targets.length > 1) throw new Error('name one project, or test files of one project');
    project = named[0] as Project;
    files = [];
  } else {
    const projects = [...new Set(targets.map(projectOf))];
    if (projects.length > 1)
      throw new Error(`these files belong to different projects (${projects.join(', ')}): run them separately`);
    project = projects[0] as Project;
    files = targets;
  }
  return { project, files, runs, load: load === undefined ? defaultLoad(project, built) : load, throttle };
}

export interface TestTally {
  /** The file, relative to the repository. */
  file: string;
  /** 'describe > test'; '(file)' for a file that failed outside its tests (load error, hook). */
  name: string;
  runs: number;
  failed: number;
  passed: number;
  skipped: number;
  /** The first line of the first failure message seen. */
  firstFailure: string | undefined;
  /** Total duration over the runs it ran in (ms). */
  totalMs: number;
}

export interface RunSummary {
  runs: number;
  /** Runs whose report is missing (vitest crashed before writing it): counted as failed runs. */
  missingReports: number;
  tests: TestTally[];
}

function firstLine(text: string | undefined): string | undefined {
  return text
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0);
}

/**
 * Counts every test's outcome over the runs' JSON reports (one per run; null for a run that wrote
 * none). A file that failed without a failed test (it did not load, or a hook failed) counts as
 * one failure of its pseudo-test '(file)'.
 */
export function tally(reports: readonly (VitestJsonReport | null)[], root: string): RunSummary {
  const byKey = new Map<string, TestTally>();
  const entry = (file: string, name: string): TestTally => {
    const key = `${file}\0${name}`;
    let found = byKey.get(key);
    if (!found) {
      found = { file, name, runs: 0, failed: 0, passed: 0, skipped: 0, firstFailure: undefined, totalMs: 0 };
      byKey.set(key, found);
    }
    return found;
  };
  let missingReports = 0;
  for (const report of reports) {
    if (!report) {
      missingReports++;
      continue;
    }
    for (const fileResult of report.testResults ?? []) {
      const file = path.relative(root, fileResult.name ?? '') || (fileResult.name ?? '?');
      const assertions = fileResult.assertionResults ?? [];
      for (const test of assertions) {
        const name = [...(test.ancestorTitles ?? []), test.title ?? test.fullName ?? '?'].join(' > ');
        const t = entry(file, name);
        t.runs++;
        t.totalMs += test.duration ?? 0;
        if (test.status === 'failed') {
          t.failed++;
          t.firstFailure ??= firstLine(test.failureMessages?.[0]);
        } else if (test.status === 'passed') t.passed++;
        else t.skipped++;
      }
      if (fileResult.status === 'failed' && !assertions.some((test) => test.status === 'failed')) {
        const t = entry(file, '(file)');
        t.runs++;
        t.failed++;
        t.firstFailure ??= firstLine(fileResult.message);
      }
    }
  }
  const tests = [...byKey.values()].sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
  return { runs: reports.length, missingReports, tests };
}

const percent = (part: number, whole: number): string => `${whole === 0 ? 0 : Math.round((part / whole) * 100)} %`;

/** The report printed at the end: every test that failed at least once, worst first, then totals. */
export function formatSummary(summary: RunSummary): string {
  const lines: string[] = [];
  const failing = summary.tests
    .filter((t) => t.failed > 0)
    .sort((a, b) => b.failed / b.runs - a.failed / a.runs || b.failed - a.failed || a.file.localeCompare(b.file));
  const counted = summary.tests.filter((t) => t.name !== '(file)');
  const ran = counted.filter((t) => t.passed + t.failed > 0).length;
  lines.push(`flaky: ${summary.runs} run${summary.runs === 1 ? '' : 's'}, ${ran} tests`);
  if (failing.length === 0) {
    lines.push('No test failed in any run.');
  } else {
    lines.push('Failure rate per test (failed / runs it ran in):');
    for (const t of failing) {
      lines.push(
        `  ${`${t.failed}/${t.runs}`.padStart(7)} ${percent(t.failed, t.runs).padStart(5)}  ${t.file} > ${t.name}`,
      );
      if (t.firstFailure) lines.push(`                 first failure: ${t.firstFailure.slice(0, 300)}`);
    }
  }
  if (summary.missingReports > 0)
    lines.push(`${summary.missingReports} run(s) wrote no report (vitest itself failed): see their logs.`);
  const failedTests = failing.length;
  lines.push(
    `flaky: ${failedTests} test${failedTests === 1 ? '' : 's'} failed at least once in ${summary.runs} runs${summary.missingReports ? `, ${summary.missingReports} run(s) without a report` : ''}`,
  );
  return lines.join('\n');
}

// ---- the runner ----

const root = fileURLToPath(new URL('..', import.meta.url));

function vitestArgs(project: Project, files: readonly string[], reporters: string[]): string[] {
  return ['vitest', 'run', '--project', project, ...files, ...reporters];
}

/** Spawns a command in a process group of its own (so the whole group, servers and browsers, can be stopped). */
function spawnGroup(args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const fd = openSync(logFile, 'a');
  const child = spawn('npx', args, { cwd: root, env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 15_000);
  await exited(child);
  clearTimeout(timer);
  signal('SIGKILL'); // anything of the group still alive
}

/** Runs the load project over and over until `stop()` is called. */
function startLoad(project: Project, logFile: string): { stop: () => Promise<void> } {
  let current: ChildProcess | undefined;
  let stopping = false;
  const loop = async () => {
    while (!stopping) {
      writeFileSync(logFile, `\n==> load: vitest --project ${project} (${new Date().toISOString()})\n`, { flag: 'a' });
      const env = { ...process.env };
      delete env.CPU_THROTTLE; // the load runs at the machine's own speed, as CI's other stream does
      current = spawnGroup(vitestArgs(project, [], ['--reporter=dot']), env, logFile);
      await exited(current);
    }
  };
  const looping = loop();
  return {
    stop: async () => {
      stopping = true;
      if (current) await stopGroup(current);
      await looping;
    },
  };
}

function readReport(file: string): VitestJsonReport | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VitestJsonReport;
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  let options: FlakyOptions;
  try {
    options = parseArgs(process.argv.slice(2), existsSync(path.join(root, 'dist', 'client', 'index.html')));
  } catch (error) {
    console.error(`test:flaky: ${(error as Error).message}`);
    console.error(
      'usage: npm run test:flaky -- <unit|server|browser|test files...> [--runs N] [--load unit|server|browser|none] [--throttle N]',
    );
    return 2;
  }
  const { project, files, runs, load, throttle } = options;
  if ((project === 'browser' || load === 'browser') && !existsSync(path.join(root, 'dist', 'client', 'index.html'))) {
    console.error('test:flaky: the browser project needs the build: run `npm run build` first.');
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = path.join(root, '.tmp', 'flaky', stamp);
  mkdirSync(dir, { recursive: true });
  const env = { ...process.env, ...(throttle ? { CPU_THROTTLE: throttle } : {}) };
  console.log(
    `test:flaky: ${files.length > 0 ? files.join(' ') : `project ${project}`} × ${runs}` +
      `${env.CPU_THROTTLE ? `, CPU_THROTTLE=${env.CPU_THROTTLE}` : ''}, load: ${load ?? 'none'}; reports in ${path.relative(root, dir)}`,
  );
  const loadStream = load ? startLoad(load, path.join(dir, 'load.log')) : undefined;
  const reports: (VitestJsonReport | null)[] = [];
  const stopAll = async () => {
    await loadStream?.stop();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    for (let run = 1; run <= runs; run++) {
      const reportFile = path.join(dir, `run-${run}.json`);
      const started = Date.now();
      const child = spawnGroup(
        vitestArgs(project, files, ['--reporter=dot', '--reporter=json', `--outputFile.json=${reportFile}`]),
        env,
        path.join(dir, `run-${run}.log`),
      );
      const code = await exited(child);
      const report = readReport(reportFile);
      reports.push(report);
      const failed = report ? (report.numFailedTests ?? 0) : '?';
      console.log(
        `  run ${run}/${runs}: exit ${code}, ${report?.numPassedTests ?? '?'} passed, ${failed} failed, ${Math.round((Date.now() - started) / 1000)} s`,
      );
    }
  } finally {
    await stopAll();
  }
  const summary = tally(reports, root);
  writeFileSync(path.join(dir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(formatSummary(summary));
  return summary.missingReports > 0 || summary.tests.some((t) => t.failed > 0) ? 1 : 0;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  void main().then((code) => process.exit(code));
}
