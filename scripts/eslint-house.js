// @ts-check
/**
 * The house's own ESLint rules (a local plugin, `house/…`), proved by scripts/lint-boundaries.test.ts.
 *
 * `house/slice-imports`: a slice of the model (a folder under engine/model with an index.ts, its
 * public face; a folder inside it with its own index.ts is a further face, loaded apart, like
 * `cart/lines`) is reached from outside its folder through that index only: `#engine/model/cart`,
 * never `#engine/model/cart/sync` nor `../cart/sync`. It fixes the import to the slice's index when
 * the index exports every name imported; otherwise the name is the slice's own (export it from the
 * index if another folder really needs it). A slice's index names what it exports (no `export *`).
 * Folders without an index (engine/model/lib, engine/model/testing) are shared helpers, not slices.
 *
 * `house/alias-imports`: an import that reaches another top-level folder, or climbs three or more
 * levels, is written with the folder's path alias (`#engine/rules/money`, tsconfig.json `paths`)
 * instead of `../../../engine/rules/money`. Relative imports stay inside their own top-level folder
 * and climb at most two levels. It fixes what it finds (`npx eslint --fix <files>`). It reads
 * import and export declarations, `import()` and the module paths of `vi.mock`, `vi.doMock` and
 * `vi.importActual`.
 */
import path from 'node:path';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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

const MODEL = path.join(root, 'engine', 'model');
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/**
 * The file an import of `specifier` in `filename` reaches inside engine/model (the one it would
 * reach when it is not there), or null when it reaches elsewhere (a package, another folder).
 * @param {string} filename
 * @param {string} specifier
 * @returns {string | null}
 */
function modelFile(filename, specifier) {
  let target;
  if (specifier.startsWith('#engine/model/')) target = path.join(root, specifier.slice(1));
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    target = path.resolve(path.dirname(filename), specifier);
  else return null;
  if (!target.startsWith(MODEL + path.sep)) return null;
  const bare = target.replace(/\.[jt]sx?$/, '');
  for (const candidate of [
    ...SOURCE_EXTENSIONS.map((ext) => bare + ext),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(bare, `index${ext}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // A file that is not there (moved by a split, say `cart/flow`): still inside its folder's slice.
  return `${bare}.ts`;
}

/**
 * The slice (its folder) that owns a file of engine/model: the nearest folder, below engine/model,
 * that has an index.ts; null for the files of engine/model itself and of folders without an index.
 * @param {string} file
 * @returns {string | null}
 */
function owningSlice(file) {
  for (let dir = path.dirname(file); dir.startsWith(MODEL + path.sep); dir = path.dirname(dir)) {
    if (SOURCE_EXTENSIONS.some((ext) => existsSync(path.join(dir, `index${ext}`)))) return dir;
  }
  return null;
}

/**
 * When an import in `filename` reaches a file inside another slice: the slice (relative to the
 * repository) and the specifier of its index, written as the import was (alias or relative).
 * Null for an import of a slice's index, of the importer's own slice, or of anything else.
 * @param {string} filename absolute path of the importing file
 * @param {string} specifier the import's module path as written
 * @returns {{ slice: string, index: string, file: string } | null}
 */
export function sliceImport(filename, specifier) {
  const file = modelFile(filename, specifier);
  if (file === null) return null;
  const slice = owningSlice(file);
  if (slice === null) return null;
  if (/^index\.tsx?$/.test(path.basename(file)) && path.dirname(file) === slice) return null;
  if (filename.startsWith(slice + path.sep)) return null;
  const fromRoot = path.relative(root, slice).split(path.sep).join('/');
  let index;
  if (specifier.startsWith('#')) index = `#${fromRoot}`;
  else {
    index = path.relative(path.dirname(filename), slice).split(path.sep).join('/');
    if (!index.startsWith('.')) index = `./${index}`;
  }
  return { slice: fromRoot, index, file: path.relative(root, file).split(path.sep).join('/') };
}

/** @type {Map<string, { mtime: number, names: Set<string>, all: boolean }>} */
const exportsCache = new Map();

/**
 * The names a slice's index exports (`all`: it has an `export *`, so any name may be there).
 * @param {string} slice the slice's folder, relative to the repository
 */
function indexExports(slice) {
  const file = SOURCE_EXTENSIONS.map((ext) => path.join(root, slice, `index${ext}`)).find((f) => existsSync(f));
  if (!file) return { names: new Set(), all: false };
  const mtime = statSync(file).mtimeMs;
  const cached = exportsCache.get(file);
  if (cached && cached.mtime === mtime) return cached;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const names = new Set();
  let all = false;
  /** @param {ts.BindingName} binding */
  const addBinding = (binding) => {
    if (ts.isIdentifier(binding)) names.add(binding.text);
    else for (const element of binding.elements) if (!ts.isOmittedExpression(element)) addBinding(element.name);
  };
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause) all = true;
      else if (ts.isNamespaceExport(statement.exportClause)) names.add(statement.exportClause.name.text);
      else for (const element of statement.exportClause.elements) names.add(element.name.text);
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      names.add('default');
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    if (!modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) names.add('default');
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) addBinding(declaration.name);
    else if ('name' in statement && statement.name && ts.isIdentifier(/** @type {ts.Node} */ (statement.name)))
      names.add(/** @type {ts.Identifier} */ (statement.name).text);
  }
  const entry = { mtime, names, all };
  exportsCache.set(file, entry);
  return entry;
}

