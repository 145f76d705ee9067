// @ts-check
/**
 * ESLint flat config. Besides typescript-eslint's recommended rules and the React hooks rules,
 * it ENFORCES the one-way imports of DESIGN.md with `no-restricted-imports`, one block per folder:
 *
 *   openapi, schemas, themes  ->  engine and ui  ->  features  ->  blocks  ->  src
 *   ui -> themes and engine/rules only (React and themes, no model)
 *   engine/rules -> engine/rules and schemas only (pure; the server runs them too)
 *   server -> openapi, schemas, engine/rules and the React-free block schemas only
 *
 * An import across top-level folders is written with the folder's path alias (`#engine/model/cart`,
 * tsconfig.json `paths`; `house/alias-imports` in scripts/eslint-house.js insists and fixes), so each
 * pattern is a regular expression matched against the specifier as written, in both its alias form
 * and the relative form the alias rule would also reject (`../../engine/model/cart`). Inside the
 * model, `house/slice-imports` keeps each slice behind its index (`#engine/model/cart`, never
 * `#engine/model/cart/sync`) and fixes what it finds.
 * scripts/lint-boundaries.test.ts proves every rule with in-memory code.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { house } from './scripts/eslint-house.js';
import { routeTable } from './scripts/eslint-route-table.js';

/**
 * A regular expression for "an import of top-level folder `name`", by its alias (`#engine/model/cart`)
 * or by a relative path that climbs to it (`../engine`, `../../engine/model/cart`), optionally except
 * some sub-paths. Regexes rather than gitignore globs, because a glob cannot re-include a file under
 * an excluded folder.
 * @param {string} name
 * @param {string} [except] regex source of the allowed remainder after `name/`
 */
const into = (name, except) => `^(?:#|(?:\\./)?(?:\\.\\./)+)${name}${except ? `(?!/(?:${except})$)` : ''}(?:/.*)?$`;

/**
 * @param {string} message
 * @param {string[]} folders regex sources from `into`
 * @param {string[]} [packages] gitignore-style package patterns
 * @param {{regex: string, message: string, importNamePattern?: string}[]} [more] further patterns, each with its own message
 */
const restricted = (message, folders, packages = [], more = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...folders.map((regex) => ({ regex, message })),
        ...(packages.length > 0 ? [{ group: packages, message }] : []),
        ...more,
      ],
    },
  ],
});

const LOWER_MESSAGE =
  'Imports run one way (DESIGN.md): openapi, schemas and themes are the base and may not import engine, ui, blocks, src or server.';
const ENGINE_MESSAGE =
  'Imports run one way (DESIGN.md): engine may import openapi, schemas and themes only — never ui, blocks, src or server.';
const RULES_MESSAGE =
  'Imports run one way (DESIGN.md): engine/rules are pure and may import engine/rules and schemas only — never the model, the API clients, the layout, themes, ui, React or effector.';
const UI_MESSAGE =
  'Imports run one way (DESIGN.md): ui holds React primitives and may import themes and engine/rules only — never engine/model, engine/api, engine/layout, schemas, openapi, blocks, src, server or effector.';
const FEATURES_MESSAGE =
  'Imports run one way (DESIGN.md): features (model-connected UI several blocks share) may import openapi, schemas, themes, engine and ui — never blocks, src or server.';
const BLOCKS_MESSAGE =
  'Imports run one way (DESIGN.md): blocks may import openapi, schemas, themes, engine and ui — never src or server.';
const SERVER_MESSAGE =
  'The server may import openapi, schemas, engine/rules and the React-free block schemas (blocks/*/schema.ts, blocks/schemas.ts, blocks/layout-schema.ts, blocks/validate-document.ts) only — never UI code (engine/model, engine/layout, engine/api, other blocks files, ui, src, themes).';
const SERVER_MODULES_MESSAGE =
  'Server modules never import server/api or server/plugins: they register themselves, and what they share lives in server/shared.';
/**
 * Inside server/modules: a file of the cart module (`../carrinho/carrinho-service`, or by alias),
 * from another module. The cart's index is its public face; the pricing and quantity rules the cart
 * and the order share live in engine/rules (stored-product.ts), not in the cart.
 */
