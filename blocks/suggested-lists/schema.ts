import * as z from 'zod/mini';

export const suggestedListsProps = z.strictObject({
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Listas sugeridas'),
  /** How many suggested lists the strip shows at most. */
  quantidade: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(12)), 4),
});

export const suggestedListsSchema = {
  props: suggestedListsProps,
  acceptsChildren: false,
};

export type SuggestedListsProps = z.output<typeof suggestedListsProps>;
