// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves that eslint.config.js enforces the one-way imports of DESIGN.md: for a file path in each
 * folder, a forbidden import is an error and an allowed one passes. The code is linted in memory
 * (`lintText` with a `filePath`), so the files need not exist.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function restrictedImportErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`ESLint could not parse ${filePath}: ${fatal[0]?.message}`);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

type Case = readonly [file: string, specifier: string];

const forbidden: Case[] = [
  // openapi, schemas, themes: the base
  ['openapi/client-helpers.ts', '../engine/rules/money'],
  ['schemas/layout.ts', '../blocks/registry'],
  ['schemas/layout.ts', '../src/main'],
  ['themes/tokens.ts', '../engine/model/supplier'],
  ['themes/tokens.ts', '../server/app'],
  // engine
  ['engine/model/catalogue/model.ts', '../../../blocks/catalogue-grid/schema'],
  ['engine/layout/renderer.tsx', '../../src/app'],
  ['engine/rules/money.ts', '../../server/config'],
  // blocks
  ['blocks/header/header.tsx', '../../src/router'],
  ['blocks/header/header.tsx', '../../server/modules/catalogue/service'],
  // server: never UI code
  ['server/modules/catalogue/service.ts', '../../../engine/model/catalogue'],
  ['server/modules/catalogue/service.ts', '../../../engine/layout/renderer'],
  ['server/modules/catalogue/service.ts', '../../../engine/api/client'],
  ['server/modules/layout/service.ts', '../../../blocks/header/header'],
  ['server/modules/layout/service.ts', '../../../blocks/registry'],
  ['server/modules/layout/service.ts', '../../../blocks/header'],
  ['server/modules/layout/service.ts', '../../../blocks/header/schema-helpers'],
  ['server/modules/layout/service.ts', '../../../engine/rules-extra/x'],
  ['server/web/html.ts', '../../src/main'],
  ['server/web/html.ts', '../../themes/default-tokens'],
  ['server/web/html.ts', 'react'],
  ['server/web/html.ts', 'react-dom/server'],
  // src
  ['src/main.tsx', '../server/app'],
  ['src/api/client.ts', '../../server/config'],
];

const allowed: Case[] = [
  ['openapi/client-helpers.ts', './generated/v2'],
  ['schemas/layout.ts', './when'],
  ['themes/tokens.ts', './contract.css'],
  ['engine/model/catalogue/model.ts', '../../../openapi/generated/v2'],
  ['engine/model/catalogue/model.ts', '../../rules/money'],
  ['engine/layout/renderer.tsx', '../../schemas/layout'],
  ['engine/layout/renderer.tsx', '../../themes/contract.css'],
  ['blocks/header/header.tsx', '../../engine/model/session'],
  ['blocks/header/header.tsx', '../../themes/contract.css'],
  ['blocks/header/header.tsx', '../../schemas/menu'],
  ['blocks/registry.ts', './header'],
  ['server/modules/catalogue/service.ts', '../../../engine/rules/money'],
  ['server/modules/catalogue/service.ts', '../../../openapi/generated/v2'],
  ['server/modules/layout/service.ts', '../../../schemas/layout'],
  ['server/modules/layout/service.ts', '../../../blocks/header/schema'],
  ['server/modules/layout/service.ts', '../../../blocks/schemas'],
  ['server/modules/layout/service.ts', '../../../blocks/layout-schema'],
  ['server/modules/layout/service.ts', '../../../blocks/validate-document'],
  ['server/modules/catalogue/routes.ts', './service'],
  ['server/app.ts', 'fastify'],
  ['src/main.tsx', './app'],
  ['src/main.tsx', '../blocks/registry'],
  ['src/main.tsx', '../engine/model/session'],
  ['src/main.tsx', '../themes/contract.css'],
  ['src/main.tsx', 'react-dom/client'],
];

describe('one-way imports (eslint.config.js)', () => {
  it.each(forbidden)('%s may not import %s', async (file, specifier) => {
    const errors = await restrictedImportErrors(file, specifier);
    expect(errors.length, `expected a no-restricted-imports error for ${specifier} in ${file}`).toBe(1);
    expect(errors[0]).toMatch(/DESIGN\.md|server|never/);
  });

  it.each(allowed)('%s may import %s', async (file, specifier) => {
    const errors = await restrictedImportErrors(file, specifier);
    expect(errors).toEqual([]);
  });
});

describe('React hooks rules (eslint.config.js)', () => {
  it('reports a hook called conditionally in a .tsx file', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function Card({ show }: { show: boolean }) {',
      '  if (show) {',
      '    const [open] = useState(false);',
      '    return <p>{String(open)}</p>;',
      '  }',
      '  return null;',
      '}',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: `${root}blocks/card/card.tsx` });
    expect(result?.messages.map((m) => m.ruleId)).toContain('react-hooks/rules-of-hooks');
  });
});
