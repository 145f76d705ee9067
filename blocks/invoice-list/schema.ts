import * as z from 'zod/mini';

export const SITUACOES_LISTA = ['abertos', 'pagos'] as const;

export const invoiceListProps = z.strictObject({
  /** Which titles: the open ones (overdue and upcoming, with their boletos) or the paid ones. */
  situacao: z._default(z.enum(SITUACOES_LISTA), 'abertos'),
  /** The list's heading; empty: 'Títulos em aberto' or 'Títulos pagos'. */
  titulo: z._default(z.string().check(z.maxLength(60)), ''),
  /** What the list says without titles; empty: the default for its kind. */
  textoVazio: z._default(z.string().check(z.maxLength(200)), ''),
  /** An overdue title's 'Segunda via' with the updated value (fine and interest). */
  mostrarSegundaVia: z._default(z.boolean(), true),
});

export const invoiceListSchema = {
  props: invoiceListProps,
  acceptsChildren: false,
  pages: ['faturas'] as const,
};

export type InvoiceListProps = z.output<typeof invoiceListProps>;
