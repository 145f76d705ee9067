import * as z from 'zod/mini';

/** Where the blocks placed inside the buy box (the availability alert, the shipping quote) show. */
export const BUY_BOX_CHILDREN_POSITIONS = ['apos-quantidade', 'no-fim'] as const;

export const productBuyBoxProps = z.strictObject({
  /** The brand and the sales unit under the name ('Tio Aurélio · UN'). */
  mostrarMarca: z._default(z.boolean(), true),
  /** The progressive discount's table (quantity → unit price), when the product has one. */
  mostrarFaixas: z._default(z.boolean(), true),
  tituloFaixas: z._default(z.string().check(z.maxLength(80)), 'Desconto progressivo'),
  /** A kit's items (tipo_produto CONJUNTO), when the product is one. */
  mostrarItensConjunto: z._default(z.boolean(), true),
  tituloItensConjunto: z._default(z.string().check(z.maxLength(80)), 'Itens do conjunto'),
  /** The product's own message (mensagemcardproduto), when it has one. */
  mostrarMensagem: z._default(z.boolean(), true),
  posicaoBlocos: z._default(z.enum(BUY_BOX_CHILDREN_POSITIONS), 'apos-quantidade'),
});

export const productBuyBoxSchema = {
  props: productBuyBoxProps,
  acceptsChildren: true,
  pages: ['produto'],
} as const;

export type ProductBuyBoxProps = z.output<typeof productBuyBoxProps>;
