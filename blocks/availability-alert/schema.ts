import * as z from 'zod/mini';

export const availabilityAlertProps = z.strictObject({
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Produto indisponível no momento'),
  /** 'Avise-me quando chegar': a client asks for an e-mail when the product is back in stock. */
  oferecerAviso: z._default(z.boolean(), true),
  texto: z._default(
    z.string().check(z.maxLength(300)),
    'Deixe o seu pedido de aviso: enviaremos um e-mail assim que o produto voltar ao estoque.',
  ),
});

export const availabilityAlertSchema = {
  props: availabilityAlertProps,
  acceptsChildren: false,
  pages: ['produto'],
} as const;

export type AvailabilityAlertProps = z.output<typeof availabilityAlertProps>;
