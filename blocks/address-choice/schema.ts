import * as z from 'zod/mini';

export const addressChoiceProps = z.strictObject({
  /** The legend above the customer's addresses. */
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Endereço de entrega'),
  /** Whether the link to add an address (the addresses page) shows under them. */
  mostrarAdicionar: z._default(z.boolean(), true),
  textoAdicionar: z._default(z.string().check(z.minLength(1), z.maxLength(60)), 'Adicionar endereço'),
});

export const addressChoiceSchema = {
  props: addressChoiceProps,
  acceptsChildren: false,
  pages: ['carrinho'] as const,
};

export type AddressChoiceProps = z.output<typeof addressChoiceProps>;
