/**
 * The tags a server-rendered page needs for a lazily loaded route it already contains (the
 * product page): its stylesheet, so the server's HTML is styled at first paint (no shift when
 * the chunk arrives), and `<link rel="modulepreload">` of its chunk and of the chunks it imports,
 * so hydration does not wait on a second round trip. The preloads ask `fetchpriority="low"`: the
 * page is painted from the server's HTML and its stylesheets, which the browser then fetches
 * first; the scripts only hydrate it, and hydration needs all of them, so their order among
 * themselves changes nothing. Measured with `npm run bench:lighthouse -- --baseline` (the same
 * build without it, median of 3): the first paint of the product 2.24 → 1.79 s, the cart 2.42 →
 * 1.79 s, the order list 2.52 → 1.83 s, the lists 2.71 → 1.97 s (Lighthouse's simulated mobile
 * network counts a high-priority preload as blocking the first paint). Read from the Vite
 * manifest of the build (`dist/client/.vite/manifest.json`), again when it changes.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { accountPartModule, accountPartOf } from '#engine/rules/account-parts';
import { lazyPageOfSegments } from '#engine/rules/storefront-route-match';
import { escapeHtml } from '../shared/html';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The lazily loaded page module a storefront page renders, as the Vite manifest names it (the one
 * list of lazy pages, LAZY_PAGES in engine/rules/storefront-routes, which the browser's routes are
 * made from too), from the path's segments after the supplier's (decoded; none on the supplier's
 * own domain); null for the pages of the entry chunk (home, category, search).
 */
export function lazyPageModule(pagina: readonly string[]): string | null {
  return lazyPageOfSegments(pagina)?.modulo ?? null;
}

/**
 * Every module a server-rendered page loads before it hydrates: its lazy page module and, for a
 * page type whose chunk loads its blocks per page type (the account's), that part
 * (blocks/groups/account/parts.ts); none for the pages of the entry chunk.
 */
export function lazyPageModules(pagina: readonly string[]): string[] {
  const page = lazyPageOfSegments(pagina);
  if (!page) return [];
  const part = page.pageType ? accountPartOf(page.pageType) : undefined;
  return part ? [page.modulo, accountPartModule(part)] : [page.modulo];
}

/** The head tags of `keys` (stylesheets, then module preloads of them and their static imports). */
export function lazyChunkTags(manifest: Manifest, keys: string | readonly string[]): string {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const raizes = typeof keys === 'string' ? [keys] : keys;
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    // The entry chunk is loaded (and preloaded) by the page itself.
    if (!raizes.includes(name) && name.endsWith('index.html')) return;
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of raizes) visit(key);
  // Stylesheets the page links already (the entry's).
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const linked = new Set(entry?.css ?? []);
  return [
    ...css
      .filter((file) => !linked.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeHtml(file)}">`),
  ].join('\n    ');
}

export class LazyRouteAssets {
  private cached: { mtimeMs: number; manifest: Manifest } | undefined;

  constructor(private readonly staticDir: string) {}

  /** The tags for `keys`, or '' when there is no manifest. */
  async tags(keys: readonly string[]): Promise<string> {
    const path = join(this.staticDir, '.vite', 'manifest.json');
    try {
      const { mtimeMs } = await stat(path);
      if (this.cached?.mtimeMs !== mtimeMs) {
        this.cached = { mtimeMs, manifest: JSON.parse(await readFile(path, 'utf8')) as Manifest };
      }
    } catch {
      this.cached = undefined;
      return '';
    }
    return lazyChunkTags(this.cached.manifest, keys);
  }
}
