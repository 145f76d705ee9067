import * as z from 'zod/mini';

/** The order's chat ('Chat pedido {n}'): a button on the order's page that opens its room. */
export const orderChatProps = z.strictObject({
  /** The button's text. */
  rotulo: z._default(z.string().check(z.minLength(1), z.maxLength(60)), 'Conversar sobre este pedido'),
  /** A line above the button; empty: none. */
  texto: z._default(z.string().check(z.maxLength(200)), 'Dúvidas sobre este pedido? Fale com a loja pelo chat.'),
});

export const orderChatSchema = {
  props: orderChatProps,
  acceptsChildren: false,
  pages: ['pedido'],
} as const;

export type OrderChatProps = z.output<typeof orderChatProps>;
