/**
 * The tables the faturas module owns (migration 0039), as Kysely sees them; server/db/schema.ts
 * composes them into `Database`. Other modules reach them through this module's service
 * (server/modules/README.md).
 */
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';
import type { PeriodoJuros } from '#engine/rules/faturas';

export type StatusTituloDb = 'aberto' | 'pago';

/** A client's credit limit at a supplier (no row: zero). */
export interface LimitesCreditoTable {
  idfornecedor: string;
  idcliente: number;
  limite_centavos: number;
  atualizado_em: Generated<Date>;
}

/** A supplier's charges on an overdue title (no row: none). */
export interface FaturasConfigTable {
  idfornecedor: string;
  multa_pontos_base: Generated<number>;
  juros_pontos_base: Generated<number>;
  juros_periodo: Generated<PeriodoJuros>;
}

/** What a client owes a supplier: one instalment. */
export interface TitulosTable {
  idtitulo: Generated<number>;
  idfornecedor: string;
  idcliente: number;
  numpedido: number | null;
  numero: string;
  parcela: Generated<number>;
  total_parcelas: Generated<number>;
  /** 'AAAA-MM-DD', a calendar day in Brasília. */
  vencimento: string;
  valor_centavos: number;
  status: Generated<StatusTituloDb>;
  pago_em: Timestamp | null;
  pago_por: number | null;
  criado_em: Generated<Date>;
}

/** The faturas module's tables, by name. */
export interface FaturasTables {
  limites_credito: LimitesCreditoTable;
  faturas_config: FaturasConfigTable;
  titulos: TitulosTable;
}
