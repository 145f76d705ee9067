import * as z from 'zod/mini';

export const paymentMethodProps = z.strictObject({
  /** The legend above the payment methods. */
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Forma de pagamento'),
  /** The label of the installments' choice (shown for a method that offers more than one). */
  rotuloParcelas: z._default(z.string().check(z.minLength(1), z.maxLength(60)), 'Parcelas'),
  /** Whether each method says how many installments it allows at most ('Em até 6x'). */
  mostrarMaximoParcelas: z._default(z.boolean(), true),
});

export const paymentMethodSchema = {
  props: paymentMethodProps,
  acceptsChildren: false,
  pages: ['carrinho'] as const,
};

export type PaymentMethodProps = z.output<typeof paymentMethodProps>;