/** @param {{ type: string, name?: string, value?: unknown }} node An identifier or a string literal. */
const nameOf = (node) => (node.type === 'Identifier' ? node.name : String(node.value));

/** @type {import('eslint').Rule.RuleModule} */
const sliceImports = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: {
      description:
        "A slice of the model is imported through its index (its public face), never through one of its files; a slice's index names its exports.",
    },
    messages: {
      deep: "'{{specifier}}' is a file inside the slice {{slice}}: import from its public face, '{{index}}'.",
      notPublic:
        "'{{specifier}}' is a file inside the slice {{slice}}, and its index does not export {{names}}: import from '{{index}}' what it exports, or add the name to {{slice}}/index.ts if another folder really needs it.",
      exportAll:
        "A slice's index names its public surface: write `export { … } from '{{specifier}}'` with the names other folders import, not `export *`.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const isSliceIndex =
      /^index\.tsx?$/.test(path.basename(filename)) && path.dirname(filename).startsWith(MODEL + path.sep);
    /**
     * @param {import('eslint').Rule.Node | null | undefined} node the module path's literal
     * @param {string[] | null} names the names imported from it (null: unknown, e.g. import() or a namespace)
     */
    const check = (node, names) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const found = sliceImport(filename, node.value);
      if (found === null) return;
      const literal = node;
      const data = { specifier: node.value, slice: found.slice, index: found.index };
      const exported = indexExports(found.slice);
      const missing = names === null ? null : names.filter((n) => !exported.all && !exported.names.has(n));
      if (missing === null || missing.length > 0) {
        context.report({
          node,
          messageId: missing === null ? 'deep' : 'notPublic',
          data: { ...data, names: (missing ?? []).map((n) => `'${n}'`).join(', ') },
        });
        return;
      }
      const quote = (literal.raw ?? "'").charAt(0);
      context.report({
        node,
        messageId: 'deep',
        data,
        fix: (fixer) => fixer.replaceText(literal, `${quote}${found.index}${quote}`),
      });
    };
    const VI_PATH_CALLS = new Set(['mock', 'doMock', 'unmock', 'importActual', 'importMock']);
    return {
      ImportDeclaration: (node) => {
        const named = node.specifiers.every((s) => s.type !== 'ImportNamespaceSpecifier');
        check(
          node.source,
          node.specifiers.length === 0 || !named
            ? null
            : node.specifiers.map((s) => (s.type === 'ImportSpecifier' ? nameOf(s.imported) : 'default')),
        );
      },
      ExportNamedDeclaration: (node) => {
        if (node.source)
          check(
            node.source,
            node.specifiers.map((s) => nameOf(s.local)),
          );
      },
      ExportAllDeclaration: (node) => {
        if (isSliceIndex && node.source && typeof node.source.value === 'string')
          context.report({ node, messageId: 'exportAll', data: { specifier: node.source.value } });
        check(node.source, null);
      },
      ImportExpression: (node) => check(node.source, null),
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
          if (first && first.type !== 'SpreadElement') check(first, null);
        }
      },
    };
  },
};

export const house = {
  meta: { name: 'house' },
  rules: { 'alias-imports': aliasImports, 'slice-imports': sliceImports },
};
