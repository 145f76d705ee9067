// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';
import { staleReason } from './freshness';

const root = fileURLToPath(new URL('..', import.meta.url));
mkdirSync(path.join(root, '.tmp'), { recursive: true });
const work = mkdtempSync(path.join(root, '.tmp', 'build-server-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('staleReason (is a build out of date?)', () => {
  const at = (file: string, seconds: number): void => {
    mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    writeFileSync(path.join(work, file), file);
    utimesSync(path.join(work, file), seconds, seconds);
  };

  it('names the missing build, then the newer source file or folder, else null', () => {
    expect(staleReason(work, 'out/main.js', ['src'])).toBe('out/main.js is missing');
    at('src/a/old.ts', 1000);
    at('out/main.js', 2000);
    at('lock.json', 1500);
    expect(staleReason(work, 'out/main.js', ['src', 'lock.json'])).toBeNull();
    at('src/a/new.ts', 3000);
    expect(staleReason(work, 'out/main.js', ['src', 'lock.json'])).toBe('src/a/new.ts changed after the last build');
    expect(staleReason(work, 'out/main.js', ['lock.json', 'src/a/old.ts'])).toBeNull();
  });

  it('does not count a test file in a source folder: no bundle is made of it', () => {
    at('lib/a.ts', 1000);
    at('lib-out/main.js', 2000);
    at('lib/a.test.ts', 3000);
    at('lib/b.test.tsx', 3000);
    expect(staleReason(work, 'lib-out/main.js', ['lib'])).toBeNull();
    at('lib/b.ts', 3000);
    expect(staleReason(work, 'lib-out/main.js', ['lib'])).toBe('lib/b.ts changed after the last build');
  });

  it('counts a gone source as a change only for the files a bundle was made of', () => {
    expect(staleReason(work, 'out/main.js', ['src/gone.ts'])).toBeNull();
    expect(staleReason(work, 'out/main.js', ['src/gone.ts'], { missingIsChange: true })).toBe(
      'src/gone.ts is gone since the last build',
    );
  });
});

describe('buildServer (the built server, dist/node/main.js)', () => {
  it('bundles every server module and our own code, leaving only packages and Node built-ins as imports', async () => {
    const outDir = path.relative(root, path.join(work, 'node'));
    const { metafile } = await buildServer(outDir);
    const inputs = Object.keys(metafile.inputs);
    const modules = readdirSync(path.join(root, 'server', 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `server/modules/${entry.name}/index.ts`);
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((file) => !inputs.includes(file))).toEqual([]);
    const external = Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((i) => i.external).map((i) => i.path),
    );
    // No path alias (#server/…) nor relative file left for Node to resolve at run time.
    expect(external.filter((spec) => spec.startsWith('#') || spec.startsWith('.') || spec.startsWith('/'))).toEqual([]);
    expect(external).toContain('fastify');
    expect(JSON.parse(readFileSync(path.join(work, 'node', 'meta.json'), 'utf8'))).toEqual(metafile);
  }, 60_000);
});
