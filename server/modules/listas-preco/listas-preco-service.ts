/**
 * Price lists per client (issue 33, item 3; engine/rules/price-list): which list a client is on at
 * a supplier, and the product rows as that client buys them. The catalogo module applies it to
 * every answer to a client's own session (never to an anonymous one, so the public cache never
 * holds a list's price) and to the rows the cart, the order, the lists, the combos and the
 * recommendations price.
 */
import { chooseClientPriceList, withPriceList, type PriceListTarget } from '#engine/rules/price-list';
import type { ListasPrecoRepository } from './listas-preco-repository';

export class ListasPrecoService {
  constructor(private readonly repository: ListasPrecoRepository) {}

  /** The list the client is on at the supplier (null: none, or no client). */
  async listaDoCliente(idfornecedor: string, idcliente: number | null): Promise<{ idlista: number } | null> {
    if (idcliente === null || !(idcliente > 0)) return null;
    return chooseClientPriceList(await this.repository.candidatas(idfornecedor, idcliente));
  }

  /**
   * The rows as the client buys them: a product its list prices at the list's price, wholesale and
   * tiers; every other row as it is (the supplier's list price). New objects where a list applies:
   * the rows given may be shared by every caller and are never changed.
   */
  async aplicar<T extends PriceListTarget & { id: number }>(
    idfornecedor: string,
    idcliente: number | null,
    rows: readonly T[],
  ): Promise<T[]> {
    if (rows.length === 0) return [...rows];
    return this.aplicarLista(await this.listaDoCliente(idfornecedor, idcliente), rows);
  }

  /** `aplicar` with the client's list already found (`listaDoCliente`; null: none). */
  async aplicarLista<T extends PriceListTarget & { id: number }>(
    lista: { idlista: number } | null,
    rows: readonly T[],
  ): Promise<T[]> {
    if (lista === null || rows.length === 0) return [...rows];
    const itens = await this.repository.itens(
      lista.idlista,
      rows.map((r) => r.id),
    );
    return rows.map((row) => withPriceList(row, itens.get(row.id)));
  }
}
