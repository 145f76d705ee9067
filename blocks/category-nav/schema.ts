import * as z from 'zod/mini';

export const categoryNavProps = z.strictObject({
  titulo: z._default(z.string().check(z.maxLength(80)), ''),
  mostrarSubcategorias: z._default(z.boolean(), true),
});

export const categoryNavSchema = {
  props: categoryNavProps,
  acceptsChildren: false,
};

export type CategoryNavProps = z.output<typeof categoryNavProps>;
