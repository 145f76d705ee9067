/**
 * The one place for page titles (issue 34 item 1): the server's head (server/web/page-seo.ts) and
 * the browser's `document.title` of a page (product, category, static page, …) are both made here,
 * so a title reads the same before and after JavaScript: 'Produto | Loja'.
 */

/** What a shop's title is made of (its SEO settings: `seo.title`, `seo.subtitle`). */
export interface ShopTitleParts {
  title: string;
  subtitle?: string | null;
}

export const TITLE_SEPARATOR = ' | ';

/** The shop's own title (its home page): 'title | subtitle', or the title alone. */
export function shopTitle(shop: ShopTitleParts): string {
  return shop.subtitle ? `${shop.title}${TITLE_SEPARATOR}${shop.subtitle}` : shop.title;
}

/** A page's title inside the shop: 'Página | Loja' (the shop's title without its subtitle). */
export function pageTitle(page: string, shop: ShopTitleParts): string {
  const name = page.trim();
  return name ? `${name}${TITLE_SEPARATOR}${shop.title}` : shopTitle(shop);
}

/** A search page's name, as its h1 says it: 'Resultados para “arroz”', or 'Busca' without a text. */
export function searchTitle(q: string): string {
  const termo = q.trim();
  return termo ? `Resultados para “${termo}”` : 'Busca';
}
