// @ts-check
/**
 * The house's own ESLint rules (a local plugin, `house/…`), proved by scripts/lint-boundaries.test.ts.
 *
 * `house/alias-imports`: an import that reaches another top-level folder, or climbs three or more
 * levels, is written with the folder's path alias (`#engine/rules/money`, tsconfig.json `paths`)
 * instead of `../../../engine/rules/money`. Relative imports stay inside their own top-level folder
 * and climb at most two levels. It fixes what it finds (`npx eslint --fix <files>`). It reads
 * import and export declarations, `import()` and the module paths of `vi.mock`, `vi.doMock` and
 * `vi.importActual`.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The top-level folders that have an alias `#<folder>/…`: tsconfig.json `paths` is the one list
 * (vite.config.ts reads it too).
 */
export const ALIASED_FOLDERS = Object.keys(
  JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).compilerOptions.paths,
).map((key) => key.replace(/^#/, '').replace(/\/\*$/, ''));

/** The most `../` a relative import may climb while it stays in its own top-level folder. */
const MAX_CLIMB = 2;

/**
 * The alias form of a relative specifier written in `filename`, or null when the relative form is
 * the right one.
 * @param {string} filename absolute path of the importing file
 * @param {string} specifier the import's module path as written
 * @returns {string | null}
 */
export function aliasFor(filename, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const fromRel = path.relative(root, filename).split(path.sep);
  // Files at the top (vite.config.ts, eslint.config.js) are loaded by tools that do not read the aliases.
  if (fromRel.length < 2 || fromRel[0] === '..') return null;
  const target = path.resolve(path.dirname(filename), specifier);
  const targetRel = path.relative(root, target).split(path.sep);
  const [folder] = targetRel;
  if (folder === undefined || !ALIASED_FOLDERS.includes(folder) || targetRel.length < 2) return null;
  const climbs = specifier.split('/').filter((segment) => segment === '..').length;
  if (folder === fromRel[0] && climbs <= MAX_CLIMB) return null;
  return `#${targetRel.join('/')}`;
}

/** @type {import('eslint').Rule.RuleModule} */
const aliasImports = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'Imports across top-level folders, or climbing three or more levels, use the path aliases.' },
    messages: {
      alias:
        "Write '{{alias}}' instead of '{{specifier}}': an import that leaves its top-level folder or climbs more than two levels uses the folder's alias (tsconfig.json paths).",
    },
    schema: [],
  },
  create(context) {
    /** @param {import('eslint').Rule.Node | null | undefined} node */
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const alias = aliasFor(context.filename, node.value);
      if (alias === null) return;
      const literal = node;
      context.report({
        node,
        messageId: 'alias',
        data: { alias, specifier: node.value },
        fix: (fixer) =>
          fixer.replaceText(literal, `${(literal.raw ?? "'").charAt(0)}${alias}${(literal.raw ?? "'").charAt(0)}`),
      });
    };
    const VI_PATH_CALLS = new Set(['mock', 'doMock', 'unmock', 'importActual', 'importMock']);
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          VI_PATH_CALLS.has(callee.property.name)
        ) {
          const [first] = node.arguments;
          if (first && first.type !== 'SpreadElement') check(first);
        }
      },
    };
  },
};

export const house = { meta: { name: 'house' }, rules: { 'alias-imports': aliasImports } };
