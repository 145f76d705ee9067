import * as z from 'zod/mini';

export const TEXTO_SERVICOS_PADRAO = 'Cada serviço entra no carrinho como um item à parte.';

export const productServicesProps = z.strictObject({
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Serviços adicionais'),
  /** Under the title; empty: none. Says what the cart does with a service, and nothing it does not do. */
  texto: z._default(z.string().check(z.maxLength(300)), TEXTO_SERVICOS_PADRAO),
});

export const productServicesSchema = {
  props: productServicesProps,
  acceptsChildren: false,
  pages: ['produto'],
} as const;

export type ProductServicesProps = z.output<typeof productServicesProps>;
