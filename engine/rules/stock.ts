/**
 * Out of stock (issue 10, item 4: the availability alert). Spec section 5 gates stock on the
 * supplier tag enable-stock-control and reads `maximo_disponivel` only "when above 0" as a cap.
 * Decision where the spec is silent: under that tag, a product whose `maximo_disponivel` is 0 is
 * out of stock ('Produto indisponível': no add to cart on its page, the availability alert
 * instead); null means the stock is not tracked (available). Without the tag nothing is out of
 * stock. The server (subscriptions, the stock update) and the product page use this one rule.
 */
import { TAG_STOCK_CONTROL, hasTag } from './tags';

/**
 * @param maximoDisponivel the stock in any unit (the wire's decimal or the row's thousandths:
 *   only its sign matters); null or undefined when not tracked
 */
export function isOutOfStock(maximoDisponivel: number | null | undefined, controleEstoque: boolean): boolean {
  return controleEstoque && maximoDisponivel !== null && maximoDisponivel !== undefined && maximoDisponivel <= 0;
}

export function hasStockControl(tags: readonly string[] | null | undefined): boolean {
  return hasTag(tags, TAG_STOCK_CONTROL);
}
