/**
 * The tables the cupons module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

/** Migration 0015: discount and referral coupons of a supplier. */
export interface CuponsTable {
  idcupom: Generated<number>;
  idfornecedor: string;
  codigocupom: string;
  descricao: Generated<string>;
  tipodesconto: '%' | '$';
  /** '%': hundredths of a percent (10 % = 1000). */
  percentual_bp: number | null;
  /** '$': centavos. */
  valor_centavos: number | null;
  /** Product ids (jsonb array); empty: every line. */
  produtos: ColumnType<number[], string | undefined, string>;
  nao_usar_com_politica: Generated<boolean>;
  habilitar_visualizacao_desconto: Generated<boolean>;
  aplicacao_automatica: Generated<boolean>;
  valido_de: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  valido_ate: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  canal_venda: Generated<string>;
  idformapagamento: number | null;
  idcliente: number | null;
  idcliente_indicador: number | null;
  ativo: Generated<boolean>;
  criado_em: Timestamp;
}

/** The cupons module's tables, by name. */
export interface CuponsTables {
  cupons: CuponsTable;
}
