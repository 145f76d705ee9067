/**
 * How many products a list has, as the API says and the shopper reads it. Counts of filtered
 * lists (search, tags, groupings) stop after this many matches (the server reads at most
 * max(1,000, offset + limit) + 1 rows and says so with `quantidadeProdutosLimitada`), so such a
 * count reads 'mais de 1.000 produtos'; an exact count (the catalogue, a category) reads as it is.
 */
export const PRODUCT_COUNT_CAP = 1_000;

/** How many rows a capped count reads at most: one more than it can tell exactly; "load more" never stops early. */
export function countReadLimit(offset: number, limit: number): number {
  return Math.max(PRODUCT_COUNT_CAP, offset + limit) + 1;
}

const formatInt = (n: number): string => n.toLocaleString('pt-BR');

/**
 * Whether a count is a bound rather than exact: the server's `quantidadeProdutosLimitada` when it
 * sends it; an older answer without it is read as bounded above the cap.
 */
export function isCountCapped(total: number, capped?: boolean): boolean {
  return capped ?? total > PRODUCT_COUNT_CAP;
}

/** '1 produto', '20 produtos', '100.000 produtos' (exact), 'mais de 1.000 produtos' (a bounded count). */
export function productCountLabel(total: number, capped?: boolean): string {
  if (capped === true) return `mais de ${formatInt(Math.max(PRODUCT_COUNT_CAP, total - 1))} produtos`;
  if (isCountCapped(total, capped)) return `mais de ${formatInt(PRODUCT_COUNT_CAP)} produtos`;
  return `${formatInt(total)} ${total === 1 ? 'produto' : 'produtos'}`;
}
