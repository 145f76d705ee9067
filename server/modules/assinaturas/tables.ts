/**
 * The tables the assinaturas module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { StatusAssinatura } from '#engine/rules/subscription';
import type { Timestamp } from '../../db/column-types';
import type { TipoEntrega } from '../entrega/tables';
import type { Papel } from '../usuario/tables';

/** Migration 0019: a supplier's subscription types (a cart repeated every `intervalo_dias` days). */
export interface TiposAssinaturaTable {
  idtipoassinatura: Generated<number>;
  idfornecedor: string;
  nome: string;
  descricao: Generated<string>;
  intervalo_dias: number;
  ordem: Generated<number>;
  ativo: Generated<boolean>;
}

/** A subscribed line: the product, its quantity (thousandths), gift wrap, and the unit price (centavos) subscribed at. */
export interface ItemAssinatura {
  idproduto: number;
  nome: string;
  unidade: string;
  quantidade: number;
  embalar: boolean;
  precoUnitario: number;
}

/** How a subscription's orders are delivered (the first order's choice). */
export interface EntregaAssinatura {
  tipoEntrega: TipoEntrega;
  idformaentrega: number;
  idendereco: number | null;
  idloja: number | null;
}

/** How a subscription's orders are paid (the first order's choice). */
export interface PagamentoAssinatura {
  idformapagto: number;
  quantParcelas: number;
}

/** Migration 0038: a client's subscription at a supplier, made from the order `numpedido_origem`. */
export interface AssinaturasTable {
  idassinatura: Generated<number>;
  idfornecedor: string;
  idcliente: number;
  /** The user who subscribed: each order is placed as them (null once that user is deleted). */
  idusuario: number | null;
  papel: Papel;
  idtipoassinatura: number;
  status: ColumnType<StatusAssinatura, StatusAssinatura | undefined, StatusAssinatura>;
  /** 'AAAA-MM-DD' (Brasília): the day the next order is placed. */
  proxima_data: string;
  numpedido_origem: number | null;
  itens: JSONColumnType<ItemAssinatura[], string, string>;
  entrega: JSONColumnType<EntregaAssinatura, string, string>;
  pagamento: JSONColumnType<PagamentoAssinatura, string, string>;
  caracteristicas: JSONColumnType<{ idcaracteristica: number; valor: string }[], string | undefined, string>;
  anotacoes: string | null;
  /** The due date whose day-before e-mail went out (sent once). */
  aviso_enviado_para: string | null;
  criado_em: Timestamp;
  cancelada_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0038: what the scheduler did for a subscription's due date (one row per date). */
export interface AssinaturaPedidosTable {
  idassinatura: number;
  data_prevista: string;
  numpedido: number | null;
  resultado: 'pedido-criado' | 'falhou';
  motivo: string | null;
  em: Timestamp;
}

/** Migration 0038: a supplier's subscription settings (no row: the defaults). */
export interface AssinaturaConfigTable {
  idfornecedor: string;
  /** A subscription order is not placed when a unit price rose more than this (%). Default 10. */
  limite_aumento_preco_pct: Generated<number>;
}

/** The assinaturas module's tables, by name. */
export interface AssinaturasTables {
  tipos_assinatura: TiposAssinaturaTable;
  assinaturas: AssinaturasTable;
  assinatura_pedidos: AssinaturaPedidosTable;
  assinatura_config: AssinaturaConfigTable;
}
