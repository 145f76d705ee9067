/**
 * The tags a server-rendered page needs for a lazily loaded route it already contains (the
 * product page): its stylesheet, so the server's HTML is styled at first paint (no shift when
 * the chunk arrives), and `<link rel="modulepreload">` of its chunk and of the chunks it imports,
 * so hydration does not wait on a second round trip. Read from the Vite manifest of the build
 * (`dist/client/.vite/manifest.json`), again when it changes.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from './html';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The product page's module in the manifest (src/app/app.tsx imports it lazily). */
export const PRODUCT_PAGE_MODULE = 'pages/product-page.tsx';
/** The password-reset page's module (`/{slug}/redefinir-senha/{codigo}`). */
export const REDEFINIR_SENHA_PAGE_MODULE = 'pages/redefinir-senha-page.tsx';

/** The login page's module (`/{slug}/login`). */
export const LOGIN_PAGE_MODULE = 'pages/login/login-page.tsx';

/**
 * The account area's chunk (`/{slug}/minha-conta`, `/alterar-dados`, `/alterar-email-senha`,
 * `/usuarios`, `/cupons`, `/enderecos`, `/trocar-cliente`) and the orders (`/{slug}/pedidos`,
 * `/{slug}/pedidos/{n}`, `/{slug}/submissao/{n}`): src/pages/account/pages.ts.
 */
export const ACCOUNT_PAGE_MODULE = 'pages/account/pages.ts';

/** The cart page's module (`/{slug}/carrinho`). */
export const CART_PAGE_MODULE = 'pages/cart/cart-page.tsx';

/** The status pages' chunk, which holds the static pages too (`/{slug}/pagina/{slug}`). */
export const STATUS_PAGES_MODULE = 'pages/status-pages.tsx';

/** The quick-order page's module (`/{slug}/pedido-rapido`). */
export const QUICK_ORDER_PAGE_MODULE = 'pages/quick-order/quick-order-page.tsx';

/** The lazily loaded page module a storefront URL renders, if any. */
export function lazyPageModule(url: string): string | null {
  if (/\/produto\/[^/?]+\/?(?:\?|$)/.test(url)) return PRODUCT_PAGE_MODULE;
  if (/\/redefinir-senha\/[^/?]+\/?(?:\?|$)/.test(url)) return REDEFINIR_SENHA_PAGE_MODULE;
  if (/\/login\/?(?:\?|$)/.test(url)) return LOGIN_PAGE_MODULE;
  if (/\/carrinho\/?(?:\?|$)/.test(url)) return CART_PAGE_MODULE;
  if (/\/pedido-rapido\/?(?:\?|$)/.test(url)) return QUICK_ORDER_PAGE_MODULE;
  if (/\/minha-conta(?:\/(?:alterar-dados|alterar-email-senha|usuarios))?\/?(?:\?|$)/.test(url)) return ACCOUNT_PAGE_MODULE;
  if (/\/minha-conta\/(?:cupons|enderecos|trocar-cliente)\/?(?:\?|$)/.test(url)) return ACCOUNT_PAGE_MODULE;
  if (/\/pagina\/[^/?]+\/?(?:\?|$)/.test(url)) return STATUS_PAGES_MODULE;
  if (/(?<!\/minha-conta)\/(?:pedidos(?:\/[^/?]+)?|submissao\/[^/?]+)\/?(?:\?|$)/.test(url)) return ACCOUNT_PAGE_MODULE;
  if (/^\/[^/?]+\/lojas\/?(?:\?|$)/.test(url) || /^\/commerce\/[^/?]+\/lojas\/?(?:\?|$)/.test(url)) return ACCOUNT_PAGE_MODULE;
  return null;
}

/** The head tags of `key` (stylesheets, then module preloads of it and its static imports). */
export function lazyChunkTags(manifest: Manifest, key: string): string {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    // The entry chunk is loaded (and preloaded) by the page itself.
    if (name !== key && name.endsWith('index.html')) return;
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  // Stylesheets the page links already (the entry's).
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const linked = new Set(entry?.css ?? []);
  return [
    ...css.filter((file) => !linked.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
  ].join('\n    ');
}

export class LazyRouteAssets {
  private cached: { mtimeMs: number; manifest: Manifest } | undefined;

  constructor(private readonly staticDir: string) {}

  /** The tags for `key`, or '' when there is no manifest. */
  async tags(key: string): Promise<string> {
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
    return lazyChunkTags(this.cached.manifest, key);
  }
}
