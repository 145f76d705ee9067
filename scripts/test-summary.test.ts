// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slowest, slowestLines, sumReports, summaryLine } from './test-summary';

describe('the closing line of npm test', () => {
  it('sums passed, failed and skipped over every vitest report', () => {
    const totals = sumReports([
      { numPassedTests: 400, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1, testResults: [] },
      { numPassedTests: 180, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 },
      { numPassedTests: 13, numFailedTests: 0 },
    ]);
    expect(totals).toEqual({ passed: 593, failed: 1, skipped: 3 });
    expect(summaryLine(totals)).toBe('tests: 593 passed, 1 failed, 3 skipped');
  });

  it('says nothing about skipped tests when none were skipped', () => {
    expect(summaryLine({ passed: 647, failed: 0, skipped: 0 })).toBe('tests: 647 passed, 0 failed');
  });

  it('counts a test file that failed to load (no failed test inside) as a failure', () => {
    const totals = sumReports([
      {
        numPassedTests: 3,
        numFailedTests: 1,
        testResults: [
          { status: 'failed', assertionResults: [] },
          { status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'failed' }] },
          { status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] },
        ],
      },
    ]);
    expect(totals).toEqual({ passed: 3, failed: 2, skipped: 0 });
  });

  it('counts nothing when no report was written', () => {
    expect(summaryLine(sumReports([]))).toBe('tests: 0 passed, 0 failed');
  });
});

describe('the slowest files and tests printed before it', () => {
  const root = '/repo';
  const reports = [
    {
      name: 'unit-server-pglite',
      report: {
        testResults: [
          {
            name: '/repo/server/db/seed.test.ts',
            startTime: 1_000,
            endTime: 13_300,
            assertionResults: [
              { title: 'seeds twice', ancestorTitles: ['seed'], duration: 9_000 },
              { title: 'no duration', ancestorTitles: [], duration: null },
            ],
          },
          {
            name: '/repo/engine/rules/money.test.ts',
            startTime: 0,
            endTime: 200,
            assertionResults: [{ title: 'formats', ancestorTitles: ['money'], duration: 3 }],
          },
        ],
      },
    },
    {
      name: 'browser',
      report: {
        testResults: [
          {
            name: '/repo/tests/browser/checkout.test.ts',
            startTime: 0,
            endTime: 95_000,
            assertionResults: [{ title: 'checks out', ancestorTitles: ['checkout'], duration: 80_000 }],
          },
        ],
      },
    },
  ];

  it('lists files and tests longest first, relative to the repository, with their report', () => {
    const result = slowest(reports, root, { files: 2, tests: 2 });
    expect(result.files.map((t) => [t.file, t.report, t.seconds])).toEqual([
      ['tests/browser/checkout.test.ts', 'browser', 95],
      ['server/db/seed.test.ts', 'unit-server-pglite', 12.3],
    ]);
    expect(result.tests.map((t) => t.test)).toEqual(['checkout > checks out', 'seed > seeds twice']);
    expect(slowestLines(result)).toEqual([
      "Slowest test files (of their report's run; import time apart):",
      '  95.0 s  tests/browser/checkout.test.ts (browser)',
      '  12.3 s  server/db/seed.test.ts (unit-server-pglite)',
      'Slowest tests:',
      '  80.0 s  tests/browser/checkout.test.ts > checkout > checks out (browser)',
      '   9.0 s  server/db/seed.test.ts > seed > seeds twice (unit-server-pglite)',
    ]);
  });

  it('prints nothing when no report has times', () => {
    expect(slowestLines(slowest([{ name: 'x', report: {} }], root))).toEqual([]);
  });
});
