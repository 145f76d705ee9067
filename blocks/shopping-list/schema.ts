import * as z from 'zod/mini';

export const shoppingListProps = z.strictObject({
  /** Show each line's unit price and total (when the shop shows prices). */
  mostrarPrecos: z._default(z.boolean(), true),
  /** Show 'Copiar para outra lista' on each line. */
  permitirCopiar: z._default(z.boolean(), true),
});

export const shoppingListSchema = {
  props: shoppingListProps,
  acceptsChildren: false,
  pages: ['lista'] as const,
};

export type ShoppingListProps = z.output<typeof shoppingListProps>;
