// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * Proves that `npm test` fails on an unformatted file: its static checks run `npm run format:check`
 * (`prettier --check .`), source files are not ignored, and the house's settings tell an unformatted
 * file from a formatted one.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

const UNFORMATTED = 'import {a} from \'#engine/rules/money\'\nexport const b = {x:a,   y : "z"}\n';

describe('formatting (Prettier)', () => {
  it('npm test runs the format check among its static checks', () => {
    const testScript = readFileSync(`${root}scripts/test.sh`, 'utf8');
    expect(testScript).toMatch(/step "format:check" npm run --silent format:check/);
    const { scripts } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['format:check']).toMatch(/^prettier --check \./);
  });

  it.each([
    'server/modules/pedidos/service.ts',
    'src/pages/cart-page.tsx',
    'engine/rules/money.ts',
    'openapi/v4/x.yaml',
  ])('%s is checked, not ignored', async (file) => {
    const info = await prettier.getFileInfo(`${root}${file}`, { ignorePath: `${root}.prettierignore` });
    expect(info.ignored).toBe(false);
    expect(info.inferredParser).not.toBeNull();
  });

  it('an unformatted file fails the check and its formatted form passes', async () => {
    const filepath = `${root}server/modules/pedidos/unformatted-example.ts`;
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    expect(options.printWidth).toBe(120);
    expect(await prettier.check(UNFORMATTED, options)).toBe(false);
    const formatted = await prettier.format(UNFORMATTED, options);
    expect(formatted).toBe("import { a } from '#engine/rules/money';\nexport const b = { x: a, y: 'z' };\n");
    expect(await prettier.check(formatted, options)).toBe(true);
  });
});
