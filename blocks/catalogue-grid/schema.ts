import * as z from 'zod/mini';

export const catalogueGridProps = z.strictObject({
  titulo: z._default(z.string().check(z.maxLength(80)), ''),
  mostrarOrdenacao: z._default(z.boolean(), true),
});

export const catalogueGridSchema = {
  props: catalogueGridProps,
  acceptsChildren: false,
};

export type CatalogueGridProps = z.output<typeof catalogueGridProps>;
