import * as z from 'zod/mini';

export const subscriptionChoiceProps = z.strictObject({
  /** A heading above the choice; empty: none (the choice's label, from the server, names it). */
  titulo: z._default(z.string().check(z.maxLength(80)), ''),
  /** Under the choice until a frequency is chosen (then the server's text about the repetition). */
  ajuda: z._default(
    z.string().check(z.minLength(1), z.maxLength(200)),
    'Escolha uma frequência para receber este pedido como assinatura.',
  ),
  /** The option of a one-off order. */
  textoAvulsa: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Não, é uma compra avulsa'),
});

export const subscriptionChoiceSchema = {
  props: subscriptionChoiceProps,
  acceptsChildren: false,
  pages: ['carrinho'],
} as const;

export type SubscriptionChoiceProps = z.output<typeof subscriptionChoiceProps>;
