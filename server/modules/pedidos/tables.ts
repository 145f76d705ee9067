/**
 * The tables the pedidos module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Bigint, Timestamp } from '../../db/column-types';
import type { TipoEntrega } from '../entrega/tables';
import type { TipoFormaPagamento } from '../formas-pagamento/tables';
import type { Papel } from '../usuario/tables';

export type StatusPedidoDb =
  | 'ORCAMENTO_NOVO'
  | 'ORCAMENTO_PRECIFICADO'
  | 'ENVIADO'
  | 'SEPARANDO'
  | 'AGUARDANDOPAGAMENTO'
  | 'PAGO'
  | 'EMENTREGA'
  | 'PRONTO_RETIRADA'
  | 'ENTREGUE'
  | 'CANCELADO';

/** The delivery address as it was when the order was placed (migration 0024). */
export interface EnderecoPedidoSnapshot {
  idendereco: number;
  cep: string;
  uf: string;
  cidade: string;
  bairro: string;
  rua: string;
  numero: string;
  complemento: string | null;
  lat: number | null;
  lng: number | null;
  /** Migration 0055 (issue 34): who receives there and the phone at that address; absent on older orders. */
  destinatario?: string | null;
  telefone?: string | null;
}

/** The pickup store as it was when the order was placed (migration 0024). */
export interface LojaPedidoSnapshot {
  idloja: number;
  nome: string;
  descricao_endereco_loja: string;
  lat: number | null;
  lng: number | null;
}

/** Migration 0024: an order, with the snapshot of everything it was placed with. */
export interface PedidosTable {
  numpedido: Generated<number>; // identity from 100001; the demo seed uses fixed numbers below it
  idfornecedor: string;
  idcliente: number;
  /** Who placed it (the client's user, a linked user, a representative); null once that user is deleted. */
  idusuario: number | null;
  papel: Papel;
  status: StatusPedidoDb;
  orcamento: Generated<boolean>;
  canal: 'WEB' | 'MANUAL';
  mercadorias_centavos: Bigint;
  embalagem_centavos: Bigint;
  desconto_centavos: Bigint;
  taxa_entrega_centavos: Bigint;
  total_centavos: Bigint;
  ajuste_pagamento_pontos_base: Generated<number>;
  tipo_entrega: TipoEntrega;
  idformaentrega: number | null;
  forma_entrega_nome: string;
  /** 'AAAA-MM-DD'. */
  data_entrega: string | null;
  endereco: JSONColumnType<EnderecoPedidoSnapshot | null, string | null, string | null>;
  loja: JSONColumnType<LojaPedidoSnapshot | null, string | null, string | null>;
  idformapagto: number | null;
  forma_pagamento_descricao: string;
  forma_pagamento_tipo: TipoFormaPagamento;
  quant_parcelas: Generated<number>;
  anotacoes: string | null;
  num_pedido_cliente: string | null;
  cupom: string | null;
  idtipoassinatura: number | null;
  avaliacao: number | null;
  comentario_avaliacao: string | null;
  avaliado_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** SHA-256 of the order's canonical content (the identical-order check). */
  fingerprint: string;
  criado_em: Timestamp; // defaults to now()
  /** Migration 0027: the characteristics answered at checkout (name and value as asked then). */
  caracteristicas: JSONColumnType<CaracteristicaPedidoSnapshot[], string | undefined, string>;
}

/** Migration 0027: one answer an order was placed with. */
export interface CaracteristicaPedidoSnapshot {
  idcaracteristica: number;
  nome: string;
  alvo: 'CLIENTE' | 'PEDIDO';
  valor: string;
}

/** Migration 0024: an order's line, as sold. */
export interface PedidoItensTable {
  numpedido: number;
  idproduto: number;
  ordem: number;
  nome: string;
  unidade: string;
  preco_unitario_centavos: Bigint;
  origem_preco: 'atendente' | 'combo' | 'progressivo' | 'atacado' | 'normal';
  quantidade_milesimos: Bigint;
  mercadorias_centavos: Bigint;
  embalagem_centavos: Bigint;
  total_centavos: Bigint;
  embalar_para_presente: boolean;
  /** Migration 0029: the stock the submit took (milésimos; 0 without stock control), given back once on a cancel. */
  estoque_baixado_milesimos: ColumnType<
    string | number,
    number | undefined,
    number
  >; /** Migration 0043 (combos): the promotional combo the line was sold in; null: none. */
  idcombopromocional_cabecalho: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Migration 0024: every status an order took. */
export interface PedidoHistoricoTable {
  id: Generated<number>;
  numpedido: number;
  status: StatusPedidoDb;
  em: Timestamp; // defaults to now()
  idusuario: number | null;
  nome: string | null;
}

/** Migration 0024: the submit's Idempotency-Key, the hash of its body and the response given. */
export interface PedidoIdempotenciaTable {
  idfornecedor: string;
  idcliente: number;
  chave: string;
  impressao: string;
  numpedido: number | null;
  resposta: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  criado_em: Timestamp; // defaults to now()
}

/** Migration 0030: the DANFE the supplier's staff attached to an order (one per order). */
export interface PedidoDanfeTable {
  numpedido: number;
  /** The NF-e access key, 44 digits. */
  chave: string;
  pdf: Uint8Array;
  idusuario: number | null;
  anexado_em: Timestamp; // defaults to now()
  /** Migration 0055: the NF-e's XML the supplier attached beside the DANFE (same access key), as sent. */
  xml: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  xml_anexado_em: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The pedidos module's tables, by name. */
export interface PedidosTables {
  pedidos: PedidosTable;
  pedido_itens: PedidoItensTable;
  pedido_historico: PedidoHistoricoTable;
  pedido_idempotencia: PedidoIdempotenciaTable;
  pedido_danfe: PedidoDanfeTable;
}
