import * as z from 'zod/mini';

export const couponListProps = z.strictObject({
  /** Above the coupons; empty: none. */
  textoAjuda: z._default(z.string().check(z.maxLength(200)), "Use o código no carrinho, em 'Cupom de desconto'."),
  /** What the page says when the client has no coupon to use now. */
  textoVazio: z._default(
    z.string().check(z.minLength(1), z.maxLength(200)),
    'Nenhum cupom disponível para você agora.',
  ),
  /** Each coupon's 'Válido até …'. */
  mostrarValidade: z._default(z.boolean(), true),
  /** The client's referral coupon to share, where the shop shares them (tag uses-share-coupom). */
  mostrarIndicacao: z._default(z.boolean(), true),
  tituloIndicacao: z._default(z.string().check(z.minLength(1), z.maxLength(60)), 'Indique e ganhe'),
  /** Under the referral title; empty: none. */
  textoIndicacao: z._default(
    z.string().check(z.maxLength(300)),
    'Compartilhe o seu cupom de indicação: quem comprar com ele ganha o desconto.',
  ),
});

export const couponListSchema = {
  props: couponListProps,
  acceptsChildren: false,
  pages: ['cupons'] as const,
};

export type CouponListProps = z.output<typeof couponListProps>;
