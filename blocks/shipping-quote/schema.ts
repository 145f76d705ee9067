import * as z from 'zod/mini';

export const shippingQuoteProps = z.strictObject({
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Calcular frete'),
});

export const shippingQuoteSchema = {
  props: shippingQuoteProps,
  acceptsChildren: false,
  pages: ['produto'],
} as const;

export type ShippingQuoteProps = z.output<typeof shippingQuoteProps>;
