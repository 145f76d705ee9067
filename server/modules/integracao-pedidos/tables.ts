/**
 * The tables the integracao-pedidos module owns (migration 0053): the order feed's cursor rows,
 * the webhook endpoints, the events the triggers record and each delivery of an event.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types';

type DataOuNulo = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** An order's place in the feed: moved forward by each change of the order. */
export interface FeedPedidosTable {
  numpedido: number;
  idfornecedor: string;
  /** The writing transaction's id (bigint as text from the driver). */
  xid: ColumnType<string | number, never, never>;
  seq: ColumnType<string | number, never, never>;
}

/** A supplier's webhook receiver. The secret signs each delivery (HMAC-SHA256). */
export interface WebhooksEndpointsTable {
  idendpoint: Generated<number>;
  idfornecedor: string;
  url: string;
  eventos: JSONColumnType<string[]>;
  segredo: string;
  criado_em: Timestamp;
  criado_por: number | null;
  revogado_em: DataOuNulo;
}

/** What happened, recorded by the triggers of migration 0053 while an endpoint wants it. */
export interface EventosIntegracaoTable {
  idevento: ColumnType<string | number, never, never>;
  idfornecedor: string;
  tipo: string;
  dados: JSONColumnType<Record<string, unknown>>;
  criado_em: Timestamp;
  despachado_em: DataOuNulo;
}

export type SituacaoEntrega = 'pendente' | 'entregue' | 'falhou' | 'cancelada';

/** One event to one endpoint: its attempts and the last answer. */
export interface EntregasWebhookTable {
  identrega: ColumnType<string | number, never, never>;
  idendpoint: number;
  idevento: ColumnType<string | number, string | number, string | number>;
  situacao: ColumnType<SituacaoEntrega, SituacaoEntrega | undefined, SituacaoEntrega>;
  tentativas: Generated<number>;
  ultimo_status_http: number | null;
  ultimo_erro: string | null;
  criado_em: Timestamp;
  ultima_tentativa_em: DataOuNulo;
  entregue_em: DataOuNulo;
}

/** The integracao-pedidos module's tables, by name. */
export interface IntegracaoPedidosTables {
  feed_pedidos: FeedPedidosTable;
  webhooks_endpoints: WebhooksEndpointsTable;
  eventos_integracao: EventosIntegracaoTable;
  entregas_webhook: EntregasWebhookTable;
}
