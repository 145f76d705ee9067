import * as z from 'zod/mini';

export const orderCharacteristicsProps = z.strictObject({
  /** The legend above the supplier's questions. */
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Informações para o pedido'),
  /** Whether the note '* Campo obrigatório' shows under the questions. */
  mostrarNotaObrigatorio: z._default(z.boolean(), true),
});

export const orderCharacteristicsSchema = {
  props: orderCharacteristicsProps,
  acceptsChildren: false,
  pages: ['carrinho'] as const,
};

export type OrderCharacteristicsProps = z.output<typeof orderCharacteristicsProps>;
