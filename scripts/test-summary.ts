/**
 * The closing line of `npm test` (scripts/test.sh): sums every vitest JSON report in a folder and
 * prints exactly `tests: N passed, N failed` (plus `, N skipped` when any were skipped).
 * Usage: tsx scripts/test-summary.ts <folder of vitest JSON reports>
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface VitestJsonReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: { status?: string; assertionResults?: { status?: string }[] }[];
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

function readReports(dir: string): VitestJsonReport[] {
  const reports: VitestJsonReport[] = [];
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    try {
      reports.push(JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as VitestJsonReport);
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
  console.log(summaryLine(sumReports(readReports(dir))));
}
