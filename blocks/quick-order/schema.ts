import * as z from 'zod/mini';

/** Today's lead of the quick order (what the page said before it was a block). */
export const QUICK_ORDER_LEAD =
  'Cole uma linha por produto com o código e a quantidade (ex.: 50001 12), ou abra uma planilha do Excel (.xlsx: código na primeira coluna, quantidade na segunda) ou um arquivo CSV.';

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
