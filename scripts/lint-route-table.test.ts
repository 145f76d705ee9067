// @vitest-environment node
/**
 * Proves `route-table/patterns` (scripts/eslint-route-table.js): a storefront route written outside
 * the route table is an error, a link made with pageLink is not; and the features/ layer's place in
 * the one-way imports (ui → features → blocks). Linted in memory, as scripts/lint-boundaries.test.ts does.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TYPES, SYSTEM_ROUTES, LATER_PAGES } from '#schemas/page-types';
import { routePatterns } from './eslint-route-table.js';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: `${root}src/warm-up.ts` });
}, 60_000);

async function ruleIds(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`ESLint could not parse ${filePath}: ${fatal.message}`);
  return result.messages.map((m) => m.ruleId);
}

describe('route-table/patterns', () => {
  it('reads every route of the table', () => {
    const declared = [
      ...Object.values(PAGE_TYPES).flatMap((page) => page.paths),
      ...Object.values(SYSTEM_ROUTES),
      ...LATER_PAGES.map((page) => page.path),
    ];
    expect(routePatterns().sort()).toEqual([...new Set(declared)].sort());
  });

  it.each([
    ['blocks/cart-lines/cart-lines.tsx', 'export const to = (base: string) => `${base}/pedido-rapido`;\n'],
    ['src/app/x.tsx', 'export const to = (base: string, q: string) => `${base}/busca?q=${q}`;\n'],
    ['server/web/x.ts', 'export const to = (slug: string, p: string) => `/${slug}/produto/${p}`;\n'],
    ['engine/model/x/index.ts', "export const pattern = 'pedidos/:numpedido';\n"],
    ['src/app/x.tsx', "export const pattern = '/:idfornecedor';\n"],
  ])('refuses a route written in %s', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('route-table/patterns');
  });

  it.each([
    [
      'blocks/cart-lines/cart-lines.tsx',
      "import { pageLink } from '#schemas/page-types';\nexport const to = (base: string) => pageLink(base, 'pedido-rapido');\n",
    ],
    // The back-office's own routes live under its splat; other words after an expression are not routes.
    ['src/pages/painel/x.tsx', 'export const to = (base: string) => `${base}/painel/loja`;\n'],
    ['src/app/x.tsx', 'export const file = (chunk: string) => `../blocks/groups/${chunk}/page.tsx`;\n'],
    ['src/app/x.tsx', "export const text = 'Seu carrinho: produto';\n"],
    // Tests may write the paths a shopper types.
    ['src/app/x.test.tsx', 'export const to = (base: string) => `${base}/carrinho`;\n'],
  ])('allows %s', async (file, code) => {
    expect(await ruleIds(file, code)).not.toContain('route-table/patterns');
  });
});

describe('features/ in the one-way imports', () => {
  const imports = async (file: string, specifier: string) =>
    ruleIds(file, `import { thing } from '${specifier}';\nexport const used = thing;\n`);

  it.each([
    ['features/cart/x.tsx', '#blocks/registry'],
    ['features/cart/x.tsx', '#src/app/app'],
    ['ui/button/x.tsx', '#features/cart/cart-ui'],
    ['engine/model/cart/x.ts', '#features/cart/cart-ui'],
    ['schemas/x.ts', '#features/cart/cart-ui'],
  ])('refuses %s importing %s', async (file, specifier) => {
    expect(await imports(file, specifier)).toContain('no-restricted-imports');
  });

  it.each([
    ['features/cart/x.tsx', '#engine/model/cart'],
    ['features/cart/x.tsx', '#ui/button'],
    ['blocks/cart-lines/x.tsx', '#features/cart/cart-ui'],
    ['src/app/x.tsx', '#features/cart/cart-ui'],
  ])('allows %s importing %s', async (file, specifier) => {
    expect(await imports(file, specifier)).not.toContain('no-restricted-imports');
  });
});
