// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { ALIASED_FOLDERS, aliasFor, sliceImport } from './eslint-house.js';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves that eslint.config.js enforces the one-way imports of DESIGN.md: for a file path in each
 * folder, a forbidden import is an error and an allowed one passes. The code is linted in memory
 * (`lintText` with a `filePath`), so the files need not exist.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // Load the config and its parsers once, here, so the first case does not pay for it (and time out under load).
  await eslint.lintText('export {};\n', { filePath: `${root}src/warm-up.ts` });
}, 60_000);

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
  ['engine/model/catalogue/model.ts', '../../../ui/price'],
  ['engine/layout/renderer.tsx', '../../ui/button'],
  // engine/rules: pure, engine/rules and schemas only
  ['engine/rules/price-display.ts', '../model/catalogue'],
  ['engine/rules/price-display.ts', '../api/client'],
  ['engine/rules/price-display.ts', '../layout/define-block'],
  ['engine/rules/price-display.ts', '../../themes/contract.css'],
  ['engine/rules/price-display.ts', '../../openapi/generated/v2'],
  ['engine/rules/price-display.ts', '../../ui/price'],
  ['engine/rules/price-display.ts', 'react'],
  ['engine/rules/price-display.ts', 'effector'],
  // ui: React and themes, pure rules only
  ['ui/price/price.tsx', '../../engine/model/catalogue'],
  ['ui/price/price.tsx', '../../engine/api/client'],
  ['ui/price/price.tsx', '../../engine/layout/define-block'],
  ['ui/price/price.tsx', '../../blocks/shared/image-url'],
  ['ui/price/price.tsx', '../../src/app/app'],
  ['ui/price/price.tsx', '../../server/app'],
  ['ui/price/price.tsx', '../../schemas/layout'],
  ['ui/price/price.tsx', 'effector-react'],
  // the base may not import ui
  ['themes/global.css.ts', '../ui/button'],
  ['schemas/layout.ts', '../ui/price'],
  ['openapi/client-helpers.ts', '../ui/button'],
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
  ['server/modules/catalogo/catalogo-handlers.ts', '../../api/operation'],
  ['server/modules/catalogo/index.ts', '../../plugins/core'],
  ['server/modules/catalogo/index.ts', '../../../blocks/registry'],
  ['server/modules/layout/service.ts', '../../../blocks/header/schema-helpers'],
  ['server/modules/layout/service.ts', '../../../engine/rules-extra/x'],
  ['server/web/html.ts', '../../src/main'],
  ['server/web/html.ts', '../../themes/default-tokens'],
  ['server/web/html.ts', 'react'],
  ['server/web/html.ts', 'react-dom/server'],
  ['server/web/html.ts', '../../ui/price'],
  // server modules: another module reaches the cart through its index, never its files
  ['server/modules/pedidos/pedidos-service.ts', '../carrinho/carrinho-service'],
  ['server/modules/pedidos/pedidos-service.ts', '#server/modules/carrinho/carrinho-service'],
  ['server/modules/painel/painel-service.ts', '../carrinho/planilha.ts'],
  // server modules: another module's repository, never (its service or its index instead)
  ['server/modules/carrinho/carrinho-service.ts', '../catalogo/produto-repository'],
  ['server/modules/painel/painel-service.ts', '../pedidos/pedidos-repository.ts'],
  ['server/modules/usuario/usuario-repository.ts', '../../modules/termos-uso/termos-uso-repository'],
  ['server/modules/painel/painel-service.ts', '#server/modules/pedidos/pedidos-repository'],
  ['server/modules/painel/painel.test.ts', '../pedidos/pedidos-repository'],
  // upward imports: a module into the page layer, a page into the app shell, the slice base into a feature
  ['server/modules/termos-uso/termos-uso-pagina.ts', '../../web/html'],
  ['server/modules/termos-uso/termos-uso-pagina.ts', '#server/web/html'],
  ['src/pages/account/account-page.tsx', '../../app/lazy-with-reload'],
  ['src/pages/account/account-page.tsx', '#src/app/lazy-with-reload'],
  ['src/consent/cookie-consent.tsx', '../app/app'],
  ['src/shared/lazy-with-reload.ts', '../app/config'],
  ['engine/model/slice.ts', './consent/preferences'],
  ['engine/model/slice.ts', './consent'],
  ['engine/model/types.ts', '#engine/model/cart'],
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
  ['engine/rules/price-display.ts', './money'],
  ['engine/rules/price-display.ts', '../rules/quantity'],
  ['engine/rules/price-display.ts', '../../schemas/gate'],
  ['ui/price/price.tsx', '../../engine/rules/price-display'],
  ['ui/price/price.tsx', '../../themes/contract.css'],
  ['ui/price/price.tsx', '../safe-html'],
  ['ui/product-card/product-card.tsx', '../price'],
  ['ui/product-card/product-card.tsx', 'react-router'],
  ['blocks/catalogue-grid/catalogue-grid.tsx', '../../ui/product-grid'],
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
  ['server/modules/catalogo/catalogo-handlers.ts', '../../shared/operation'],
  ['server/modules/catalogo/index.ts', '../fornecedor'],
  ['server/modules/pedidos/pedidos-service.ts', '../carrinho'],
  ['server/modules/pedidos/pedidos-service.ts', '../carrinho/index'],
  ['server/modules/pedidos/pedidos-service.ts', '../../../engine/rules/stored-product'],
  ['server/modules/carrinho/carrinho-service.ts', './carrinho-repository'],
  ['server/plugins/modules.ts', '../shared/operation'],
  ['server/app.ts', './plugins/core'],
  ['server/app.ts', 'fastify'],
  ['src/main.tsx', './app'],
  ['src/main.tsx', '../blocks/registry'],
  ['src/main.tsx', '../engine/model/session'],
  ['src/main.tsx', '../themes/contract.css'],
  ['src/main.tsx', 'react-dom/client'],
  ['src/pages/product-page.tsx', '../../ui/price'],
  // server modules: their own repository, another module's service, index or table types
  ['server/modules/pedidos/pedidos-service.ts', '../carrinho'],
  ['server/modules/painel/painel-service.ts', '../pedidos'],
  ['server/modules/termos-uso/termos-uso-service.ts', '../fornecedor/fornecedor-service'],
  ['server/modules/usuario/usuario-repository.ts', '../termos-uso'],
  // what the upward imports became: shared below both sides
  ['server/modules/termos-uso/termos-uso-pagina.ts', '../../shared/html'],
  ['server/web/page-head.ts', '../shared/html'],
  ['server/modules/estudio/estudio.test.ts', '../../web/page-head'],
  ['src/pages/account/account-page.tsx', '../../shared/lazy-with-reload'],
  ['src/app/app.tsx', '../shared/lazy-with-reload'],
  ['src/app/app.tsx', '../pages/account/pages'],
  ['engine/model/slice.ts', '../rules/cookies'],
  ['engine/model/slice.ts', './types'],
  ['engine/model/index.ts', './consent'],
  ['engine/model/persistence/index.ts', '../consent'],
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

