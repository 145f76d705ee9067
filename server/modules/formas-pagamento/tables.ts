/**
 * The tables the formas-pagamento module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType, Generated } from 'kysely';

export type TipoFormaPagamento = 'PIX' | 'BOLETO' | 'CARTAO_CREDITO' | 'CARTAO_DEBITO' | 'DINHEIRO' | 'A_PRAZO';

/** A supplier's payment method (migration 0022). */
export interface FormasPagamentoTable {
  idformapagto: Generated<number>;
  idfornecedor: string;
  descricao: string;
  tipo: TipoFormaPagamento;
  max_parcelas: Generated<number>;
  parcela_minima_centavos: Generated<number>;
  /** Price variance by payment method, in hundredths of a percent (−500 = 5 % off). */
  ajuste_pontos_base: Generated<number>;
  ordem: Generated<number>;
  ativa: Generated<boolean>;
  /** Migration 0041: an A_PRAZO method's terms, days from the order to each instalment's due date. */
  prazos_dias: Generated<number[]>;
  /** Migration 0059 (issue 33): the ERP's code of the payment term, unique per supplier; null: not from an ERP. */
  cod_erp: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A payment method offered to these clients only (none: to every client). */
export interface FormasPagamentoClientesTable {
  idformapagto: number;
  idcliente: number;
}

/** The formas-pagamento module's tables, by name. */
export interface FormasPagamentoTables {
  formas_pagamento: FormasPagamentoTable;
  formas_pagamento_clientes: FormasPagamentoClientesTable;
}
