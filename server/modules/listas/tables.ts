/**
 * The tables the listas module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database` (server/modules/README.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Bigint, Timestamp } from '../../db/column-types';

/** FROM_CLIENT: a client's own list; TO_CLIENT: a list the supplier's staff suggest (spec section 7). */
export type TipoLista = 'FROM_CLIENT' | 'TO_CLIENT';

/** Migration 0042: a shopping list. */
export interface ListasCompraTable {
  idlista: Generated<number>;
  idfornecedor: string;
  tipo: TipoLista;
  /** FROM_CLIENT: the owner; TO_CLIENT: the one client it is suggested to (null: a tag or everyone). */
  idcliente: number | null;
  /** TO_CLIENT only: suggested to the clients with this tag (null: one client or everyone). */
  tag_cliente: string | null;
  nome: string;
  ativa: Generated<boolean>;
  /** How often it was sent to a cart. */
  usos: Generated<number>;
  ultimo_uso_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  criado_por: number | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** Migration 0042: a line of a list (one per product; quantity in thousandths). */
export interface ListasCompraItensTable {
  idlista: number;
  idproduto: number;
  quantidade_milesimos: Bigint;
  ordem: Generated<number>;
}

/** The listas module's tables, by name. */
export interface ListasTables {
  listas_compra: ListasCompraTable;
  listas_compra_itens: ListasCompraItensTable;
}
