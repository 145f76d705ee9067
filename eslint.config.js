// @ts-check
/**
 * ESLint flat config. Besides typescript-eslint's recommended rules and the React hooks rules,
 * it ENFORCES the one-way imports of DESIGN.md with `no-restricted-imports`, one block per folder:
 *
 *   openapi, schemas, themes  ->  engine  ->  blocks  ->  src
 *   server -> openapi, schemas, engine/rules and the React-free block schemas only
 *
 * Imports are relative, so each pattern is a gitignore-style glob matched against the import
 * specifier as written (`../engine/model/cart`, `../../blocks/header/schema`). `**\/x` matches
 * any number of `../` segments; negated patterns (`!`) carve out the allowed exceptions.
 * scripts/lint-boundaries.test.ts proves every rule with in-memory code.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * A regular expression for "a relative import that climbs to top-level folder `name`"
 * (`../engine`, `../../engine/model/cart`), optionally except some sub-paths. Regexes rather than
 * gitignore globs, because a glob cannot re-include a file under an excluded folder.
 * @param {string} name
 * @param {string} [except] regex source of the allowed remainder after `name/`
 */
const into = (name, except) =>
  `^(?:\\./)?(?:\\.\\./)+${name}${except ? `(?!/(?:${except})$)` : ''}(?:/.*)?$`;

/**
 * @param {string} message
 * @param {string[]} folders regex sources from `into`
 * @param {string[]} [packages] gitignore-style package patterns
 */
const restricted = (message, folders, packages = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...folders.map((regex) => ({ regex, message })),
        ...(packages.length > 0 ? [{ group: packages, message }] : []),
      ],
    },
  ],
});

const LOWER_MESSAGE =
  'Imports run one way (DESIGN.md): openapi, schemas and themes are the base and may not import engine, blocks, src or server.';
const ENGINE_MESSAGE =
  'Imports run one way (DESIGN.md): engine may import openapi, schemas and themes only — never blocks, src or server.';
const BLOCKS_MESSAGE =
  'Imports run one way (DESIGN.md): blocks may import openapi, schemas, themes and engine — never src or server.';
const SERVER_MESSAGE =
  'The server may import openapi, schemas, engine/rules and the React-free block schemas (blocks/*/schema.ts, blocks/schemas.ts, blocks/layout-schema.ts, blocks/validate-document.ts) only — never UI code (engine/model, engine/layout, engine/api, other blocks files, src, themes).';
const SRC_MESSAGE = 'src may import anything but server: the browser reaches the server over HTTP only.';

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
    rules: {
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
    rules: restricted(LOWER_MESSAGE, [into('engine'), into('blocks'), into('src'), into('server')]),
  },
  {
    files: ['engine/**/*.{ts,tsx}'],
    rules: restricted(ENGINE_MESSAGE, [into('blocks'), into('src'), into('server')]),
  },
  {
    files: ['blocks/**/*.{ts,tsx}'],
    rules: restricted(BLOCKS_MESSAGE, [into('src'), into('server')]),
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    rules: restricted(
      SERVER_MESSAGE,
      [
        into('engine', 'rules(?:/.*)?'),
        into('blocks', '(?:[^/]+/schema|schemas|layout-schema|validate-document)(?:\\.[jt]s)?'),
        into('src'),
        into('themes'),
      ],
      // UI libraries never belong on the server.
      ['react', 'react/*', 'react-dom', 'react-dom/*', '@vanilla-extract/*', 'effector-react', '@radix-ui/*'],
    ),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: restricted(SRC_MESSAGE, [into('server')]),
  },
);
