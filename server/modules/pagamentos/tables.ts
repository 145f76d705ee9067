/**
 * The tables the pagamentos module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

/** Migration 0026: how a supplier is paid (Pix key and merchant; boleto bank account and beneficiário). */
export interface PagamentoConfigTable {
  idfornecedor: string;
  pix_chave: string | null;
  pix_nome: string | null;
  pix_cidade: string | null;
  /** '001' Banco do Brasil, '341' Itaú. */
  boleto_banco: '001' | '341' | null;
  boleto_agencia: string | null;
  /** Conta (Itaú) or convênio (Banco do Brasil). */
  boleto_conta: string | null;
  boleto_carteira: string | null;
  beneficiario_nome: string | null;
  beneficiario_documento: string | null;
  boleto_prazo_dias: Generated<number>;
}

/** Migration 0026: an order's payment data, written once on first request and stable after. */
export interface PedidoPagamentoTable {
  numpedido: number;
  pix_txid: string;
  boleto_sequencial: number;
  /** 'AAAA-MM-DD'. */
  boleto_vencimento: string;
  criado_em: Timestamp; // defaults to now()
}

/** The pagamentos module's tables, by name. */
export interface PagamentosTables {
  pagamento_config: PagamentoConfigTable;
  pedido_pagamento: PedidoPagamentoTable;
}
