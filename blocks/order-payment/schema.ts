import * as z from 'zod/mini';

export const orderPaymentProps = z.strictObject({
  /** A heading above (h2); empty: none (inside the order's details, its 'Pagamento' heading is above). */
  titulo: z._default(z.string().check(z.maxLength(60)), ''),
  /** How to pay an order that waits for payment: Pix's QR code and copia e cola, the boleto's linha digitável and PDF. */
  mostrarInstrucoes: z._default(z.boolean(), true),
  /** 'Alterar forma de pagamento' while the order waits for payment. */
  mostrarTrocaForma: z._default(z.boolean(), true),
});

export const orderPaymentSchema = {
  props: orderPaymentProps,
  acceptsChildren: false,
  pages: ['pedido', 'submissao'],
} as const;

export type OrderPaymentProps = z.output<typeof orderPaymentProps>;
