import * as z from 'zod/mini';

export const similarProductsProps = z.strictObject({
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Produtos similares'),
  /** At most this many of the similar products the server sends (it sends up to 8). */
  quantidade: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(8)), 8),
});

export const similarProductsSchema = {
  props: similarProductsProps,
  acceptsChildren: false,
  pages: ['produto'],
} as const;

export type SimilarProductsProps = z.output<typeof similarProductsProps>;
