/**
 * The tables the recomendacao module owns, as Kysely sees them; server/db/schema.ts composes them
 * into `Database` (migration 0046).
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types';

export type VisaoRecomendacao = 'CART' | 'PRODUCT' | 'HOME';
export type AcaoRecomendacao = 'VIEW' | 'CLICK' | 'ADD_TO_CART';

/** 'Quem comprou também comprou': orders of the supplier that had both products. */
export interface RecomendacaoParesTable {
  idfornecedor: string;
  idproduto: number;
  idrecomendado: number;
  contagem: number;
}

/** The last recompute of a supplier's pairs. */
export interface RecomendacaoCalculosTable {
  idfornecedor: string;
  calculado_em: ColumnType<Date, Date | string | undefined, Date | string>;
  pedidos: number;
  pares: number;
  duracao_ms: number;
}

/** One answer of the GET: its `sessao_id`, for whom, on which view, the products it showed. */
export interface RecomendacaoSessoesTable {
  sessao_id: string;
  idfornecedor: string;
  idcliente: number;
  visao: VisaoRecomendacao;
  produtos: JSONColumnType<number[]>;
  criado_em: Timestamp;
}

/** A view, click or add-to-cart of a recommended product. */
export interface RecomendacaoFeedbackTable {
  id: Generated<number>;
  sessao_id: string;
  idfornecedor: string;
  idcliente: number;
  idusuario: number | null;
  acao: AcaoRecomendacao;
  visao: VisaoRecomendacao;
  item_id: number;
  criado_em: Timestamp;
}

/** The recomendacao module's tables, by name. */
export interface RecomendacaoTables {
  recomendacao_pares: RecomendacaoParesTable;
  recomendacao_calculos: RecomendacaoCalculosTable;
  recomendacao_sessoes: RecomendacaoSessoesTable;
  recomendacao_feedback: RecomendacaoFeedbackTable;
}