const CART_INTERNALS = {
  regex: '^(?:\\.\\./|\\.\\./\\.\\./modules/|#server/modules/)carrinho/(?!index(?:\\.[jt]s)?$).+$',
  message:
    'Other modules reach the cart module through its index (server/modules/carrinho/index.ts), never its files; the pricing and quantity rules the cart and the order share live in engine/rules (stored-product.ts).',
};
const SERVER_FORBIDDEN = [
  into('engine', 'rules(?:/.*)?'),
  into('blocks', '(?:[^/]+/schema|schemas|layout-schema|validate-document)(?:\\.[jt]s)?'),
  into('src'),
  into('ui'),
  into('themes'),
];
/** UI libraries never belong on the server. */
const SERVER_FORBIDDEN_PACKAGES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@vanilla-extract/*',
  'effector-react',
  '@radix-ui/*',
];
const SRC_MESSAGE = 'src may import anything but server: the browser reaches the server over HTTP only.';
const SERVER_WEB_MESSAGE =
  'Server modules never import server/web (the page layer sits above them): what both need lives in server/shared.';
const MODULE_REPOSITORY_MESSAGE =
  "A module calls another module's service (or what its index exports), never its repository: the repository is that module's own access to its tables.";
/**
 * Inside server/modules/<a>/: another module's repository file, relative (`../<b>/<b>-repository`,
 * `../../modules/<b>/x-repository`) or by alias (`#server/modules/<b>/x-repository`); and a
 * `…Repository` name imported from another module's index (`import { ProdutoRepository } from '../catalogo'`).
 * A module's own repository is `./<a>-repository` (modules are flat folders), so it never matches.
 */
const MODULE_REPOSITORIES = [
  {
    regex: '^(?:\\.\\./|\\.\\./\\.\\./modules/|#server/modules/)[^/]+/(?:[^/]*-)?repository(?:\\.[jt]s)?$',
    message: MODULE_REPOSITORY_MESSAGE,
  },
  {
    regex: '^(?:\\.\\./|\\.\\./\\.\\./modules/|#server/modules/)[^./][^/]*(?:/index(?:\\.[jt]s)?)?$',
    importNamePattern: 'Repository$',
    message: MODULE_REPOSITORY_MESSAGE,
  },
];
/** server/api, server/plugins (and server/web, outside tests) seen from a module. */
const SERVER_UPWARD = (/** @type {string} */ folders) => `^(?:(?:\\.\\./){2}|#server/)(?:${folders})(?:/.*)?$`;
const APP_SHELL_MESSAGE =
  'Pages and features never import the app shell (src/app sits above them): what both need lives in src/shared.';
