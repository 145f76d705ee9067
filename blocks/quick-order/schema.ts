import * as z from 'zod/mini';

/**
 * The quick order's lead. The code is the 'Cód.' every product card, product page, cart line and
 * order shows (the EAN, on the product page, is taken too); the example inside the box is made of this shop's real codes (the block asks them).
 */
export const QUICK_ORDER_LEAD =
  "Cole uma linha por produto com o código (o 'Cód.' que aparece em cada produto) ou o EAN da embalagem e a quantidade, como no exemplo dentro da caixa, ou abra uma planilha do Excel (.xlsx: código na primeira coluna, quantidade na segunda) ou um arquivo CSV.";

export const quickOrderProps = z.strictObject({
  /** The lines above the form; '' shows none. */
  texto: z._default(z.string().check(z.maxLength(500)), QUICK_ORDER_LEAD),
  /** The label of the box the lines are pasted into. */
  rotuloLinhas: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Código e quantidade'),
  /** Whether a file (Excel .xlsx, CSV or TXT) may be opened beside the pasted lines. */
  mostrarArquivo: z._default(z.boolean(), true),
  /** The label of the file field. */
  rotuloArquivo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Arquivo Excel, CSV ou TXT'),
});

export const quickOrderSchema = {
  props: quickOrderProps,
  acceptsChildren: false,
  pages: ['pedido-rapido'] as const,
};

export type QuickOrderProps = z.output<typeof quickOrderProps>;
