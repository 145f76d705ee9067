import * as z from 'zod/mini';

export const headerProps = z.strictObject({
  mostrarBusca: z._default(z.boolean(), true),
  mostrarMenu: z._default(z.boolean(), true),
  placeholderBusca: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Buscar produtos'),
});

export const headerSchema = {
  props: headerProps,
  acceptsChildren: false,
};

export type HeaderProps = z.output<typeof headerProps>;
