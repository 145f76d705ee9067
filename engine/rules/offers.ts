/**
 * The offer rule (spec section 2: the floating 'OFERTAS' button links to an offers category).
 * A product is on offer when it has an original price above its price; the supplier's category
 * of type OFERTAS lists every product on offer, whatever its own category. The server's SQL
 * filter (`preco_original_centavos > preco_centavos`) and the index of migration 0001 state the
 * same rule for the database.
 */

/** The category `tipo` that lists the products on offer. */
export const OFFERS_CATEGORY_TYPE = 'OFERTAS';
/** Every category `tipo`. */
export const CATEGORY_TYPES = ['NORMAL', OFFERS_CATEGORY_TYPE] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** True for the category that lists the products on offer. */
export function isOffersCategory(categoria: { tipo: string }): boolean {
  return categoria.tipo === OFFERS_CATEGORY_TYPE;
}

/**
 * True when a product is on offer: an original price above its price (both in the same unit,
 * reais or centavos). A missing price is never on offer.
 */
export function isOnOffer(preco: number | null | undefined, precoOriginal: number | null | undefined): boolean {
  return typeof preco === 'number' && typeof precoOriginal === 'number' && precoOriginal > preco;
}
