/**
 * Order statuses (spec section 7 "Orders", checkout contract C): their pt-BR labels for people and
 * their order along an order's life, shared by the server (history, lists) and the browser (the
 * orders page, the order's timeline).
 */

/** The statuses in the order an order goes through them (a budget first; CANCELADO last). */
export const STATUS_PEDIDO = [
  'ORCAMENTO_NOVO',
  'ORCAMENTO_PRECIFICADO',
  'ENVIADO',
  'SEPARANDO',
  'AGUARDANDOPAGAMENTO',
  'PAGO',
  'EMENTREGA',
  'PRONTO_RETIRADA',
  'ENTREGUE',
  'CANCELADO',
] as const;

/** One status (the OpenAPI's StatusPedido lists the same values). */
export type StatusPedido = (typeof STATUS_PEDIDO)[number];

const ROTULOS: Readonly<Record<StatusPedido, string>> = {
  ORCAMENTO_NOVO: 'Orçamento recebido, em análise',
  ORCAMENTO_PRECIFICADO: 'Orçamento precificado',
  ENVIADO: 'Recebido',
  SEPARANDO: 'Em separação',
  AGUARDANDOPAGAMENTO: 'Aguardando pagamento',
  PAGO: 'Pronto para entrega',
  EMENTREGA: 'Saiu para entrega',
  PRONTO_RETIRADA: 'Pronto para retirada',
  ENTREGUE: 'Entregue',
  CANCELADO: 'Cancelado',
};

/** The status's label for people ('Recebido', 'Entregue', ...). */
export function rotuloStatusPedido(status: StatusPedido): string {
  return ROTULOS[status];
}

/** Whether a value is one of the statuses (a row read from the database, a URL filter). */
export function isStatusPedido(valor: string): valor is StatusPedido {
  return Object.hasOwn(ROTULOS, valor);
}

/** The position of a status in `STATUS_PEDIDO` (to sort a timeline or compare progress). */
export function ordemStatusPedido(status: StatusPedido): number {
  return STATUS_PEDIDO.indexOf(status);
}

/** Only a delivered order can be rated (contract C, avaliarPedido). */
export function podeAvaliarPedido(status: StatusPedido): boolean {
  return status === 'ENTREGUE';
}

/**
 * The order desk's moves (issue 13): which status an attendant or admin may put an order in next.
 * A quote is priced (ORCAMENTO_PRECIFICADO, with its prices: the desk's own call) and then
 * confirmed by the customer (ENVIADO: the customer's call, never the desk's). An order goes
 * forward along its life, skipping steps where the supplier's process does (an order paid on
 * delivery goes from SEPARANDO straight to EMENTREGA); a delivery never becomes ready for pickup
 * nor a pickup goes out for delivery. ENTREGUE and CANCELADO are final; anything not yet delivered
 * may be cancelled.
 */
const SEGUINTES: Readonly<Record<StatusPedido, readonly StatusPedido[]>> = {
  ORCAMENTO_NOVO: ['CANCELADO'],
  ORCAMENTO_PRECIFICADO: ['CANCELADO'],
  ENVIADO: ['SEPARANDO', 'AGUARDANDOPAGAMENTO', 'CANCELADO'],
  SEPARANDO: ['AGUARDANDOPAGAMENTO', 'PAGO', 'EMENTREGA', 'PRONTO_RETIRADA', 'CANCELADO'],
  AGUARDANDOPAGAMENTO: ['SEPARANDO', 'PAGO', 'CANCELADO'],
  PAGO: ['SEPARANDO', 'EMENTREGA', 'PRONTO_RETIRADA', 'CANCELADO'],
  EMENTREGA: ['ENTREGUE', 'CANCELADO'],
  PRONTO_RETIRADA: ['ENTREGUE', 'CANCELADO'],
  ENTREGUE: [],
  CANCELADO: [],
};

/** The statuses the desk may move an order to from `status`, for its delivery type. */
export function proximosStatusPedido(status: StatusPedido, tipoEntrega: 'DELIVERY' | 'RETIRADA'): StatusPedido[] {
  const proibido: StatusPedido = tipoEntrega === 'DELIVERY' ? 'PRONTO_RETIRADA' : 'EMENTREGA';
  return SEGUINTES[status].filter((s) => s !== proibido);
}

/** Whether the desk may move an order from `de` to `para`. */
export function podeMudarStatusPedido(
  de: StatusPedido,
  para: StatusPedido,
  tipoEntrega: 'DELIVERY' | 'RETIRADA',
): boolean {
  return proximosStatusPedido(de, tipoEntrega).includes(para);
}

/** A quote the desk may still price (again): new, or priced and not yet confirmed. */
export function podePrecificarOrcamento(status: StatusPedido): boolean {
  return status === 'ORCAMENTO_NOVO' || status === 'ORCAMENTO_PRECIFICADO';
}

/** Only a priced quote can be confirmed by the customer as an order. */
export function podeConfirmarOrcamento(status: StatusPedido): boolean {
  return status === 'ORCAMENTO_PRECIFICADO';
}

/** Final statuses: nothing follows them. */
export function statusPedidoFinal(status: StatusPedido): boolean {
  return SEGUINTES[status].length === 0;
}

/**
 * Whether an order is waiting to be paid, so its Pix code or boleto is shown (issue 13): placed
 * and not yet paid, delivered or cancelled. A budget (ORCAMENTO_*) has no final price yet.
 */
export function aguardaPagamento(status: StatusPedido): boolean {
  return status === 'ENVIADO' || status === 'SEPARANDO' || status === 'AGUARDANDOPAGAMENTO';
}

/** Whether the client may still change an order's payment method: before it is paid (or later), and never once cancelled. */
export function podeTrocarFormaPagamento(status: StatusPedido): boolean {
  return ordemStatusPedido(status) < ordemStatusPedido('PAGO');
}
