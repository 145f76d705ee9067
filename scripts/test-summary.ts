/**
 * The end of `npm test` (scripts/test.sh), from every vitest JSON report in a folder: the 20
 * slowest test files and the 10 slowest tests (each with its report: `unit-server-pglite`,
 * `server-postgres`, `browser`, …), then, as the last line, exactly `tests: N passed, N failed`
 * (plus `, N skipped` when any were skipped).
 * Usage: tsx scripts/test-summary.ts <folder of vitest JSON reports>
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The parts of vitest's JSON report (`--reporter=json`) that the test scripts read. */
export interface VitestJsonAssertion {
  status?: string;
  title?: string;
  fullName?: string;
  ancestorTitles?: string[];
  duration?: number | null;
  failureMessages?: string[] | null;
}

export interface VitestJsonFile {
  /** Absolute path of the test file. */
  name?: string;
  status?: string;
  message?: string;
  startTime?: number;
  endTime?: number;
  assertionResults?: VitestJsonAssertion[];
}

export interface VitestJsonReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: VitestJsonFile[];
}

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

export function sumReports(reports: VitestJsonReport[]): Totals {
  const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
  for (const report of reports) {
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A test file that failed to load has no failed test: count the file itself as one failure.
    for (const file of report.testResults ?? []) {
      const anyTestFailed = (file.assertionResults ?? []).some((test) => test.status === 'failed');
      if (file.status === 'failed' && !anyTestFailed) totals.failed += 1;
    }
  }
  return totals;
}

export function summaryLine({ passed, failed, skipped }: Totals): string {
  return `tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

export interface Timed {
  /** The report it comes from (its file name without `.json`). */
  report: string;
  /** The test file, relative to the repository. */
  file: string;
  /** The test's 'describe > title'; absent for a whole file. */
  test?: string;
  seconds: number;
}

/**
 * The slowest test files (from each file's start to its end in its report: its hooks and tests,
 * not the time to import it) and the slowest tests, longest first.
 */
export function slowest(
  reports: readonly { name: string; report: VitestJsonReport }[],
  root: string,
  counts: { files: number; tests: number } = { files: 20, tests: 10 },
): { files: Timed[]; tests: Timed[] } {
  const files: Timed[] = [];
  const tests: Timed[] = [];
  for (const { name, report } of reports) {
    for (const file of report.testResults ?? []) {
      const relative = path.relative(root, file.name ?? '') || (file.name ?? '?');
      if (file.startTime !== undefined && file.endTime !== undefined) {
        files.push({ report: name, file: relative, seconds: (file.endTime - file.startTime) / 1000 });
      }
      for (const test of file.assertionResults ?? []) {
        if (test.duration === undefined || test.duration === null) continue;
        const title = [...(test.ancestorTitles ?? []), test.title ?? test.fullName ?? '?'].join(' > ');
        tests.push({ report: name, file: relative, test: title, seconds: test.duration / 1000 });
      }
    }
  }
  const longestFirst = (a: Timed, b: Timed) => b.seconds - a.seconds || a.file.localeCompare(b.file);
  return {
    files: files.sort(longestFirst).slice(0, counts.files),
    tests: tests.sort(longestFirst).slice(0, counts.tests),
  };
}

export function slowestLines({ files, tests }: { files: Timed[]; tests: Timed[] }): string[] {
  const seconds = (t: Timed) => `${t.seconds.toFixed(1)} s`.padStart(8);
  const lines: string[] = [];
  if (files.length > 0) {
    lines.push(`Slowest test files (of their report's run; import time apart):`);
    for (const t of files) lines.push(`${seconds(t)}  ${t.file} (${t.report})`);
  }
  if (tests.length > 0) {
    lines.push('Slowest tests:');
    for (const t of tests) lines.push(`${seconds(t)}  ${t.file} > ${t.test ?? ''} (${t.report})`);
  }
  return lines;
}

function readReports(dir: string): { name: string; report: VitestJsonReport }[] {
  const reports: { name: string; report: VitestJsonReport }[] = [];
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    try {
      const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as VitestJsonReport;
      reports.push({ name: name.replace(/\.json$/, ''), report });
    } catch {
      // A run that crashed before writing its report already failed its step in test.sh.
    }
  }
  return reports;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: tsx scripts/test-summary.ts <folder of vitest JSON reports>');
    process.exit(2);
  }
  const reports = readReports(dir);
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const line of slowestLines(slowest(reports, root))) console.log(line);
  console.log(summaryLine(sumReports(reports.map((r) => r.report))));
}
