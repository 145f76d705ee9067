/**
 * Route patterns matched on the server, without the browser's router: which lazy page a
 * server-rendered path needs (server/web/lazy-route-assets.ts) and whether the app has a page for
 * it at all (the server answers 404 before it streams one no route matches). Apart from the route
 * table (./storefront-routes) so the browser's first view does not carry it: the browser asks
 * React Router's matchPath, with the same rules.
 */
import { lazyPageOf, NOT_FOUND_PAGE, type LazyPage } from './storefront-routes';

/**
 * Whether a route pattern ('produto/:slug', 'minha-conta/*', '') matches the segments after the
 * supplier's (split, decoded), case-insensitively and with a splat that may be empty, as the router does.
 */
export function matchesPattern(pattern: string, partes: readonly string[]): boolean {
  const alvo = pattern.split('/').filter((s) => s !== '');
  for (let i = 0; i < alvo.length; i++) {
    const segmento = alvo[i]!;
    if (segmento === '*') return true;
    const parte = partes[i];
    if (parte === undefined) return false;
    if (!segmento.startsWith(':') && segmento.toLowerCase() !== parte.toLowerCase()) return false;
  }
  return partes.length === alvo.length;
}

/** The lazy page of the segments after the supplier's (split), as lazyPageOf says. */
export function lazyPageOfSegments(partes: readonly string[]): LazyPage | null {
  return lazyPageOf((pattern) => matchesPattern(pattern, partes));
}

/** The app renders a page (not its 'Página não encontrada') for these segments. */
export function isStorefrontPage(partes: readonly string[]): boolean {
  return lazyPageOfSegments(partes) !== NOT_FOUND_PAGE;
}
