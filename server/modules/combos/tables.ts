/**
 * The tables the combos module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database` (migration 0043). The cart's and the order's `idcombopromocional_cabecalho` columns
 * are typed by their owners (carrinho, pedidos).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';
import type { TipoEntrega } from '../entrega/tables';

/** A supplier's promotional combo; `idcombo` is the spec's `idcombopromocional_cabecalho`. */
export interface CombosTable {
  idcombo: Generated<number>;
  idfornecedor: string;
  nome: string;
  descricao: Generated<string>;
  tipo_preco: 'preco' | 'desconto';
  desconto_pontos_base: number | null;
  /** 'AAAA-MM-DD' (inclusive); null: open. */
  inicio: string | null;
  fim: string | null;
  /** null: any payment method. */
  idformapagamento: number | null;
  /** null: any delivery type. */
  tipo_entrega: TipoEntrega | null;
  tag_cliente: string | null;
  criado_em: Timestamp;
  criado_por: number | null;
  encerrado_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A combo's product, its quantity in one combo (thousandths) and its unit price inside the combo (centavos). */
export interface ComboItensTable {
  idcombo: number;
  idproduto: number;
  /** bigint: read back as a string by the PostgreSQL driver. */
  quantidade_milesimos: ColumnType<string | number, number, number>;
  preco_unitario_centavos: number;
  ordem: Generated<number>;
}

/** The clients a combo is for (none and no tag: every client). */
export interface ComboClientesTable {
  idcombo: number;
  idcliente: number;
}

/** The combos module's tables, by name. */
export interface CombosTables {
  combos: CombosTable;
  combo_itens: ComboItensTable;
  combo_clientes: ComboClientesTable;
}
