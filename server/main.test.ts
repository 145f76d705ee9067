/**
 * server/main.ts as a process: a bad configuration stops it with the list of problems; a good one
 * serves, and SIGTERM shuts it down gracefully (exit code 0). Always PGlite (a copy of the seeded
 * test template), whatever DATABASE_URL says, so the run never touches a shared database.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, templateHash } from './testing/test-database';
import { startServerProcess } from './testing/server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
let work: string;

/** server/main.ts as a child process (on PGlite: no DATABASE_URL nor REDIS_URL from the test's environment). */
const start = (env: Record<string, string>) => startServerProcess(env);

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'storefront-main-'));
  // Make sure the seeded PGlite template exists, then start the server on a copy of it.
  const database = await openTestDatabase({ databaseUrl: null });
  await database.close();
  cpSync(join(root, '.tmp', `pglite-template-${templateHash()}`), join(work, 'data'), { recursive: true });
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('server/main.ts', () => {
  it('refuses a bad configuration, listing every bad variable', async () => {
    const { child, output } = start({ PORT: 'abc', LOG_LEVEL: 'verbose' });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('Configuração inválida');
    expect(output()).toContain('PORT="abc"');
    expect(output()).toContain('LOG_LEVEL="verbose"');
  });

  it('serves, then shuts down gracefully on SIGTERM', async () => {
    const { child, output } = start({ DATA_DIR: join(work, 'data'), STATIC_DIR: join(work, 'static') });
    try {
      const deadline = Date.now() + 90_000;
      let url: string | undefined;
      while (!url && Date.now() < deadline && child.exitCode === null) {
        url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1];
        if (!url) await new Promise((r) => setTimeout(r, 100));
      }
      expect(url, output()).toBeDefined();
      const health = await fetch(`${url}/health`);
      expect(await health.json()).toEqual({ ok: true, db: 'pglite' });
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
      expect(output()).toContain('servidor encerrado');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
