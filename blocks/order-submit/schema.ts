import * as z from 'zod/mini';

const texto = (max: number, padrao: string) => z._default(z.string().check(z.minLength(1), z.maxLength(max)), padrao);

export const orderSubmitProps = z.strictObject({
  /** The checkout's heading; empty: none. */
  titulo: z._default(z.string().check(z.maxLength(80)), 'Entrega e pagamento'),
  /** Whether the supplier's order instructions (its ORDER_INSTRUCTIONS content) show above the options. */
  mostrarInstrucoes: z._default(z.boolean(), true),
  tituloInstrucoes: texto(80, 'Instruções do pedido'),
  /** The label of the total with the delivery fee. */
  textoTotal: texto(60, 'Total do pedido'),
  /** The send button's text. */
  textoBotao: texto(40, 'Enviar pedido'),
  /** The send button's text where every order is a quote (the supplier's quote tag). */
  textoBotaoOrcamento: texto(40, 'Solicitar orçamento'),
});

export const orderSubmitSchema = {
  props: orderSubmitProps,
  acceptsChildren: true,
  pages: ['carrinho'] as const,
};

export type OrderSubmitProps = z.output<typeof orderSubmitProps>;
