import * as z from 'zod/mini';

/** Where a free-shipping text puts the amount still missing ('R$ 1.234,56'). */
export const VALOR = '{valor}';

export const cartSummaryProps = z.strictObject({
  /** The label of the cart's total. */
  rotuloTotal: z._default(z.string().check(z.minLength(1), z.maxLength(40)), 'TOTAL'),
  /** The coupon's discount line, when a coupon gives one. */
  mostrarDesconto: z._default(z.boolean(), true),
  /** The gift wraps' line, when any line is wrapped. */
  mostrarEmbalagens: z._default(z.boolean(), true),
  /** How much is missing for free shipping, where the supplier offers it from a minimum order. */
  mostrarFreteGratis: z._default(z.boolean(), true),
  /** Below the minimum; `{valor}` is the amount missing. */
  textoFaltaFreteGratis: z._default(
    z.string().check(z.minLength(1), z.maxLength(200)),
    `Faltam ${VALOR} para o frete grátis.`,
  ),
  /** At or above the minimum. */
  textoFreteGratisAlcancado: z._default(
    z.string().check(z.minLength(1), z.maxLength(200)),
    'Seu pedido já alcançou o valor do frete grátis.',
  ),
});

export const cartSummarySchema = {
  props: cartSummaryProps,
  acceptsChildren: false,
  pages: ['carrinho'],
} as const;

export type CartSummaryProps = z.output<typeof cartSummaryProps>;
