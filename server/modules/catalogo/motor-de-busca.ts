/**
 * The catalogue search behind one interface (issue 32, item 5). The catalogue service asks it for
 * every list that has search words: the ranked page (relevance), the same matches in another
 * ordering, and the search tags of the matches. Lists without words, the product page and the
 * cart read the product repository directly.
 *
 * One engine today, PostgreSQL's (busca-postgres.ts: full text and trigrams on the product rows,
 * ranked by steps, indexes led by the supplier). What another engine (Typesense, Meilisearch or
 * OpenSearch for a supplier with millions of products; docs/catalogue-and-search.md, 'Where a
 * bigger engine takes over') needs to implement it:
 * - `pagina`: the ids of a page of the matches, in rank order or in one of the orderings the
 *   supplier offers, for (supplier, normalised words, categories, tags, filter groups), and the
 *   count up to `countReadLimit`; the rows are then read by id (`ProdutoRepository.porIds`, kept
 *   in that order), so prices, hidden prices, price lists and stock stay the storefront's;
 * - `contarTagsEAgrupadores`: the search tags and filter groups of the first matches (a facet
 *   count);
 * - an index kept in step with the catalogue: every write that bumps the supplier's catalogue
 *   version (`catalogo_versoes`, NOTIFY) re-sends that supplier's changed rows.
 * The ranked pages are cached per catalogue version above the engine (catalogo-service.ts), so an
 * engine is asked once per (supplier, query, filters, page) and version, whichever it is.
 */
import type { FiltroProdutos, Ordenacao, PaginaProdutos } from './produto-repository';

/** A filter with search words (already cleaned: engine/rules/search `searchQuery`). */
export type FiltroDeBusca = FiltroProdutos & { busca: string };

export interface MotorDeBusca {
  /**
   * A page of the products matching the words and the filter, in `ordenacao` ('relevancia': the
   * ranking; another: that ordering over the matches), and their number counted up to
   * `countReadLimit(offset, limit)` (`limitada` when it stopped there).
   */
  pagina(filtro: FiltroDeBusca, ordenacao: Ordenacao, limit: number, offset: number): Promise<PaginaProdutos>;
  /** How many of the first `limite` matches carry each search tag and each filter group. */
  contarTagsEAgrupadores(
    filtro: FiltroDeBusca,
    limite: number,
  ): Promise<{ tipo: 'tag' | 'agrupador'; valor: string; quantidade: number }[]>;
}

/** Whether a filter has search words (then the search engine lists it). */
export function temBusca(filtro: FiltroProdutos): filtro is FiltroDeBusca {
  return filtro.busca !== undefined;
}
