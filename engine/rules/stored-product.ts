/**
 * A product as the database stores it (prices in integer centavos, quantities in integer
 * thousandths: the `produtos` columns) read as the pricing and quantity core's inputs. The server's
 * cart and order calls price and check every line through these, so the cart a customer sees and
 * the order the server records agree; the browser maps the API's wire fields with
 * `linePriceFromProduct` and `quantityLimitsFromProduct`, which agree with these on the same product
 * (stored-product.test.ts).
 */
import type { LinePrice } from './pricing';
import type { QuantityLimits } from './quantity-action';
import { isOutOfStock } from './stock';

/** The price columns of a product (the `produtos` table's names). */
export interface StoredPriceFields {
  preco_centavos: number;
  precovendaatacado_centavos: number | null;
  minvendaatacado_milesimos: number | null;
  multiploincremento: number;
  desconto_progressivo: readonly { quantidade_milesimos: number; preco_centavos: number }[];
  permite_embalagem: boolean;
  preco_embalagem_centavos: number | null;
}

/** The quantity columns of a product (the `produtos` table's names). */
export interface StoredQuantityFields {
  granularidade_milesimos: number;
  min_por_pedido_milesimos: number | null;
  maxporpedido_milesimos: number | null;
  maximo_disponivel_milesimos: number | null;
}

/**
 * A line's price fields from the product's columns and the attendant's price of the line
 * (centavos; null when none). The wrap price counts only when the product permits wrapping and
 * the price is above 0.
 */
export function linePriceFromStored(produto: StoredPriceFields, precoAtendente: number | null): LinePrice {
  return {
    preco: produto.preco_centavos,
    precoAtendente,
    atacado: produto.precovendaatacado_centavos,
    minimoAtacado: produto.minvendaatacado_milesimos,
    multiplo: produto.multiploincremento,
    progressivo: produto.desconto_progressivo.map((faixa) => ({
      aPartirDe: faixa.quantidade_milesimos,
      centavos: faixa.preco_centavos,
    })),
    embalagem:
      produto.permite_embalagem && produto.preco_embalagem_centavos !== null && produto.preco_embalagem_centavos > 0
        ? produto.preco_embalagem_centavos
        : null,
  };
}

/**
 * A line's quantity limits from the product's columns; `controleEstoque`: the supplier has tag
 * enable-stock-control (`hasStockControl`). The minimum defaults to one unit; a stock of 0 or less
 * caps nothing (`unavailableReason` refuses the product instead).
 */
export function quantityLimitsFromStored(produto: StoredQuantityFields, controleEstoque: boolean): QuantityLimits {
  return {
    passo: produto.granularidade_milesimos,
    minimo: produto.min_por_pedido_milesimos ?? 1000,
    maximoPorPedido: produto.maxporpedido_milesimos,
    maximoDisponivel:
      produto.maximo_disponivel_milesimos !== null && produto.maximo_disponivel_milesimos > 0
        ? produto.maximo_disponivel_milesimos
        : null,
    controleEstoque,
  };
}

/** Why a product cannot be bought: the wire codes of the cart's notices (`AvisoCarrinho.codigo`). */
export type UnavailableReason = 'carrinho.sem-preco' | 'carrinho.sem-estoque';

/**
 * Why a product cannot go into a cart or an order at all (null: it can): no price in the
 * supplier's list (spec section 5's price rule; not sold at R$ 0,00) unless an attendant priced
 * the line, or out of stock under stock control (`isOutOfStock`; the availability alert is the
 * product page's). A missing price is named first.
 * @param controleEstoque the supplier has tag enable-stock-control (`hasStockControl`)
 * @param precoDoAtendente an attendant priced the line
 */
export function unavailableReason(
  produto: Pick<StoredPriceFields, 'preco_centavos'> & Pick<StoredQuantityFields, 'maximo_disponivel_milesimos'>,
  controleEstoque: boolean,
  precoDoAtendente: boolean,
): UnavailableReason | null {
  if (produto.preco_centavos <= 0 && !precoDoAtendente) return 'carrinho.sem-preco';
  if (isOutOfStock(produto.maximo_disponivel_milesimos, controleEstoque)) return 'carrinho.sem-estoque';
  return null;
}