describe("a module reaches another module's repository through its index neither (eslint.config.js)", () => {
  async function namedImportErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
    if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
    return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  }

  it.each([
    [
      'server/modules/carrinho/index.ts',
      "import { ProdutoRepository } from '../catalogo';\nexport const r = ProdutoRepository;\n",
    ],
    [
      'server/modules/painel/painel-service.ts',
      "import type { PedidosRepository } from '../pedidos';\nexport type R = PedidosRepository;\n",
    ],
    [
      'server/modules/pedidos/index.ts',
      "import { CarrinhoRepository } from '#server/modules/carrinho';\nexport const r = CarrinhoRepository;\n",
    ],
  ])('%s: %s is refused', async (file, code) => {
    const errors = await namedImportErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('never its repository');
  });

  it.each([
    [
      'server/modules/carrinho/index.ts',
      "import { CarrinhoRepository } from './carrinho-repository';\nexport const r = CarrinhoRepository;\n",
    ],
    [
      'server/modules/painel/painel-service.ts',
      "import type { PedidosFornecedorService } from '../pedidos';\nexport type R = PedidosFornecedorService;\n",
    ],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await namedImportErrors(file, code)).toEqual([]);
  });
});

/** The alias form of each case that crosses top-level folders (`../../engine/x` → `#engine/x`). */
const aliased = (cases: Case[]): Case[] =>
  cases.flatMap(([file, specifier]) => {
    const alias = aliasFor(`${root}${file}`, specifier);
    return alias === null ? [] : [[file, alias] as const];
  });

