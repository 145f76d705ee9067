/**
 * The pages the phone checks (tests/browser/phone-checks.test.ts) and the visual baseline
 * (tests/visual/visual.test.ts) open for each supplier: home, a category, a search and a product.
 * The category is the supplier's first department that is not the offers one (read from the
 * API), the product the first result of the search, so a renamed seed category moves with them.
 */
import type { Page } from 'playwright-core';
import { anonToken } from '../browser/support/browser';
import { fetchSupplier, waitForApp } from '../browser/support/storefront';

export const SUPPLIERS = [
  { slug: 'aurora', busca: 'arroz' },
  { slug: 'construforte', busca: 'cimento' },
] as const;

export type SupplierSlug = (typeof SUPPLIERS)[number]['slug'];
export type PageKind = 'home' | 'categoria' | 'busca' | 'produto';
export const PAGE_KINDS: PageKind[] = ['home', 'categoria', 'busca', 'produto'];

export interface ShopPage {
  kind: PageKind;
  /** The path under the server, e.g. /aurora/busca?q=arroz */
  path: string;
}

/** The four pages of a supplier (one API call for the category, one page load for the product). */
export async function shopPages(
  baseUrl: string,
  slug: SupplierSlug,
  openSearch: (path: string) => Promise<Page>,
): Promise<ShopPage[]> {
  const supplier = await fetchSupplier(baseUrl, slug);
  const response = await fetch(
    `${baseUrl}/api/v2/app/${anonToken()}/listacategoriasprodutos/${supplier.idfornecedor}?device=desktop`,
  );
  if (!response.ok) throw new Error(`The categories of ${slug} answered ${response.status}: ${await response.text()}`);
  const categorias = ((await response.json()) as { slug: string; tipo: string; ordem: number }[]).sort(
    (a, b) => a.ordem - b.ordem,
  );
  const categoria = categorias.find((c) => c.tipo !== 'OFERTAS' && !/ofertas/i.test(c.slug));
  if (!categoria)
    throw new Error(`${slug} has no department besides the offers: ${JSON.stringify(categorias).slice(0, 300)}`);
  const busca = SUPPLIERS.find((s) => s.slug === slug)?.busca ?? '';
  const searchPath = `/${slug}/busca?q=${encodeURIComponent(busca)}`;
  const page = await openSearch(searchPath);
  await waitForApp(page);
  const href = await page
    .locator('[data-testid="catalogue-grid"] [data-testid="product-card"] a[href*="/produto/"]')
    .first()
    .getAttribute('href', { timeout: 30_000 });
  if (!href) throw new Error(`The search ${searchPath} shows no product card with a link.`);
  return [
    { kind: 'home', path: `/${slug}` },
    { kind: 'categoria', path: `/${slug}/categoria/${encodeURIComponent(categoria.slug)}` },
    { kind: 'busca', path: searchPath },
    { kind: 'produto', path: new URL(href, baseUrl).pathname },
  ];
}
