// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig, { THIRD_PARTY_NOTICE } from '../vite.config';
import { JS_BUDGET_BYTES, budgetError, firstViewFiles, moveSourceMaps } from './build';

describe('firstViewFiles (what the home page loads at first view)', () => {
  it('counts the entry, its static imports transitively and their CSS, but not dynamic imports', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-a1.js',
        src: 'index.html',
        isEntry: true,
        imports: ['_react-b2.js', '_model-c3.js'],
        dynamicImports: ['screens/cart.tsx'],
        css: ['assets/index-a1.css'],
      },
      '_react-b2.js': { file: 'assets/react-b2.js' },
      '_model-c3.js': {
        file: 'assets/model-c3.js',
        imports: ['_react-b2.js', '_effector-d4.js'],
        css: ['assets/model-c3.css'],
      },
      '_effector-d4.js': { file: 'assets/effector-d4.js' },
      'screens/cart.tsx': {
        file: 'assets/cart-e5.js',
        isDynamicEntry: true,
        imports: ['_big-f6.js'],
        css: ['assets/cart-e5.css'],
      },
      '_big-f6.js': { file: 'assets/big-f6.js' },
    };
    expect(firstViewFiles(manifest)).toEqual({
      js: ['assets/index-a1.js', 'assets/react-b2.js', 'assets/model-c3.js', 'assets/effector-d4.js'],
      css: ['assets/index-a1.css', 'assets/model-c3.css'],
    });
  });

  it('fails clearly when the manifest has no entry', () => {
    expect(() => firstViewFiles({ 'x.js': { file: 'x.js' } })).toThrow(/no entry chunk/);
  });

  it('fails clearly when an import is not in the manifest', () => {
    expect(() => firstViewFiles({ 'index.html': { file: 'a.js', isEntry: true, imports: ['_gone.js'] } })).toThrow(
      /"_gone.js"/,
    );
  });

  it('uses 132 × 1024 bytes as the JS budget and fails clearly above it', () => {
    expect(JS_BUDGET_BYTES).toBe(135_168);
    expect(budgetError(135_168)).toBeNull();
    expect(budgetError(135_169)).toMatch(/^BUILD FAILED: .*132\.00 kB .*132 × 1024 bytes.*Lazy-load/);
    expect(budgetError(140_000)).toContain('4.72 kB');
  });
});

describe('the third-party licence notice of the browser bundle', () => {
  const repo = fileURLToPath(new URL('..', import.meta.url));

  it('lists every bundled package with its version, licence and licence text (react, effector), at the root of dist/client', async () => {
    expect(viteConfig.build?.license).toEqual({ fileName: 'third-party-licenses.txt' });
    // A small bundle built with the storefront's licence option: an entry that imports react and effector.
    mkdirSync(path.join(repo, '.tmp'), { recursive: true });
    const pasta = mkdtempSync(path.join(repo, '.tmp', 'licence-notice-'));
    try {
      writeFileSync(
        path.join(pasta, 'entry.js'),
        "import { createElement } from 'react';\nimport { createStore } from 'effector';\nconsole.log(createElement('p'), createStore(0));\n",
      );
      const saida = (await build({
        configFile: false,
        root: pasta,
        logLevel: 'silent',
        build: {
          write: false,
          minify: false,
          license: viteConfig.build?.license,
          rolldownOptions: { input: path.join(pasta, 'entry.js') },
        },
      })) as Rolldown.RolldownOutput;
      const aviso = saida.output.find((arquivo) => arquivo.fileName === THIRD_PARTY_NOTICE);
      expect(aviso?.type).toBe('asset');
      const texto = String((aviso as Rolldown.OutputAsset).source);
      for (const pacote of ['react', 'effector']) {
        const raiz = path.join(repo, 'node_modules', pacote);
        const { version, license } = JSON.parse(readFileSync(path.join(raiz, 'package.json'), 'utf8')) as {
          version: string;
          license: string;
        };
        expect(license).toBe('MIT');
        expect(texto).toContain(`## ${pacote} - ${version} (MIT)`);
        expect(texto).toContain(readFileSync(path.join(raiz, 'LICENSE'), 'utf8').trim());
      }
      expect(texto).toMatch(/Permission is hereby granted, free of charge/);
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });
});

describe('the source maps (issue 34 item 6)', () => {
  it('are built without a sourceMappingURL comment', () => {
    expect(viteConfig.build?.sourcemap).toBe('hidden');
  });

  it('leave dist/client for a folder the server does not serve, keeping their paths', async () => {
    const pasta = mkdtempSync(path.join(tmpdir(), 'storefront-maps-'));
    try {
      const client = path.join(pasta, 'client');
      mkdirSync(path.join(client, 'assets'), { recursive: true });
      writeFileSync(path.join(client, 'assets', 'app-1.js'), 'x');
      writeFileSync(path.join(client, 'assets', 'app-1.js.map'), '{"version":3}');
      writeFileSync(path.join(client, 'assets', 'app-1.css.map'), '{"version":3}');
      const mapas = path.join(pasta, 'sourcemaps');
      expect(await moveSourceMaps(client, mapas)).toBe(2);
      expect(existsSync(path.join(client, 'assets', 'app-1.js'))).toBe(true);
      expect(existsSync(path.join(client, 'assets', 'app-1.js.map'))).toBe(false);
      expect(readFileSync(path.join(mapas, 'assets', 'app-1.js.map'), 'utf8')).toBe('{"version":3}');
      expect(existsSync(path.join(mapas, 'assets', 'app-1.css.map'))).toBe(true);
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });
});
