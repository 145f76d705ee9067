/**
 * The tables the listas-preco module owns (migration 0052), as Kysely sees them;
 * server/db/schema.ts composes them into `Database`.
 */
import type { Generated, JSONColumnType } from 'kysely';
import type { DescontoProgressivoFaixa } from '../catalogo/tables';

/** A supplier's price list, by the ERP's code. */
export interface ListasPrecoTable {
  idlista: Generated<number>;
  idfornecedor: string;
  cod_erp: string;
  nome: string;
  /** false: the list prices nobody (kept for the ERP to turn on again). */
  ativa: boolean;
  /** Among the lists reaching a client the same way, the lower number wins. */
  prioridade: number;
  /** The client tags (their registration's tags at the supplier) the list reaches. */
  tags_cliente: JSONColumnType<string[]>;
}

/** A client the list names. */
export interface ListasPrecoClientesTable {
  idlista: number;
  idcliente: number;
}

/** One product's prices in a list (centavos and thousandths). */
export interface ListasPrecoItensTable {
  idlista: number;
  idproduto: number;
  preco_centavos: number;
  precovendaatacado_centavos: number | null;
  minvendaatacado_milesimos: number | null;
  desconto_progressivo: JSONColumnType<DescontoProgressivoFaixa[]>;
}

/** The listas-preco module's tables, by name. */
export interface ListasPrecoTables {
  listas_preco: ListasPrecoTable;
  listas_preco_clientes: ListasPrecoClientesTable;
  listas_preco_itens: ListasPrecoItensTable;
}
