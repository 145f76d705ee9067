/**
 * Price lists per client (issue 33, item 3): a supplier's ERP gives some clients, by name or by a
 * client tag, a list of their own. A product the client's list prices is sold to that client at
 * the list's price, wholesale rule and progressive tiers, all three taken from the list (the
 * product's own wholesale price and tiers do not apply to it, nor does the product's offer: the
 * list's price is the client's price). A product the list does not price, and every product for a
 * client on no list, keep the supplier's list price (the product's own fields).
 *
 * The server applies the list to the product's stored fields before anything reads them: the
 * catalogue's answers to that client's session (never the public cache: an anonymous visitor is
 * on no list), the cart and the order, which price every line again with `linePriceFromStored`.
 * The browser prices what the server sent (`linePriceFromProduct`), so it needs no copy of this.
 *
 * Which list a client is on: a list naming the client wins over a list reaching it by tag; among
 * several, the lower `prioridade`, then the lower ERP code (`chooseClientPriceList`).
 */
import type { StoredPriceFields } from './stored-product';

/** One product's prices in a price list (the `listas_preco_itens` columns). */
export interface PriceListEntry {
  preco_centavos: number;
  precovendaatacado_centavos: number | null;
  minvendaatacado_milesimos: number | null;
  desconto_progressivo: readonly { quantidade_milesimos: number; preco_centavos: number }[];
}

/** The price columns a list replaces, and the offer it leaves out. */
export type PriceListTarget = StoredPriceFields & { preco_original_centavos: number | null };

/**
 * The product as a client on a list buys it: the same object when the list has no entry for it,
 * otherwise a copy with the list's price, wholesale rule and tiers and no offer (never mutated:
 * the rows may be shared by every caller).
 */
export function withPriceList<T extends PriceListTarget>(produto: T, entrada: PriceListEntry | undefined): T {
  if (entrada === undefined) return produto;
  return {
    ...produto,
    preco_centavos: entrada.preco_centavos,
    preco_original_centavos: null,
    precovendaatacado_centavos: entrada.precovendaatacado_centavos,
    minvendaatacado_milesimos: entrada.minvendaatacado_milesimos,
    desconto_progressivo: entrada.desconto_progressivo.map((f) => ({
      quantidade_milesimos: f.quantidade_milesimos,
      preco_centavos: f.preco_centavos,
    })),
  };
}

/** A price list as the choice of a client's list sees it. */
export interface PriceListCandidate {
  idlista: number;
  cod_erp: string;
  prioridade: number;
  /** The list names the client itself (not only one of its tags). */
  nomeiaCliente: boolean;
}

/** The list a client is on among those that reach it (null: none): named first, then prioridade, then code. */
export function chooseClientPriceList<T extends PriceListCandidate>(candidatas: readonly T[]): T | null {
  let escolhida: T | null = null;
  for (const lista of candidatas) {
    if (
      escolhida === null ||
      (lista.nomeiaCliente && !escolhida.nomeiaCliente) ||
      (lista.nomeiaCliente === escolhida.nomeiaCliente &&
        (lista.prioridade < escolhida.prioridade ||
          (lista.prioridade === escolhida.prioridade && lista.cod_erp < escolhida.cod_erp)))
    )
      escolhida = lista;
  }
  return escolhida;
}
