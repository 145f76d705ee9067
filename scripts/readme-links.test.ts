// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts';

/**
 * The README is the way in and stays short (at most 400 lines, the two commands, 'What works
 * today'), and every link in it and in docs/*.md resolves: a relative link names a file or folder
 * of the repository, and a `#anchor` names a heading of its target by GitHub's slug rules.
 * External links (http, https, mailto) are not followed. A repository path written in code
 * (`engine/rules/money.ts`) must exist too, so a rename that forgets its notes fails here.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const README_MAX_LINES = 400;

/** The text of a Markdown file without its fenced code blocks and inline code spans. */
function semCodigo(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The headings' anchors as GitHub makes them (github-slugger: a repeated heading gets -1, -2…). */
function anchors(markdown: string): Set<string> {
  const vistos = new Map<string, number>();
  const result = new Set<string>();
  const semBlocos = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of semBlocos.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const texto = match[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // a link: its text
      .replace(/`([^`]*)`/g, '$1') // inline code: its content
      .replace(/(\*\*|__|\*)/g, ''); // emphasis markers
    const base = texto
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = vistos.get(base) ?? 0;
    vistos.set(base, n + 1);
    result.add(n === 0 ? base : `${base}-${n}`);
  }
  return result;
}

/** Every `[text](target)` link of a Markdown file, outside code. */
function links(markdown: string): string[] {
  return [...semCodigo(markdown).matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
}

/** The links of `file` (a path under `base`) that do not resolve, with the reason. */
function brokenLinks(file: string, read: (file: string) => string | null): string[] {
  const markdown = read(file);
  if (markdown === null) return [`${file}: not found`];
  const problems: string[] = [];
  for (const link of links(markdown)) {
    if (/^(https?:|mailto:)/i.test(link)) continue;
    const [alvo = '', anchor] = link.split('#', 2) as [string, string | undefined];
    const destino = alvo === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), alvo));
    if (destino.startsWith('..')) {
      problems.push(`${file}: ${link} leaves the repository`);
      continue;
    }
    const texto = read(destino);
    if (texto === null) {
      problems.push(`${file}: ${link} names no file or folder`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!destino.endsWith('.md')) {
      problems.push(`${file}: ${link} has an anchor into a file that is not Markdown`);
    } else if (!anchors(texto).has(decodeURIComponent(anchor))) {
      problems.push(`${file}: ${link} names no heading of ${destino}`);
    }
  }
  return problems;
}

/** A repository file's text ('' for a folder), or null when nothing is there. */
function readRepo(file: string): string | null {
  const full = path.join(root, file);
  if (!existsSync(full)) return null;
  return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
}

const PASTAS = [
  'openapi',
  'schemas',
  'themes',
  'engine',
  'ui',
  'features',
  'blocks',
  'src',
  'server',
  'tests',
  'scripts',
  'docs',
];

/** Folders a recipe names before they exist. */
const AINDA_NAO_EXISTEM = new Set(['server/realtime/']);

/**
 * The repository paths a file writes in code (`engine/rules/money.ts`, `server/modules/pedidos`,
 * `engine/rules/storefront-path` as a module is imported) that name nothing: a file or folder
 * renamed or removed without its notes. Patterns (`openapi/<v>/paths/<domain>.yaml`) are skipped.
 */
function stalePaths(markdown: string, exists: (file: string) => boolean): string[] {
  const caminho = new RegExp(`^(${PASTAS.join('|')})/[\\w./-]*$`);
  const result: string[] = [];
  for (const [, texto = ''] of markdown.matchAll(/`([^`\s]+)`/g)) {
    if (!caminho.test(texto) || AINDA_NAO_EXISTEM.has(texto)) continue;
    const base = texto.replace(/\/$/, '');
    const candidatos = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
    if (!candidatos.some(exists) && !result.includes(texto)) result.push(texto);
  }
  return result;
}

const documentos = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

describe('README and docs/', () => {
  it(`README.md is at most ${README_MAX_LINES} lines, with the two commands and 'What works today'`, () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(README_MAX_LINES);
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
    expect(readme).toMatch(/^## What works today$/m);
  });

  it('README.md lists every demo account with its login and password, as the seed creates them', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    for (const conta of DEMO_ACCOUNTS) {
      expect(readme).toMatch(
        new RegExp(`^\\| [^|]+ \\| ${conta.nome} \\| ${conta.email}( ou [^|]+)? \\| \`${conta.senha}\` \\|`, 'm'),
      );
    }
  });

  it.each(documentos)('every link of %s resolves', (file) => {
    expect(brokenLinks(file, readRepo)).toEqual([]);
  });

  it.each(documentos)('every repository path %s names in code exists', (file) => {
    const markdown = readFileSync(path.join(root, file), 'utf8');
    expect(stalePaths(markdown, (f) => existsSync(path.join(root, f)))).toEqual([]);
  });

  it('finds a path in code that names nothing, and skips patterns and other text', () => {
    const markdown = [
      '`engine/rules/money.ts` `engine/rules/storefront-path` `server/modules/pedidos/` `server/realtime/`',
      '`engine/rules/dinheiro.ts` `openapi/<v>/paths/<domain>.yaml` `/{slug}/painel` `npm run build`',
    ].join('\n');
    const existentes = new Set(['engine/rules/money.ts', 'engine/rules/storefront-path.ts', 'server/modules/pedidos']);
    expect(stalePaths(markdown, (f) => existentes.has(f))).toEqual(['engine/rules/dinheiro.ts']);
  });

  it('finds a missing file, a missing heading and a link out of the repository', () => {
    const files: Record<string, string> = {
      'README.md': [
        '# Title',
        '## What `npm test` runs',
        "## Changing a supplier's layout, (without) a deploy",
        '## Twice',
        '## Twice',
        '[ok](docs/a.md#the-cart-one-core) [ok](#what-npm-test-runs) [ok](#twice-1) [ok](docs/)',
        '[ok](#changing-a-suppliers-layout-without-a-deploy) [ext](https://example.com/#x) `[code](nowhere.md)`',
        '[missing file](docs/b.md) [missing heading](docs/a.md#nothing) [out](../x.md) [self](#nope)',
        '```',
        '[in a block](nowhere.md)',
        '```',
      ].join('\n'),
      'docs/a.md': '# A\n\n## The cart: one core\n',
      'docs/': '',
    };
    expect(brokenLinks('README.md', (f) => files[f] ?? null)).toEqual([
      'README.md: docs/b.md names no file or folder',
      'README.md: docs/a.md#nothing names no heading of docs/a.md',
      'README.md: ../x.md leaves the repository',
      'README.md: #nope names no heading of README.md',
    ]);
  });
});
