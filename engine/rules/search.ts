/**
 * The catalogue search text as the spec sends it (section 7: `sk`, search text with '&'
 * removed): '&' becomes a space, runs of white space collapse to one, the ends are trimmed.
 * The browser cleans what the shopper typed; the server cleans `sk` again, so both agree.
 */

/** ' café  & leite ' → 'café leite'. Idempotent. */
export function cleanSearch(text: string): string {
  return text.replace(/&/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The cleaned search, or undefined when nothing is left (no search). */
export function searchQuery(text: string | null | undefined): string | undefined {
  if (typeof text !== 'string') return undefined;
  const cleaned = cleanSearch(text);
  return cleaned === '' ? undefined : cleaned;
}

/** At most this many words of a search are compared (the rest is ignored). */
export const MAX_SEARCH_TERMS = 8;
/** A typo is forgiven only when the words typed have at least this many letters and digits together. */
export const MIN_TYPO_TOLERANT_LENGTH = 4;

/**
 * The words of a search as the catalogue compares them: accents dropped, lower case, runs of
 * letters and digits only (so nothing a text-search query would read as an operator), at most
 * MAX_SEARCH_TERMS. 'Café Solúvel' → ['cafe', 'soluvel']; 'coca-cola 2L' → ['coca', 'cola', '2l'].
 */
export function searchTerms(text: string): string[] {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return (plain.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_TERMS);
}

/** A category as `categoriesNamedBy` reads it. */
export interface NamedCategory {
  idcategoria: number;
  idcategoriapai: number | null;
  nome: string;
}

/** A word typed, compared without a plural's final 's' ('massas' → 'massa', 'tintas' → 'tinta'). */
function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
}

/**
 * The categories a search names: every word typed (singular or plural) begins a word of the
 * category's name or of its parent's ('massas' → 'Massas', 'higiene' → 'Higiene', 'bebidas' →
 * 'Bebidas' and its subcategories, 'fios' → 'Fios e Cabos'). A search of one number names none.
 * The search ranks these categories' products right after the names that begin with the search.
 */
export function categoriesNamedBy(categories: readonly NamedCategory[], search: string): number[] {
  const words = searchTerms(search).map(singular);
  if (words.length === 0 || words.every((w) => /^\d+$/.test(w))) return [];
  const byId = new Map(categories.map((c) => [c.idcategoria, c]));
  return categories
    .filter((c) => {
      const parent = c.idcategoriapai === null ? undefined : byId.get(c.idcategoriapai);
      const named = searchTerms(`${c.nome} ${parent?.nome ?? ''}`);
      return words.every((w) => named.some((n) => n.startsWith(w)));
    })
    .map((c) => c.idcategoria);
}
