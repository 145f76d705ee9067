import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { pathAliases } from './vite.config';

/** Each project resolves the path aliases of tsconfig.json (`#engine/…`). */
const resolve = { alias: pathAliases };

/**
 * Three projects, run in this order by `npm test` (scripts/test.sh):
 * - unit: pure rules (fast-check), effector models (fork + allSettled), schemas, ui primitives, blocks (happy-dom);
 * - server: the reference API through `inject`, on PGlite, and on PostgreSQL when DATABASE_URL is
 *   set; the contract test of real responses against openapi/;
 * - browser: journeys in Debian's Chromium against the built storefront (needs `npm run build`),
 *   and the visual baseline (tests/visual: screenshots compared with committed PNGs).
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve,
        test: {
          name: 'unit',
          setupFiles: ['schemas/testing/pt-br-errors.setup.ts', 'ui/testing/testing-library.setup.ts'],
          // Fitted to a loaded 2-core machine: `npm test` runs this project beside the browser
          // stream, where rendering the whole app (src/app/app-routes.test.tsx) took over 5 s, the
          // default. Testing Library's waits end at 10 s (ui/testing/testing-library.setup.ts), before
          // this, so a wait that fails names what it waited for.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          include: [
            'engine/**/*.test.{ts,tsx}',
            'schemas/**/*.test.{ts,tsx}',
            'themes/**/*.test.{ts,tsx}',
            'ui/**/*.test.{ts,tsx}',
            'blocks/**/*.test.{ts,tsx}',
            'features/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'happy-dom',
          // Worker threads instead of child processes: each file still gets a fresh module graph
          // and environment, with less start-up per file (docs/testing.md: 84 s of CPU instead of
          // 99 s on 87 files of blocks/ and engine/model).
          pool: 'threads',
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          setupFiles: ['schemas/testing/pt-br-errors.setup.ts'],
          include: ['server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One worker runs every file and keeps its module cache: the app's module graph is
          // imported once instead of once per file (about 40 % less CPU for the suite). Each file
          // still opens a database of its own; no file may leave global state behind.
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'browser',
          // tests/visual: the screenshot baseline (`npm run test:visual`, `npm run test:visual:update`).
          include: ['tests/browser/**/*.test.ts', 'tests/visual/**/*.test.ts'],
          // One server for the files that need no environment of their own (tests/browser/support/setup.ts).
          globalSetup: ['tests/browser/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
