/**
 * The links the storefront opens itself go through the documents' paths: every path written to
 * `apiLinkV4` in the sources answers a GET in the bundled v4 document, and no source builds an
 * API path by hand (a template string with `/v1/`, `/v2/` or `/v4/` and a `${…}`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiLinkV4 } from './links';

const root = path.resolve(import.meta.dirname, '../..');
const v4 = JSON.parse(readFileSync(path.join(root, 'openapi/generated/v4.openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const SOURCE_FOLDERS = ['src', 'blocks', 'features', 'engine', 'ui'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The path literals passed to `apiLinkV4(base, '<path>', …)` in a source text. */
function linkPathsIn(source: string): string[] {
  return [...source.matchAll(/apiLinkV4\(\s*[^,]+,\s*'([^']+)'/g)].map((m) => m[1] ?? '');
}

/** Template strings building an API path by hand. */
function handBuiltApiPaths(source: string): string[] {
  return [...source.matchAll(/`[^`]*\/v[124]\/[^`]*\$\{[^`]*`/g)].map((m) => m[0]);
}

function documentHasGet(document: { paths: Record<string, Record<string, unknown>> }, p: string): boolean {
  return Boolean(document.paths[p]?.get);
}

const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)));
const uses = files.flatMap((file) =>
  linkPathsIn(readFileSync(file, 'utf8')).map((p) => ({ file: path.relative(root, file), path: p })),
);

describe('links to the API', () => {
  it('are the DANFE, its NF-e XML and both boletos, each a GET of the v4 document', () => {
    expect(new Set(uses.map((u) => u.path))).toEqual(
      new Set([
        '/v4/danfe/{numpedido}/{idfornecedor}',
        '/v4/danfe/{numpedido}/{idfornecedor}/xml',
        '/v4/payment/boleto/{numpedido}/{idfornecedor}',
        '/v4/faturas/boleto/{idtitulo}/{idfornecedor}',
      ]),
    );
    const missing = uses.filter((u) => !documentHasGet(v4, u.path));
    expect(missing).toEqual([]);
  });

  it('a path the documents do not have is caught', () => {
    const source = "apiLinkV4(config.apiBaseUrl, '/v4/danfe/{numpedido}', { path: {} })";
    expect(linkPathsIn(source)).toEqual(['/v4/danfe/{numpedido}']);
    expect(documentHasGet(v4, '/v4/danfe/{numpedido}')).toBe(false);
    expect(documentHasGet(v4, '/v4/danfe/{numpedido}/{idfornecedor}')).toBe(true);
  });

  it('no source builds an API path by hand', () => {
    expect(handBuiltApiPaths('const u = `${base}/v4/danfe/${n}/${f}`;')).toHaveLength(1);
    const handBuilt = files.flatMap((file) =>
      handBuiltApiPaths(readFileSync(file, 'utf8')).map((text) => `${path.relative(root, file)}: ${text}`),
    );
    expect(handBuilt).toEqual([]);
  });

  it('fills the parameters, encoded, and the defined query values', () => {
    expect(
      apiLinkV4('/api/', '/v4/faturas/boleto/{idtitulo}/{idfornecedor}', {
        path: { idtitulo: 7, idfornecedor: 'a b' },
        query: { segundaVia: true },
      }),
    ).toBe('/api/v4/faturas/boleto/7/a%20b?segundaVia=true');
    expect(
      apiLinkV4('https://x.test/api', '/v4/danfe/{numpedido}/{idfornecedor}', {
        path: { numpedido: 100001, idfornecedor: 'f' },
      }),
    ).toBe('https://x.test/api/v4/danfe/100001/f');
  });
});
