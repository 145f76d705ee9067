import * as z from 'zod/mini';

export const shippingQuoteProps = z.strictObject({
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Calcular frete'),
});

export const shippingQuoteSchema = {
  props: shippingQuoteProps,
  acceptsChildren: false,
  description:
    'Calcular frete pelo CEP: cada forma de entrega com a taxa e a primeira data (só nos fornecedores que entregam).',
  pages: ['produto'],
} as const;

export type ShippingQuoteProps = z.output<typeof shippingQuoteProps>;