const SLICE_BASE_MESSAGE =
  'The shared slice base (engine/model/*.ts) never imports a feature slice (engine/model/<feature>/): what both need lives below them (engine/rules, schemas) or in the base.';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      '.tmp/**',
      'node_modules/**',
      'openapi/generated/**',
      'coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: {
        // Node and browser globals used across the project (no `globals` package installed).
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        navigator: 'readonly',
        AbortController: 'readonly',
        structuredClone: 'readonly',
      },
    },
    plugins: { house },
    rules: {
      'house/alias-imports': 'error',
      // A slice of the model is reached through its index, its public face (DESIGN.md, "Slices and
      // modules with small public faces"); `npx eslint --fix` rewrites a deep import to it.
      'house/slice-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs['recommended-latest'],
  },
  // --- The one-way imports ---------------------------------------------------------------
  {
    files: ['openapi/**/*.{ts,tsx}', 'schemas/**/*.{ts,tsx}', 'themes/**/*.{ts,tsx}'],
    rules: restricted(LOWER_MESSAGE, [
      into('engine'),
      into('ui'),
      into('features'),
      into('blocks'),
      into('src'),
      into('server'),
    ]),
  },
  {
    files: ['engine/**/*.{ts,tsx}'],
    rules: restricted(ENGINE_MESSAGE, [into('ui'), into('features'), into('blocks'), into('src'), into('server')]),
  },
  {
    // After the engine block: for these files this rule replaces it. From engine/rules/x.ts only
    // `./x`, `../rules/x` and `../../schemas/x` are allowed.
    files: ['engine/rules/**/*.{ts,tsx}'],
    rules: restricted(
      RULES_MESSAGE,
      ['^(?:\\./)?\\.\\./(?!rules(?:/|$)|\\.\\./schemas(?:/|$))', '^#(?!engine/rules(?:/|$)|schemas(?:/|$))'],
      [
        'react',
        'react/*',
        'react-dom',
        'react-dom/*',
        'effector',
        'effector-react',
        '@vanilla-extract/*',
        'openapi-fetch',
        '@radix-ui/*',
        'dompurify',
      ],
    ),
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: restricted(
      UI_MESSAGE,
      [
        into('engine', 'rules(?:/.*)?'),
        into('schemas'),
        into('openapi'),
        into('features'),
        into('blocks'),
        into('src'),
        into('server'),
      ],
      ['effector', 'effector-react', 'openapi-fetch'],
    ),
  },
  {
    // Model-connected UI that several blocks use (the cart stepper, the cart panel, the login form).
    files: ['features/**/*.{ts,tsx}'],
    rules: restricted(FEATURES_MESSAGE, [into('blocks'), into('src'), into('server')]),
  },
  {
    files: ['blocks/**/*.{ts,tsx}'],
    rules: restricted(BLOCKS_MESSAGE, [into('src'), into('server')]),
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    rules: restricted(SERVER_MESSAGE, SERVER_FORBIDDEN, SERVER_FORBIDDEN_PACKAGES),
  },
  {
    // A module registers itself (server/plugins/modules.ts finds it): it never reaches back up into
    // the API plugin, the app's plugins or the page layer (server/web); what modules share lives in
    // server/shared. It reaches another module through that module's service, never its repository.
    files: ['server/modules/**/*.{ts,tsx}'],
    rules: restricted(
      `${SERVER_MESSAGE} ${SERVER_MODULES_MESSAGE}`,
      [...SERVER_FORBIDDEN, SERVER_UPWARD('api|plugins')],
      SERVER_FORBIDDEN_PACKAGES,
      [{ regex: SERVER_UPWARD('web'), message: SERVER_WEB_MESSAGE }, CART_INTERNALS, ...MODULE_REPOSITORIES],
    ),
  },
  {
    // A module's tests may render what its data becomes on a page (server/web), nothing more.
    files: ['server/modules/**/*.test.{ts,tsx}'],
    rules: restricted(
      `${SERVER_MESSAGE} ${SERVER_MODULES_MESSAGE}`,
      [...SERVER_FORBIDDEN, SERVER_UPWARD('api|plugins')],
      SERVER_FORBIDDEN_PACKAGES,
      [CART_INTERNALS, ...MODULE_REPOSITORIES],
    ),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: restricted(SRC_MESSAGE, [into('server')]),
  },
  {
    // The app shell (src/app) composes the pages; a page or a feature never reaches back up into it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/**', 'src/*.{ts,tsx}'],
    rules: restricted(
      SRC_MESSAGE,
      [into('server')],
      [],
      [{ regex: '^(?:(?:\\./)?(?:\\.\\./)+app|#src/app)(?:/.*)?$', message: APP_SHELL_MESSAGE }],
    ),
  },
  {
    // The slice base (slice.ts, types.ts) sits under every feature slice (engine/model/<feature>/);
    // only the wiring point (index.ts) and tests gather the features.
    files: ['engine/model/*.{ts,tsx}'],
    ignores: ['engine/model/index.ts', 'engine/model/*.test.{ts,tsx}'],
    rules: restricted(
      ENGINE_MESSAGE,
      [into('ui'), into('blocks'), into('src'), into('server')],
      [],
      [
        {
          regex: '^(?:\\./|#engine/model/)(?!(?:slice|types)(?:\\.[jt]s)?$|lib(?:/|$))[^/]+',
          message: SLICE_BASE_MESSAGE,
        },
      ],
    ),
  },
  {
    // A storefront route is written once, in the route table; links are made from it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['schemas/page-types.ts', '**/*.test.{ts,tsx}', 'tests/**', 'scripts/**'],
    plugins: { 'route-table': routeTable },
    rules: { 'route-table/patterns': 'error' },
  },
);
