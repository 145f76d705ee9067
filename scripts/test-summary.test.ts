// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sumReports, summaryLine } from './test-summary';

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
