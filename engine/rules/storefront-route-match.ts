/**
 * Which paths under /{idfornecedor}/ the app has a page for, from its route table
 * (./storefront-routes), for the server: it answers 404 before it streams a page no route
 * matches. Apart from the route table so the browser's first view does not carry it.
 */
import { LATER_PAGES, ROUTE_PATHS } from './storefront-routes';

/** Every page pattern under /{idfornecedor}/ that the app renders (its catch-all aside). */
export const STOREFRONT_PATTERNS: readonly string[] = [
  ...Object.entries(ROUTE_PATHS).flatMap(([nome, path]) => (nome === 'fornecedor' ? [] : typeof path === 'string' ? [path] : [...path])),
  ...LATER_PAGES.map((page) => page.path),
];

/**
 * Whether a pattern of the app's routes ('produto/:slug', 'minha-conta/*', '') matches the path
 * after the supplier's segment (already split, decoded): the server answers 404 for a page no
 * route matches before it streams the page (the status goes out first).
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

/** The app renders a page (not its 'Página não encontrada') for these segments. */
export function isStorefrontPage(partes: readonly string[]): boolean {
  return STOREFRONT_PATTERNS.some((pattern) => matchesPattern(pattern, partes));
}
