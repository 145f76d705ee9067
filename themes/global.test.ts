// @vitest-environment node
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompiler } from '@vanilla-extract/compiler';
import type { Compiler } from '@vanilla-extract/compiler';
import { pathAliases } from '../vite.config';

// Compiles themes/global.css.ts the way the build does and checks the CSS it emits.
let compiler: Compiler;
let css = '';
let source = '';

beforeAll(async () => {
  compiler = createCompiler({ root: process.cwd(), enableFileWatcher: false, viteResolve: { alias: pathAliases } });
  ({ source } = await compiler.processVanillaFile(path.resolve('themes/global.css.ts'), { outputCss: true }));
  css = compiler.getAllCss();
}, 60_000);

afterAll(async () => {
  await compiler?.close();
});

describe('global.css', () => {
  it('defines the spec default theme on :root, so the page is themed before supplier data arrives', () => {
    const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(root).toContain('--sf-primary: #436bac');
    expect(root).toContain('--sf-secondary: #203e6c');
    expect(root).toContain('--sf-auxiliary: #e2a929');
    expect(root).toContain('--sf-on-primary: #ffffff');
    expect(root).toContain('--sf-layout-max-width: 1440px');
    expect(root).toMatch(/--sf-font-body: system-ui/);
  });
  it('has box-sizing, body colours from vars, focus-visible outline and reduced motion', () => {
    expect(css).toMatch(/\*, \*::before, \*::after\s*\{\s*box-sizing: border-box/);
    expect(css).toMatch(/body\s*\{[^}]*color: var\(--sf-text\)[^}]*background-color: var\(--sf-background\)/);
    expect(css).toMatch(/:focus-visible\s*\{\s*outline: 3px solid var\(--sf-focus\)/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)/);
  });
  it('exports a default theme class that reassigns every variable', () => {
    const className = /export var defaultThemeClass = '([^']+)'/.exec(source)?.[1];
    expect(className).toBeTruthy();
    const block = new RegExp(`\\.${className}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    expect(block).toContain('--sf-primary: #436bac');
    expect(block).toContain('--sf-radius-pill: 999px');
  });
});
