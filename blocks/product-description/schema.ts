import * as z from 'zod/mini';

export const productDescriptionProps = z.strictObject({
  /** The heading above the description; empty: none. */
  titulo: z._default(z.string().check(z.maxLength(80)), 'Descrição'),
});

export const productDescriptionSchema = {
  props: productDescriptionProps,
  acceptsChildren: false,
  pages: ['produto'],
} as const;

export type ProductDescriptionProps = z.output<typeof productDescriptionProps>;
