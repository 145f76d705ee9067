import * as z from 'zod/mini';

export const cartLinesProps = z.strictObject({
  /** A heading above the lines; empty: none (the page's h1 'Carrinho' names them). */
  titulo: z._default(z.string().check(z.maxLength(80)), ''),
  /** The product's picture at the start of each line. */
  mostrarImagem: z._default(z.boolean(), true),
  /** The unit price under the name ('R$ 12,90 / UN'). */
  mostrarPrecoUnitario: z._default(z.boolean(), true),
  /** The coupon's share of a line, under its total ('Cupom: − R$ 1,00'). */
  mostrarDescontoCupom: z._default(z.boolean(), true),
});

export const cartLinesSchema = {
  props: cartLinesProps,
  acceptsChildren: false,
  pages: ['carrinho'],
} as const;

export type CartLinesProps = z.output<typeof cartLinesProps>;
