import * as z from 'zod/mini';

export const productDescriptionProps = z.strictObject({
  /** The heading above the description; empty: none. */
  titulo: z._default(z.string().check(z.maxLength(80)), 'Descrição'),
});

export const productDescriptionSchema = {
  props: productDescriptionProps,
  acceptsChildren: false,
  description: 'A descrição do produto (o texto cadastrado nele).',
  pages: ['produto'],
} as const;

export type ProductDescriptionProps = z.output<typeof productDescriptionProps>;
