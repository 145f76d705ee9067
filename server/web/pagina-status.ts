/**
 * The HTTP status of a storefront page, decided before the page is streamed (its status line
 * goes out with the head, before React renders): 404 when no route of the app matches the path
 * (engine/rules/storefront-routes) or when the product, category or static page it names does not
 * exist; a static page that exists but may not be shown on the web answers its own 403. The page
 * itself still renders the storefront's 'Página não encontrada' (or the item's message) inside
 * the supplier's shell, so a visitor keeps the header, search and menu.
 */
import type { FastifyInstance } from 'fastify';
import { isStorefrontPage } from '#engine/rules/storefront-route-match';
import { HttpError } from '../shared/http-error';

export async function statusDaPagina(
  app: FastifyInstance,
  idfornecedor: string,
  partes: readonly string[],
): Promise<number> {
  if (!isStorefrontPage(partes)) return 404;
  const [primeiro, slug] = partes;
  if (partes.length !== 2 || slug === undefined) return 200;
  switch (primeiro?.toLowerCase()) {
    case 'produto':
      return (await app.catalogoService.produtoExiste(idfornecedor, slug)) ? 200 : 404;
    case 'categoria':
      return (await app.catalogoService.categoriaExiste(idfornecedor, slug)) ? 200 : 404;
    case 'pagina':
      try {
        await app.paginasEstaticasService.porSlug(idfornecedor, slug);
        return 200;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) return error.statusCode;
        throw error;
      }
    default:
      return 200;
  }
}
