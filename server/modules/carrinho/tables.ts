/**
 * The tables the carrinho module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

/** Migration 0012: one cart per client and supplier. */
export interface CarrinhosTable {
  idcliente: number;
  idfornecedor: string;
  observacao: Generated<string>;
  num_pedido_cliente: Generated<string>;
  idtipoassinatura: number | null;
  atualizado_em: Timestamp;
}

/** Migration 0012: a cart's lines (quantities in thousandths; the attendant price only an attendant sets). */
export interface CarrinhoItensTable {
  idcliente: number;
  idfornecedor: string;
  idproduto: number;
  /** bigint: read back as a string by the PostgreSQL driver, see carrinho-repository. */
  quantidade_milesimos: ColumnType<string | number, number, number>;
  embalar_para_presente: Generated<boolean>;
  preco_atendente_centavos: number | null;
  ordem: Generated<number>;
  /** Migration 0043 (combos): the promotional combo the line belongs to; null: none. */
  idcombopromocional_cabecalho: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Migration 0013: every lock and release of a cart by an attendant price, with who and when. */
export interface CarrinhoBloqueiosTable {
  id: Generated<number>;
  idcliente: number;
  idfornecedor: string;
  idproduto: number | null;
  acao: 'bloqueio' | 'desbloqueio';
  idusuario: number;
  papel: string;
  preco_centavos: number | null;
  em: Timestamp;
}

/** The carrinho module's tables, by name. */
export interface CarrinhoTables {
  carrinhos: CarrinhosTable;
  carrinho_itens: CarrinhoItensTable;
  carrinho_bloqueios: CarrinhoBloqueiosTable;
}
