import * as z from 'zod/mini';

/** Where the observations' help puts their most characters. */
export const MAX = '{max}';

const texto = (max: number, padrao: string) => z._default(z.string().check(z.maxLength(max)), padrao);

export const orderNotesProps = z.strictObject({
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Dados do pedido'),
  mostrarObservacoes: z._default(z.boolean(), true),
  rotuloObservacoes: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Observações'),
  /** Under the observations; `{max}` is their most characters; empty: none. */
  ajudaObservacoes: texto(200, `Até ${MAX} caracteres.`),
  /** The customer's own order number (`numPedidoCliente`). */
  mostrarNumeroPedido: z._default(z.boolean(), true),
  rotuloNumeroPedido: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Número do seu pedido (opcional)'),
  /** Under the order number; empty: none. */
  ajudaNumeroPedido: texto(200, 'O número do pedido no seu sistema, se quiser que ele conste no pedido.'),
});

export const orderNotesSchema = {
  props: orderNotesProps,
  acceptsChildren: false,
  pages: ['carrinho'],
} as const;

export type OrderNotesProps = z.output<typeof orderNotesProps>;
