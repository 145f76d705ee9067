// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { npmStart } from '#tests/bench/support/servidor-npm-start';

/**
 * `npm start` bounds the memory of the server's process (docs/server.md, 'Memory'): V8's young
 * generation at 2 × 8 MB (Node 24 lets it grow to 2 × 64 MB on a machine of this size, and keeps
 * it), glibc's large blocks mapped on their own and returned when freed (its dynamic threshold
 * otherwise keeps the answers' buffers of a load in the heap for good), two malloc arenas, and no
 * source maps parsed at start (about 25 MB of heap). The benchmarks read the same script
 * (tests/bench/support/servidor-npm-start.ts).
 */
describe('npm start', () => {
  const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as {
    scripts: { start: string };
  };

  it('runs scripts/start.ts with the memory settings', () => {
    const { env, flags } = npmStart();
    expect(pkg.scripts.start.endsWith('scripts/start.ts')).toBe(true);
    expect(env).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' });
    const semi = flags.find((f) => f.startsWith('--max-semi-space-size='));
    expect(Number(semi?.split('=')[1])).toBeLessThanOrEqual(16);
    expect(flags).not.toContain('--enable-source-maps');
  });
});
