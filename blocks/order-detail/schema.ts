import * as z from 'zod/mini';

const titulo = (padrao: string) => z._default(z.string().check(z.minLength(1), z.maxLength(60)), padrao);

export const orderDetailProps = z.strictObject({
  /** 'Repetir itens': the order's items go into the cart. */
  mostrarRepetirItens: z._default(z.boolean(), true),
  /** The status history as a timeline. */
  mostrarAcompanhamento: z._default(z.boolean(), true),
  tituloAcompanhamento: titulo('Acompanhamento'),
  /** Where the order goes: the delivery option and date, the address or the pickup store. */
  mostrarEntrega: z._default(z.boolean(), true),
  /** The payment method and installments (the blocks placed inside this one follow it). */
  mostrarPagamento: z._default(z.boolean(), true),
  tituloPagamento: titulo('Pagamento'),
  /** The customer's own order number and the order's notes. */
  mostrarObservacoes: z._default(z.boolean(), true),
  /** The answers to the shop's questions at checkout. */
  mostrarCaracteristicas: z._default(z.boolean(), true),
  tituloCaracteristicas: titulo('Informações do pedido'),
  /** The items with quantities and totals, then subtotal, discount, delivery fee and total. */
  mostrarItens: z._default(z.boolean(), true),
  tituloItens: titulo('Itens'),
  /** The 1–5 star rating of a delivered order. */
  mostrarAvaliacao: z._default(z.boolean(), true),
});

export const orderDetailSchema = {
  props: orderDetailProps,
  acceptsChildren: true,
  pages: ['pedido'],
} as const;

export type OrderDetailProps = z.output<typeof orderDetailProps>;
