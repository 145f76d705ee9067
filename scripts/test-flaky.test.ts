// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultLoad, formatSummary, parseArgs, projectOf, tally } from './test-flaky';
import type { VitestJsonReport } from './test-summary';

const root = '/repo';

function run(outcomes: Record<string, 'passed' | 'failed' | 'skipped'>, fileFailed?: string): VitestJsonReport {
  return {
    testResults: [
      {
        name: '/repo/tests/browser/checkout.test.ts',
        status: Object.values(outcomes).includes('failed') ? 'failed' : 'passed',
        assertionResults: Object.entries(outcomes).map(([title, status]) => ({
          title,
          ancestorTitles: ['checkout'],
          status,
          duration: 1000,
          failureMessages: status === 'failed' ? [`\nError: ${title} did not finish\n    at line 1`] : [],
        })),
      },
      ...(fileFailed
        ? [{ name: '/repo/tests/browser/lojas.test.ts', status: 'failed', message: fileFailed, assertionResults: [] }]
        : []),
    ],
  };
}

describe('test:flaky counting', () => {
  it("counts each test's failures over the runs, a file that failed outside its tests as '(file)', and a run with no report", () => {
    const summary = tally(
      [
        run({ a: 'passed', b: 'failed' }),
        run({ a: 'passed', b: 'passed' }),
        null,
        run({ a: 'passed', b: 'failed' }, 'beforeAll: the server did not start'),
        run({ a: 'skipped', b: 'passed' }),
      ],
      root,
    );
    expect(summary.runs).toBe(5);
    expect(summary.missingReports).toBe(1);
    const byName = Object.fromEntries(summary.tests.map((t) => [`${t.file} > ${t.name}`, t]));
    expect(byName['tests/browser/checkout.test.ts > checkout > a']).toMatchObject({
      runs: 4,
      passed: 3,
      failed: 0,
      skipped: 1,
    });
    expect(byName['tests/browser/checkout.test.ts > checkout > b']).toMatchObject({
      runs: 4,
      passed: 2,
      failed: 2,
      firstFailure: 'Error: b did not finish',
    });
    expect(byName['tests/browser/lojas.test.ts > (file)']).toMatchObject({
      runs: 1,
      failed: 1,
      firstFailure: 'beforeAll: the server did not start',
    });
  });

  it('prints the failing tests worst rate first, with the first failure, and a closing count', () => {
    const text = formatSummary(
      tally(
        [run({ a: 'failed', b: 'failed' }), run({ a: 'passed', b: 'failed' }), run({ a: 'passed', b: 'passed' })],
        root,
      ),
    );
    expect(text.split('\n')).toEqual([
      'flaky: 3 runs, 2 tests',
      'Failure rate per test (failed / runs it ran in):',
      '      2/3  67 %  tests/browser/checkout.test.ts > checkout > b',
      '                 first failure: Error: b did not finish',
      '      1/3  33 %  tests/browser/checkout.test.ts > checkout > a',
      '                 first failure: Error: a did not finish',
      'flaky: 2 tests failed at least once in 3 runs',
    ]);
  });

  it('says so when nothing failed', () => {
    const text = formatSummary(tally([run({ a: 'passed' }), run({ a: 'passed' })], root));
    expect(text).toContain('No test failed in any run.');
    expect(text.split('\n').at(-1)).toBe('flaky: 0 tests failed at least once in 2 runs');
  });
});

describe('test:flaky arguments', () => {
  it('takes a project, or files of one project, with the runs (default 10), the load and the throttle', () => {
    expect(parseArgs(['browser'], true)).toEqual({
      project: 'browser',
      files: [],
      runs: 10,
      load: 'server',
      throttle: undefined,
    });
    expect(
      parseArgs(
        ['tests/browser/checkout.test.ts', 'tests/browser/pagamento.test.ts', '--runs', '5', '--throttle', '2'],
        true,
      ),
    ).toEqual({
      project: 'browser',
      files: ['tests/browser/checkout.test.ts', 'tests/browser/pagamento.test.ts'],
      runs: 5,
      load: 'server',
      throttle: '2',
    });
    expect(parseArgs(['src/app/app-routes.test.tsx', '--load', 'none'], true)).toMatchObject({
      project: 'unit',
      load: null,
    });
  });

  it('refuses what it cannot run', () => {
    expect(() => parseArgs([], true)).toThrow(/name a project/);
    expect(() => parseArgs(['unit', '--runs', '0'], true)).toThrow(/--runs/);
    expect(() => parseArgs(['server/main.test.ts', 'src/app/app-routes.test.tsx'], true)).toThrow(/different projects/);
    expect(() => parseArgs(['unit', '--load', 'cpu'], true)).toThrow(/--load/);
    expect(() => parseArgs(['unit', '--fast'], true)).toThrow(/unknown option/);
  });

  it("knows each file's project and the load CI puts beside it", () => {
    expect(projectOf('tests/visual/visual.test.ts')).toBe('browser');
    expect(projectOf('./tests/contract/contract.test.ts')).toBe('server');
    expect(projectOf('server/db/seed.test.ts')).toBe('server');
    expect(projectOf('engine/rules/money.test.ts')).toBe('unit');
    expect(defaultLoad('unit', true)).toBe('browser');
    expect(defaultLoad('server', false)).toBe('unit');
    expect(defaultLoad('unit', false)).toBe('server');
  });
});
