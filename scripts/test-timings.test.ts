// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BROWSER_RUN_OVERHEAD_S, fileSeconds, mergeTimings, parseSteps, planStreams } from './test-timings';

describe("npm test's split of the browser files from measured times", () => {
  const files = [
    'tests/browser/a.test.ts',
    'tests/browser/b.test.ts',
    'tests/browser/c.test.ts',
    'tests/visual/v.test.ts',
  ];

  it('gives stream 1 the files that end it no later than stream 2, longest first', () => {
    const plan = planStreams(
      files,
      {
        files: {
          'tests/browser/a.test.ts': 300,
          'tests/browser/b.test.ts': 200,
          'tests/browser/c.test.ts': 100,
          'tests/visual/v.test.ts': 50,
        },
        steps: { 'unit + server (PGlite)': 240, typecheck: 50, 'server (PostgreSQL)': 400 },
      },
      { postgres: false },
    );
    // Stream 2 starts with 15 s, stream 1 with 290 s of its own steps (+15 s for its browser run);
    // the PostgreSQL suite does not run.
    expect(plan.stream2).toEqual(['tests/browser/a.test.ts', 'tests/browser/c.test.ts', 'tests/visual/v.test.ts']);
    expect(plan.stream1).toEqual(['tests/browser/b.test.ts']);
    expect(plan.ends).toEqual([290 + BROWSER_RUN_OVERHEAD_S + 200, BROWSER_RUN_OVERHEAD_S + 300 + 100 + 50]);
  });

  it("counts a PostgreSQL run's suites on stream 1 when it runs, and a file with no time as the median", () => {
    const plan = planStreams(
      files,
      {
        files: { 'tests/browser/a.test.ts': 300, 'tests/browser/b.test.ts': 200, 'tests/browser/c.test.ts': 100 },
        steps: {
          unit: 100,
          'server (PostgreSQL)': 800,
          'server (PGlite: database and queue)': 100,
          'unit + server (PGlite)': 5,
        },
      },
      { postgres: true },
    );
    expect(plan.stream1).toEqual([]);
    expect(plan.stream2).toEqual(files);
    expect(plan.ends[1]).toBe(BROWSER_RUN_OVERHEAD_S + 300 + 200 + 100 + 200);
  });

  it('puts every file on stream 2 when nothing was measured yet', () => {
    const plan = planStreams(files, { files: {}, steps: {} }, { postgres: false });
    expect(plan.stream2.length + plan.stream1.length).toBe(files.length);
  });

  it('reads file times from the reports and step times from steps.tsv, new over old', () => {
    expect(
      fileSeconds(
        [
          {
            testResults: [
              { name: '/repo/tests/browser/a.test.ts', startTime: 1000, endTime: 62_340 },
              { name: '/repo/x.test.ts' },
            ],
          },
        ],
        '/repo',
      ),
    ).toEqual({ 'tests/browser/a.test.ts': 61.3 });
    expect(parseSteps('typecheck\t74\nbrowser\t1800\n\nbroken\n')).toEqual({ typecheck: 74, browser: 1800 });
    expect(
      mergeTimings({ files: { a: 1, b: 2 }, steps: { lint: 9 } }, { files: { b: 3 }, steps: { typecheck: 70 } }),
    ).toEqual({ files: { a: 1, b: 3 }, steps: { lint: 9, typecheck: 70 } });
  });
});
