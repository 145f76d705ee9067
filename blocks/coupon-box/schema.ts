import * as z from 'zod/mini';

export const couponBoxProps = z.strictObject({
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Cupom de desconto'),
  /** What a visitor who is not logged in reads in place of the field. */
  textoVisitante: z._default(
    z.string().check(z.minLength(1), z.maxLength(300)),
    'Entre na sua conta para usar um cupom de desconto.',
  ),
});

export const couponBoxSchema = {
  props: couponBoxProps,
  acceptsChildren: false,
  pages: ['carrinho'],
} as const;

export type CouponBoxProps = z.output<typeof couponBoxProps>;
