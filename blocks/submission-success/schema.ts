import * as z from 'zod/mini';

const texto = (padrao: string, max: number) => z._default(z.string().check(z.minLength(1), z.maxLength(max)), padrao);

export const submissionSuccessProps = z.strictObject({
  /** The page's h1, over the order's number. */
  titulo: texto('Pedido submetido', 60),
  /** The payment method, delivery, fee and total (and how to pay, below). */
  mostrarPagamento: z._default(z.boolean(), true),
  tituloPagamento: texto('Pagamento', 60),
  /** In the payment: Pix's QR code and copia e cola, the boleto's linha digitável and PDF. */
  mostrarInstrucoes: z._default(z.boolean(), true),
  /** The button to the order's page. */
  textoVerPedido: texto('Ver pedido', 40),
  /** The button back to the shop's home. */
  textoVoltar: texto('Voltar', 40),
});

export const submissionSuccessSchema = {
  props: submissionSuccessProps,
  acceptsChildren: false,
  pages: ['submissao'],
} as const;

export type SubmissionSuccessProps = z.output<typeof submissionSuccessProps>;
