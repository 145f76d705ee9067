/**
 * How many products a list has, as the API says and the shopper reads it. Counts of filtered
 * lists (search, tags, groupings) stop after this many matches (the server reads at most
 * max(1,000, offset + limit) + 1 rows), so anything above it reads 'mais de 1.000 produtos'.
 */
export const PRODUCT_COUNT_CAP = 1_000;

/** How many rows a capped count reads at most: one more than it can tell exactly; "load more" never stops early. */
export function countReadLimit(offset: number, limit: number): number {
  return Math.max(PRODUCT_COUNT_CAP, offset + limit) + 1;
}

const formatInt = (n: number): string => n.toLocaleString('pt-BR');

/** '1 produto', '20 produtos', '1.000 produtos', 'mais de 1.000 produtos'. */
export function productCountLabel(total: number): string {
  if (total > PRODUCT_COUNT_CAP) return `mais de ${formatInt(PRODUCT_COUNT_CAP)} produtos`;
  return `${formatInt(total)} ${total === 1 ? 'produto' : 'produtos'}`;
}