describe('one-way imports written with the path aliases (eslint.config.js)', () => {
  it('every forbidden case that crosses folders has an alias form', () => {
    expect(aliased(forbidden).length).toBeGreaterThan(30);
  });

  it.each(aliased(forbidden))('%s may not import %s', async (file, specifier) => {
    const errors = await restrictedImportErrors(file, specifier);
    expect(errors.length, `expected a no-restricted-imports error for ${specifier} in ${file}`).toBe(1);
  });

  it.each(aliased(allowed))('%s may import %s', async (file, specifier) => {
    expect(await restrictedImportErrors(file, specifier)).toEqual([]);
  });
});

describe('path aliases (house/alias-imports)', () => {
  async function aliasErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
    if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
    return result.messages.filter((m) => m.ruleId === 'house/alias-imports').map((m) => m.message);
  }

  it('tsconfig.json names an alias for each top-level source folder, and each folder exists', () => {
    const paths = JSON.parse(readFileSync(`${root}tsconfig.json`, 'utf8')).compilerOptions.paths as Record<
      string,
      string[]
    >;
    expect(ALIASED_FOLDERS).toEqual(
      expect.arrayContaining(['engine', 'schemas', 'server', 'blocks', 'ui', 'src', 'themes', 'openapi']),
    );
    for (const folder of ALIASED_FOLDERS) {
      expect(paths[`#${folder}/*`]).toEqual([`./${folder}/*`]);
      expect(existsSync(`${root}${folder}`), folder).toBe(true);
    }
  });

  it.each([
    ['server/modules/catalogo/service.ts', '../../../engine/rules/money', '#engine/rules/money'],
    ['server/modules/catalogo/service.ts', '../../../server/shared/operation', '#server/shared/operation'],
    ['blocks/cart/lines/lines.tsx', '../../../engine/model/cart', '#engine/model/cart'],
    ['src/pages/cart-page.tsx', '../../ui/button', '#ui/button'],
    ['engine/model/cart/sync.ts', '../../../schemas/gate', '#schemas/gate'],
  ])('a deep or cross-folder relative import is refused: %s → %s', async (file, specifier, alias) => {
    const errors = await aliasErrors(file, `import { thing } from '${specifier}';\nexport const used = thing;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`'${alias}'`);
  });

  it.each([
    [
      'server/modules/catalogo/service.ts',
      "const m = await import('../../../engine/rules/money');\nexport const used = m;\n",
    ],
    ['src/app/app.test.tsx', "import { vi } from 'vitest';\nvi.mock('../../engine/api/client');\n"],
    ['src/app/app.ts', "export * from '../../engine/model/app';\n"],
  ])('also in import(), vi.mock and re-exports: %s', async (file, code) => {
    expect(await aliasErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['server/modules/catalogo/service.ts', '../../shared/operation'],
    ['server/modules/catalogo/service.ts', '../fornecedor'],
    ['engine/model/cart/sync.ts', '../../rules/money'],
    ['src/main.tsx', './app'],
    ['server/modules/catalogo/service.ts', '#engine/rules/money'],
    ['server/modules/catalogo/service.ts', 'fastify'],
  ])('%s may import %s as written', async (file, specifier) => {
    expect(await aliasErrors(file, `import { thing } from '${specifier}';\nexport const used = thing;\n`)).toEqual([]);
  });

  it('fixes what it finds', async () => {
    const [result] = await eslint.lintText(
      "import { money } from '../../../engine/rules/money';\nexport const used = money;\n",
      {
        filePath: `${root}blocks/cart/lines/lines.tsx`,
      },
    );
    const fixer = new ESLint({ cwd: root, fix: true });
    const [fixed] = await fixer.lintText(
      "import { money } from '../../../engine/rules/money';\nexport const used = money;\n",
      {
        filePath: `${root}blocks/cart/lines/lines.tsx`,
      },
    );
    expect(result?.messages.some((m) => m.ruleId === 'house/alias-imports')).toBe(true);
    expect(fixed?.output).toContain("from '#engine/rules/money'");
  });
});

describe('a slice of the model is reached through its index (house/slice-imports)', () => {
  async function sliceErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
    if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
    return result.messages.filter((m) => m.ruleId === 'house/slice-imports').map((m) => m.message);
  }
  async function fixed(filePath: string, code: string): Promise<string | undefined> {
    const [result] = await new ESLint({ cwd: root, fix: true }).lintText(code, { filePath: `${root}${filePath}` });
    return result?.output;
  }
  const importing = (names: string, specifier: string) =>
    `import { ${names} } from '${specifier}';\nexport const used = [${names.replace(/type /g, '')}];\n`;

  it.each([
    // another folder, by alias: the file the split left, and one that is no longer there
    ['src/pages/cart/cart-page.tsx', 'quantityChanged, $totais', '#engine/model/cart/changes', '#engine/model/cart'],
    ['blocks/cart-lines/cart-lines.tsx', 'addToCartClicked', '#engine/model/cart/flow', '#engine/model/cart'],
    ['src/pages/orders/orders-page.tsx', '$pedidos, sortChosen', '#engine/model/orders/list', '#engine/model/orders'],
    // another slice, relative
    ['engine/model/orders/repeat.ts', 'addItemsFx, itemsAdded', '../cart/sync', '../cart'],
    ['engine/model/age-check/index.ts', 'writeBrowserCookies', '../consent/cookies', '../consent'],
  ])('%s: { %s } from %s is refused and fixed to %s', async (file, names, specifier, index) => {
    const code = importing(names, specifier);
    const errors = await sliceErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`'${index}'`);
    expect(await fixed(file, code)).toContain(`from '${index}'`);
  });

  it('a name the index does not export is refused and left for a person to decide', async () => {
    const code = importing('cartChanged', '#engine/model/cart/sync');
    const errors = await sliceErrors('src/pages/cart/cart-page.tsx', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("does not export 'cartChanged'");
    expect(await fixed('src/pages/cart/cart-page.tsx', code)).toBeUndefined();
  });

  it.each([
    ['src/app/route-models.ts', "export const m = () => import('#engine/model/orders/order');\n"],
    ['src/pages/cart/cart-page.test.tsx', "import { vi } from 'vitest';\nvi.mock('#engine/model/cart/sync');\n"],
    ['src/pages/cart/cart-page.tsx', "import * as cart from '#engine/model/cart/sync';\nexport const c = cart;\n"],
    ['src/pages/cart/cart-page.tsx', "export { $totais } from '#engine/model/cart/totals';\n"],
  ])('also in import(), vi.mock, namespaces and re-exports: %s', async (file, code) => {
    expect(await sliceErrors(file, code)).toHaveLength(1);
  });

  it.each([
    // the public faces: a slice's index, and a face inside a slice that loads apart
    ['blocks/header/header.tsx', '$cartCount', '#engine/model/cart/lines'],
    ['src/pages/cart/cart-page.tsx', '$carrinhoPronto', '#engine/model/cart/pronto'],
    ['src/pages/cart/coupon-box.tsx', 'couponSubmitted', '#engine/model/cart/coupon'],
    ['src/pages/login/login-page.tsx', 'loginPageShown', '#engine/model/login/flow'],
    ['engine/model/painel/team-login.ts', 'loggedIn', '../session/logged-in'],
    ['src/pages/cart/cart-page.tsx', 'quantityChanged', '#engine/model/cart'],
    ['engine/model/checkout/payment.ts', 'carrinhoPaymentMethodSet', '../cart'],
    // inside the slice, its own files (a face inside it may use its parent's)
    ['engine/model/cart/changes.ts', 'cartChanged', './sync'],
    ['engine/model/cart/coupon/index.ts', 'saveCartFx', '../sync'],
    // shared helpers without an index are not slices
    ['engine/model/orders/list.ts', 'createApiEffect', '../lib/api-effect'],
    ['src/app/app.test.tsx', 'createFakeApi', '#engine/model/testing/fake-api'],
    ['engine/model/index.ts', 'cartSlice', './cart/lines'],
  ])('%s may import { %s } from %s', async (file, names, specifier) => {
    expect(await sliceErrors(file, importing(names, specifier))).toEqual([]);
  });

  it("a slice's index names its exports", async () => {
    const errors = await sliceErrors('engine/model/orders/index.ts', "export * from './list';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('not `export *`');
    expect(await sliceErrors('engine/model/orders/index.ts', "export { $pedidos } from './list';\n")).toEqual([]);
  });

  it('tells the slice and its face from the specifier as written', () => {
    expect(sliceImport(`${root}src/pages/cart/cart-page.tsx`, '#engine/model/cart/totals')).toEqual({
      slice: 'engine/model/cart',
      index: '#engine/model/cart',
      file: 'engine/model/cart/totals.ts',
    });
    expect(sliceImport(`${root}engine/model/checkout/submit.ts`, '../cart/sync.ts')?.index).toBe('../cart');
    expect(sliceImport(`${root}engine/model/checkout/submit.ts`, '../cart')).toBeNull();
    expect(sliceImport(`${root}engine/model/checkout/submit.ts`, './texts')).toBeNull();
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
