import * as z from 'zod/mini';

/** Today's texts of 'Meus pedidos' (the defaults). */
export const ORDER_LIST_TEXTOS = {
  vazio: 'Você ainda não fez nenhum pedido.',
  botaoVazio: 'Ver produtos',
  carregarMais: 'Carregar mais',
  verDetalhes: 'Ver detalhes',
} as const;

export const orderListProps = z.strictObject({
  /** 'N pedidos e orçamentos' above the list. */
  mostrarContagem: z._default(z.boolean(), true),
  /** 'Repetir última compra': the newest order that is not a quote goes into the cart. */
  mostrarRepetirUltima: z._default(z.boolean(), true),
  /** 'Ordenar por' (most recent, oldest, highest value). */
  mostrarOrdenacao: z._default(z.boolean(), true),
  /** On each card: the payment method after the date and the item count. */
  mostrarFormaPagamento: z._default(z.boolean(), true),
  /** On each card: 'Entrega' or 'Retirada' and its date (and the rating given). */
  mostrarEntrega: z._default(z.boolean(), true),
  /** On each card: 'Sua avaliação: N de 5' for a rated order. */
  mostrarAvaliacao: z._default(z.boolean(), true),
  /** On each card: 'Pedido emitido por {nome}' when a linked user or a representative placed it. */
  mostrarEmitidoPor: z._default(z.boolean(), true),
  /** What the page says when the client has no order yet. */
  textoVazio: z._default(z.string().check(z.minLength(1), z.maxLength(120)), ORDER_LIST_TEXTOS.vazio),
  /** The button under it, to the shop's home. */
  textoBotaoVazio: z._default(z.string().check(z.minLength(1), z.maxLength(40)), ORDER_LIST_TEXTOS.botaoVazio),
  /** The button that loads the next 10 orders. */
  textoCarregarMais: z._default(z.string().check(z.minLength(1), z.maxLength(40)), ORDER_LIST_TEXTOS.carregarMais),
  /** Each card's link to the order. */
  textoVerDetalhes: z._default(z.string().check(z.minLength(1), z.maxLength(40)), ORDER_LIST_TEXTOS.verDetalhes),
});

export const orderListSchema = {
  props: orderListProps,
  acceptsChildren: false,
  pages: ['pedidos'],
} as const;

export type OrderListProps = z.output<typeof orderListProps>;
