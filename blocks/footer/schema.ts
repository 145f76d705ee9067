import * as z from 'zod/mini';

export const footerProps = z.strictObject({
  mostrarRedesSociais: z._default(z.boolean(), true),
  mostrarContato: z._default(z.boolean(), true),
});

export const footerSchema = {
  props: footerProps,
  acceptsChildren: false,
  description: 'Rodapé: colunas de links, contato, redes sociais, razão social e CNPJ.',
};

export type FooterProps = z.output<typeof footerProps>;
