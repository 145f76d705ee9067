import * as z from 'zod/mini';

export const orderDocumentsProps = z.strictObject({
  /** A heading above (h2); empty: none. */
  titulo: z._default(z.string().check(z.maxLength(60)), ''),
  /** 'Baixar comprovante (PDF)': the order's receipt (not for a quote). */
  mostrarComprovante: z._default(z.boolean(), true),
  /** 'Baixar nota fiscal (DANFE)', once the shop attached it. */
  mostrarDanfe: z._default(z.boolean(), true),
});

export const orderDocumentsSchema = {
  props: orderDocumentsProps,
  acceptsChildren: false,
  pages: ['pedido'],
} as const;

export type OrderDocumentsProps = z.output<typeof orderDocumentsProps>;
