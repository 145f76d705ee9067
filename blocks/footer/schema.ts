import * as z from 'zod/mini';

export const footerProps = z.strictObject({
  mostrarRedesSociais: z._default(z.boolean(), true),
  mostrarContato: z._default(z.boolean(), true),
});

export const footerSchema = {
  props: footerProps,
  acceptsChildren: false,
};

export type FooterProps = z.output<typeof footerProps>;
